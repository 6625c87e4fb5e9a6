target triple = "nvptx64-nvidia-cuda"
@global_smem = external addrspace(3) global [0 x i8], align 1024
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
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
  %t198 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %t7, i32 0, i32 31)
  %t200 = icmp uge i32 2, 32
  %t201 = select i1 %t200, i32 0, i32 2
  %t202 = lshr i32 %t198, %t201
  %t203 = select i1 %t200, i32 0, i32 %t202
  %t204 = mul i32 %t203, 8192
  %t205 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t206 = add i32 %arg3, 127
  %t208 = icmp eq i32 128, 0
  %t210 = icmp eq i32 128, -1
  %t209 = or i1 %t208, %t210
  %t211 = select i1 %t209, i32 1, i32 128
  %t212 = sdiv i32 %t206, %t211
  %t214 = sub i32 0, %t206
  %t215 = select i1 %t209, i32 %t214, i32 %t212
  %t213 = select i1 %t208, i32 0, i32 %t215
  %t216 = add i32 %arg4, 127
  %t218 = icmp eq i32 128, 0
  %t220 = icmp eq i32 128, -1
  %t219 = or i1 %t218, %t220
  %t221 = select i1 %t219, i32 1, i32 128
  %t222 = sdiv i32 %t216, %t221
  %t224 = sub i32 0, %t216
  %t225 = select i1 %t219, i32 %t224, i32 %t222
  %t223 = select i1 %t218, i32 0, i32 %t225
  %t226 = mul i32 4, %t223
  %t228 = icmp eq i32 %t226, 0
  %t230 = icmp eq i32 %t226, -1
  %t229 = or i1 %t228, %t230
  %t231 = select i1 %t229, i32 1, i32 %t226
  %t232 = sdiv i32 %t205, %t231
  %t234 = sub i32 0, %t205
  %t235 = select i1 %t229, i32 %t234, i32 %t232
  %t233 = select i1 %t228, i32 0, i32 %t235
  %t236 = mul i32 %t233, 4
  %t237 = sub i32 %t213, %t236
  %t239 = call i32 @llvm.smin.i32(i32 %t237, i32 4)
  %t241 = icmp eq i32 %t226, 0
  %t243 = icmp eq i32 %t226, -1
  %t242 = or i1 %t241, %t243
  %t244 = select i1 %t242, i32 1, i32 %t226
  %t245 = srem i32 %t205, %t244
  %t248 = select i1 %t242, i32 0, i32 %t245
  %t246 = select i1 %t241, i32 0, i32 %t248
  %t250 = icmp eq i32 %t239, 0
  %t252 = icmp eq i32 %t239, -1
  %t251 = or i1 %t250, %t252
  %t253 = select i1 %t251, i32 1, i32 %t239
  %t254 = srem i32 %t246, %t253
  %t257 = select i1 %t251, i32 0, i32 %t254
  %t255 = select i1 %t250, i32 0, i32 %t257
  %t258 = add i32 %t236, %t255
  %t260 = icmp eq i32 %t239, 0
  %t262 = icmp eq i32 %t239, -1
  %t261 = or i1 %t260, %t262
  %t263 = select i1 %t261, i32 1, i32 %t239
  %t264 = sdiv i32 %t246, %t263
  %t266 = sub i32 0, %t246
  %t267 = select i1 %t261, i32 %t266, i32 %t264
  %t265 = select i1 %t260, i32 0, i32 %t267
  %t268 = mul i32 %t258, 128
  %t269 = add i32 %t20, 16
  %t270 = add i32 %t20, 32
  %t271 = add i32 %t20, 48
  %t272 = add i32 %t20, 64
  %t273 = add i32 %t20, 80
  %t274 = add i32 %t20, 96
  %t275 = add i32 %t20, 112
  %t276 = add i32 %t26, 1
  %t277 = add i32 %t26, 8
  %t278 = add i32 %t26, 9
  %t279 = add i32 %t26, 16
  %t280 = add i32 %t26, 17
  %t281 = add i32 %t26, 24
  %t282 = add i32 %t26, 25
  %t283 = add i32 %t26, 32
  %t284 = add i32 %t26, 33
  %t285 = add i32 %t26, 40
  %t286 = add i32 %t26, 41
  %t287 = add i32 %t26, 48
  %t288 = add i32 %t26, 49
  %t289 = add i32 %t26, 56
  %t290 = add i32 %t26, 57
  %t291 = add i32 %t26, 64
  %t292 = add i32 %t26, 65
  %t293 = add i32 %t26, 72
  %t294 = add i32 %t26, 73
  %t295 = add i32 %t26, 80
  %t296 = add i32 %t26, 81
  %t297 = add i32 %t26, 88
  %t298 = add i32 %t26, 89
  %t299 = add i32 %t26, 96
  %t300 = add i32 %t26, 97
  %t301 = add i32 %t26, 104
  %t302 = add i32 %t26, 105
  %t303 = add i32 %t26, 112
  %t304 = add i32 %t26, 113
  %t305 = add i32 %t26, 120
  %t306 = add i32 %t26, 121
  %t307 = add i32 %t39, 8
  %t308 = add i32 %t39, 64
  %t309 = add i32 %t39, 72
  %t310 = add i32 %t45, 1
  %t311 = add i32 %t45, 2
  %t312 = add i32 %t45, 3
  %t313 = add i32 %t45, 4
  %t314 = add i32 %t45, 5
  %t315 = add i32 %t45, 6
  %t316 = add i32 %t45, 7
  %t317 = add i32 %t268, %t20
  %t318 = add i32 %t268, %t269
  %t319 = add i32 %t268, %t270
  %t320 = add i32 %t268, %t271
  %t321 = add i32 %t268, %t272
  %t322 = add i32 %t268, %t273
  %t323 = add i32 %t268, %t274
  %t324 = add i32 %t268, %t275
  %t325 = add i32 %t268, %t39
  %t326 = add i32 %t268, %t307
  %t327 = add i32 %t268, %t308
  %t328 = add i32 %t268, %t309
  %t330 = icmp eq i32 %arg3, 0
  %t332 = icmp eq i32 %arg3, -1
  %t331 = or i1 %t330, %t332
  %t333 = select i1 %t331, i32 1, i32 %arg3
  %t334 = srem i32 %t317, %t333
  %t337 = select i1 %t331, i32 0, i32 %t334
  %t335 = select i1 %t330, i32 0, i32 %t337
  %t339 = icmp eq i32 %arg3, 0
  %t341 = icmp eq i32 %arg3, -1
  %t340 = or i1 %t339, %t341
  %t342 = select i1 %t340, i32 1, i32 %arg3
  %t343 = srem i32 %t318, %t342
  %t346 = select i1 %t340, i32 0, i32 %t343
  %t344 = select i1 %t339, i32 0, i32 %t346
  %t348 = icmp eq i32 %arg3, 0
  %t350 = icmp eq i32 %arg3, -1
  %t349 = or i1 %t348, %t350
  %t351 = select i1 %t349, i32 1, i32 %arg3
  %t352 = srem i32 %t319, %t351
  %t355 = select i1 %t349, i32 0, i32 %t352
  %t353 = select i1 %t348, i32 0, i32 %t355
  %t357 = icmp eq i32 %arg3, 0
  %t359 = icmp eq i32 %arg3, -1
  %t358 = or i1 %t357, %t359
  %t360 = select i1 %t358, i32 1, i32 %arg3
  %t361 = srem i32 %t320, %t360
  %t364 = select i1 %t358, i32 0, i32 %t361
  %t362 = select i1 %t357, i32 0, i32 %t364
  %t366 = icmp eq i32 %arg3, 0
  %t368 = icmp eq i32 %arg3, -1
  %t367 = or i1 %t366, %t368
  %t369 = select i1 %t367, i32 1, i32 %arg3
  %t370 = srem i32 %t321, %t369
  %t373 = select i1 %t367, i32 0, i32 %t370
  %t371 = select i1 %t366, i32 0, i32 %t373
  %t375 = icmp eq i32 %arg3, 0
  %t377 = icmp eq i32 %arg3, -1
  %t376 = or i1 %t375, %t377
  %t378 = select i1 %t376, i32 1, i32 %arg3
  %t379 = srem i32 %t322, %t378
  %t382 = select i1 %t376, i32 0, i32 %t379
  %t380 = select i1 %t375, i32 0, i32 %t382
  %t384 = icmp eq i32 %arg3, 0
  %t386 = icmp eq i32 %arg3, -1
  %t385 = or i1 %t384, %t386
  %t387 = select i1 %t385, i32 1, i32 %arg3
  %t388 = srem i32 %t323, %t387
  %t391 = select i1 %t385, i32 0, i32 %t388
  %t389 = select i1 %t384, i32 0, i32 %t391
  %t393 = icmp eq i32 %arg3, 0
  %t395 = icmp eq i32 %arg3, -1
  %t394 = or i1 %t393, %t395
  %t396 = select i1 %t394, i32 1, i32 %arg3
  %t397 = srem i32 %t324, %t396
  %t400 = select i1 %t394, i32 0, i32 %t397
  %t398 = select i1 %t393, i32 0, i32 %t400
  %t401 = mul i32 %t265, 128
  %t402 = add i32 %t401, %t26
  %t403 = add i32 %t401, %t276
  %t404 = add i32 %t401, %t277
  %t405 = add i32 %t401, %t278
  %t406 = add i32 %t401, %t279
  %t407 = add i32 %t401, %t280
  %t408 = add i32 %t401, %t281
  %t409 = add i32 %t401, %t282
  %t410 = add i32 %t401, %t283
  %t411 = add i32 %t401, %t284
  %t412 = add i32 %t401, %t285
  %t413 = add i32 %t401, %t286
  %t414 = add i32 %t401, %t287
  %t415 = add i32 %t401, %t288
  %t416 = add i32 %t401, %t289
  %t417 = add i32 %t401, %t290
  %t418 = add i32 %t401, %t291
  %t419 = add i32 %t401, %t292
  %t420 = add i32 %t401, %t293
  %t421 = add i32 %t401, %t294
  %t422 = add i32 %t401, %t295
  %t423 = add i32 %t401, %t296
  %t424 = add i32 %t401, %t297
  %t425 = add i32 %t401, %t298
  %t426 = add i32 %t401, %t299
  %t427 = add i32 %t401, %t300
  %t428 = add i32 %t401, %t301
  %t429 = add i32 %t401, %t302
  %t430 = add i32 %t401, %t303
  %t431 = add i32 %t401, %t304
  %t432 = add i32 %t401, %t305
  %t433 = add i32 %t401, %t306
  %t434 = add i32 %t401, %t45
  %t435 = add i32 %t401, %t310
  %t436 = add i32 %t401, %t311
  %t437 = add i32 %t401, %t312
  %t438 = add i32 %t401, %t313
  %t439 = add i32 %t401, %t314
  %t440 = add i32 %t401, %t315
  %t441 = add i32 %t401, %t316
  %t443 = icmp eq i32 %arg4, 0
  %t445 = icmp eq i32 %arg4, -1
  %t444 = or i1 %t443, %t445
  %t446 = select i1 %t444, i32 1, i32 %arg4
  %t447 = srem i32 %t434, %t446
  %t450 = select i1 %t444, i32 0, i32 %t447
  %t448 = select i1 %t443, i32 0, i32 %t450
  %t452 = icmp eq i32 %arg4, 0
  %t454 = icmp eq i32 %arg4, -1
  %t453 = or i1 %t452, %t454
  %t455 = select i1 %t453, i32 1, i32 %arg4
  %t456 = srem i32 %t435, %t455
  %t459 = select i1 %t453, i32 0, i32 %t456
  %t457 = select i1 %t452, i32 0, i32 %t459
  %t461 = icmp eq i32 %arg4, 0
  %t463 = icmp eq i32 %arg4, -1
  %t462 = or i1 %t461, %t463
  %t464 = select i1 %t462, i32 1, i32 %arg4
  %t465 = srem i32 %t436, %t464
  %t468 = select i1 %t462, i32 0, i32 %t465
  %t466 = select i1 %t461, i32 0, i32 %t468
  %t470 = icmp eq i32 %arg4, 0
  %t472 = icmp eq i32 %arg4, -1
  %t471 = or i1 %t470, %t472
  %t473 = select i1 %t471, i32 1, i32 %arg4
  %t474 = srem i32 %t437, %t473
  %t477 = select i1 %t471, i32 0, i32 %t474
  %t475 = select i1 %t470, i32 0, i32 %t477
  %t479 = icmp eq i32 %arg4, 0
  %t481 = icmp eq i32 %arg4, -1
  %t480 = or i1 %t479, %t481
  %t482 = select i1 %t480, i32 1, i32 %arg4
  %t483 = srem i32 %t438, %t482
  %t486 = select i1 %t480, i32 0, i32 %t483
  %t484 = select i1 %t479, i32 0, i32 %t486
  %t488 = icmp eq i32 %arg4, 0
  %t490 = icmp eq i32 %arg4, -1
  %t489 = or i1 %t488, %t490
  %t491 = select i1 %t489, i32 1, i32 %arg4
  %t492 = srem i32 %t439, %t491
  %t495 = select i1 %t489, i32 0, i32 %t492
  %t493 = select i1 %t488, i32 0, i32 %t495
  %t497 = icmp eq i32 %arg4, 0
  %t499 = icmp eq i32 %arg4, -1
  %t498 = or i1 %t497, %t499
  %t500 = select i1 %t498, i32 1, i32 %arg4
  %t501 = srem i32 %t440, %t500
  %t504 = select i1 %t498, i32 0, i32 %t501
  %t502 = select i1 %t497, i32 0, i32 %t504
  %t506 = icmp eq i32 %arg4, 0
  %t508 = icmp eq i32 %arg4, -1
  %t507 = or i1 %t506, %t508
  %t509 = select i1 %t507, i32 1, i32 %arg4
  %t510 = srem i32 %t441, %t509
  %t513 = select i1 %t507, i32 0, i32 %t510
  %t511 = select i1 %t506, i32 0, i32 %t513
  %t514 = add i32 %t51, 1
  %t515 = add i32 %t51, 2
  %t516 = add i32 %t51, 3
  %t517 = add i32 %t51, 4
  %t518 = add i32 %t51, 5
  %t519 = add i32 %t51, 6
  %t520 = add i32 %t51, 7
  %t521 = add i32 %t64, 8
  %t522 = add i32 %t64, 16
  %t523 = add i32 %t64, 24
  %t524 = add i32 %t64, 32
  %t525 = add i32 %t64, 40
  %t526 = add i32 %t64, 48
  %t527 = add i32 %t64, 56
  %t528 = mul i32 %t335, %arg6
  %t529 = mul i32 %t344, %arg6
  %t530 = mul i32 %t353, %arg6
  %t531 = mul i32 %t362, %arg6
  %t532 = mul i32 %t371, %arg6
  %t533 = mul i32 %t380, %arg6
  %t534 = mul i32 %t389, %arg6
  %t535 = mul i32 %t398, %arg6
  %t536 = sext i32 %t528 to i64
  %t537 = getelementptr half, ptr addrspace(1) %arg0, i64 %t536
  %t538 = sext i32 %t529 to i64
  %t539 = getelementptr half, ptr addrspace(1) %arg0, i64 %t538
  %t540 = sext i32 %t530 to i64
  %t541 = getelementptr half, ptr addrspace(1) %arg0, i64 %t540
  %t542 = sext i32 %t531 to i64
  %t543 = getelementptr half, ptr addrspace(1) %arg0, i64 %t542
  %t544 = sext i32 %t532 to i64
  %t545 = getelementptr half, ptr addrspace(1) %arg0, i64 %t544
  %t546 = sext i32 %t533 to i64
  %t547 = getelementptr half, ptr addrspace(1) %arg0, i64 %t546
  %t548 = sext i32 %t534 to i64
  %t549 = getelementptr half, ptr addrspace(1) %arg0, i64 %t548
  %t550 = sext i32 %t535 to i64
  %t551 = getelementptr half, ptr addrspace(1) %arg0, i64 %t550
  %t552 = sext i32 %t51 to i64
  %t553 = getelementptr half, ptr addrspace(1) %t537, i64 %t552
  %t554 = sext i32 %t514 to i64
  %t555 = getelementptr half, ptr addrspace(1) %t537, i64 %t554
  %t556 = sext i32 %t515 to i64
  %t557 = getelementptr half, ptr addrspace(1) %t537, i64 %t556
  %t558 = sext i32 %t516 to i64
  %t559 = getelementptr half, ptr addrspace(1) %t537, i64 %t558
  %t560 = sext i32 %t517 to i64
  %t561 = getelementptr half, ptr addrspace(1) %t537, i64 %t560
  %t562 = sext i32 %t518 to i64
  %t563 = getelementptr half, ptr addrspace(1) %t537, i64 %t562
  %t564 = sext i32 %t519 to i64
  %t565 = getelementptr half, ptr addrspace(1) %t537, i64 %t564
  %t566 = sext i32 %t520 to i64
  %t567 = getelementptr half, ptr addrspace(1) %t537, i64 %t566
  %t568 = sext i32 %t51 to i64
  %t569 = getelementptr half, ptr addrspace(1) %t539, i64 %t568
  %t570 = sext i32 %t514 to i64
  %t571 = getelementptr half, ptr addrspace(1) %t539, i64 %t570
  %t572 = sext i32 %t515 to i64
  %t573 = getelementptr half, ptr addrspace(1) %t539, i64 %t572
  %t574 = sext i32 %t516 to i64
  %t575 = getelementptr half, ptr addrspace(1) %t539, i64 %t574
  %t576 = sext i32 %t517 to i64
  %t577 = getelementptr half, ptr addrspace(1) %t539, i64 %t576
  %t578 = sext i32 %t518 to i64
  %t579 = getelementptr half, ptr addrspace(1) %t539, i64 %t578
  %t580 = sext i32 %t519 to i64
  %t581 = getelementptr half, ptr addrspace(1) %t539, i64 %t580
  %t582 = sext i32 %t520 to i64
  %t583 = getelementptr half, ptr addrspace(1) %t539, i64 %t582
  %t584 = sext i32 %t51 to i64
  %t585 = getelementptr half, ptr addrspace(1) %t541, i64 %t584
  %t586 = sext i32 %t514 to i64
  %t587 = getelementptr half, ptr addrspace(1) %t541, i64 %t586
  %t588 = sext i32 %t515 to i64
  %t589 = getelementptr half, ptr addrspace(1) %t541, i64 %t588
  %t590 = sext i32 %t516 to i64
  %t591 = getelementptr half, ptr addrspace(1) %t541, i64 %t590
  %t592 = sext i32 %t517 to i64
  %t593 = getelementptr half, ptr addrspace(1) %t541, i64 %t592
  %t594 = sext i32 %t518 to i64
  %t595 = getelementptr half, ptr addrspace(1) %t541, i64 %t594
  %t596 = sext i32 %t519 to i64
  %t597 = getelementptr half, ptr addrspace(1) %t541, i64 %t596
  %t598 = sext i32 %t520 to i64
  %t599 = getelementptr half, ptr addrspace(1) %t541, i64 %t598
  %t600 = sext i32 %t51 to i64
  %t601 = getelementptr half, ptr addrspace(1) %t543, i64 %t600
  %t602 = sext i32 %t514 to i64
  %t603 = getelementptr half, ptr addrspace(1) %t543, i64 %t602
  %t604 = sext i32 %t515 to i64
  %t605 = getelementptr half, ptr addrspace(1) %t543, i64 %t604
  %t606 = sext i32 %t516 to i64
  %t607 = getelementptr half, ptr addrspace(1) %t543, i64 %t606
  %t608 = sext i32 %t517 to i64
  %t609 = getelementptr half, ptr addrspace(1) %t543, i64 %t608
  %t610 = sext i32 %t518 to i64
  %t611 = getelementptr half, ptr addrspace(1) %t543, i64 %t610
  %t612 = sext i32 %t519 to i64
  %t613 = getelementptr half, ptr addrspace(1) %t543, i64 %t612
  %t614 = sext i32 %t520 to i64
  %t615 = getelementptr half, ptr addrspace(1) %t543, i64 %t614
  %t616 = sext i32 %t51 to i64
  %t617 = getelementptr half, ptr addrspace(1) %t545, i64 %t616
  %t618 = sext i32 %t514 to i64
  %t619 = getelementptr half, ptr addrspace(1) %t545, i64 %t618
  %t620 = sext i32 %t515 to i64
  %t621 = getelementptr half, ptr addrspace(1) %t545, i64 %t620
  %t622 = sext i32 %t516 to i64
  %t623 = getelementptr half, ptr addrspace(1) %t545, i64 %t622
  %t624 = sext i32 %t517 to i64
  %t625 = getelementptr half, ptr addrspace(1) %t545, i64 %t624
  %t626 = sext i32 %t518 to i64
  %t627 = getelementptr half, ptr addrspace(1) %t545, i64 %t626
  %t628 = sext i32 %t519 to i64
  %t629 = getelementptr half, ptr addrspace(1) %t545, i64 %t628
  %t630 = sext i32 %t520 to i64
  %t631 = getelementptr half, ptr addrspace(1) %t545, i64 %t630
  %t632 = sext i32 %t51 to i64
  %t633 = getelementptr half, ptr addrspace(1) %t547, i64 %t632
  %t634 = sext i32 %t514 to i64
  %t635 = getelementptr half, ptr addrspace(1) %t547, i64 %t634
  %t636 = sext i32 %t515 to i64
  %t637 = getelementptr half, ptr addrspace(1) %t547, i64 %t636
  %t638 = sext i32 %t516 to i64
  %t639 = getelementptr half, ptr addrspace(1) %t547, i64 %t638
  %t640 = sext i32 %t517 to i64
  %t641 = getelementptr half, ptr addrspace(1) %t547, i64 %t640
  %t642 = sext i32 %t518 to i64
  %t643 = getelementptr half, ptr addrspace(1) %t547, i64 %t642
  %t644 = sext i32 %t519 to i64
  %t645 = getelementptr half, ptr addrspace(1) %t547, i64 %t644
  %t646 = sext i32 %t520 to i64
  %t647 = getelementptr half, ptr addrspace(1) %t547, i64 %t646
  %t648 = sext i32 %t51 to i64
  %t649 = getelementptr half, ptr addrspace(1) %t549, i64 %t648
  %t650 = sext i32 %t514 to i64
  %t651 = getelementptr half, ptr addrspace(1) %t549, i64 %t650
  %t652 = sext i32 %t515 to i64
  %t653 = getelementptr half, ptr addrspace(1) %t549, i64 %t652
  %t654 = sext i32 %t516 to i64
  %t655 = getelementptr half, ptr addrspace(1) %t549, i64 %t654
  %t656 = sext i32 %t517 to i64
  %t657 = getelementptr half, ptr addrspace(1) %t549, i64 %t656
  %t658 = sext i32 %t518 to i64
  %t659 = getelementptr half, ptr addrspace(1) %t549, i64 %t658
  %t660 = sext i32 %t519 to i64
  %t661 = getelementptr half, ptr addrspace(1) %t549, i64 %t660
  %t662 = sext i32 %t520 to i64
  %t663 = getelementptr half, ptr addrspace(1) %t549, i64 %t662
  %t664 = sext i32 %t51 to i64
  %t665 = getelementptr half, ptr addrspace(1) %t551, i64 %t664
  %t666 = sext i32 %t514 to i64
  %t667 = getelementptr half, ptr addrspace(1) %t551, i64 %t666
  %t668 = sext i32 %t515 to i64
  %t669 = getelementptr half, ptr addrspace(1) %t551, i64 %t668
  %t670 = sext i32 %t516 to i64
  %t671 = getelementptr half, ptr addrspace(1) %t551, i64 %t670
  %t672 = sext i32 %t517 to i64
  %t673 = getelementptr half, ptr addrspace(1) %t551, i64 %t672
  %t674 = sext i32 %t518 to i64
  %t675 = getelementptr half, ptr addrspace(1) %t551, i64 %t674
  %t676 = sext i32 %t519 to i64
  %t677 = getelementptr half, ptr addrspace(1) %t551, i64 %t676
  %t678 = sext i32 %t520 to i64
  %t679 = getelementptr half, ptr addrspace(1) %t551, i64 %t678
  %t680 = mul i32 %t64, %arg7
  %t681 = mul i32 %t521, %arg7
  %t682 = mul i32 %t522, %arg7
  %t683 = mul i32 %t523, %arg7
  %t684 = mul i32 %t524, %arg7
  %t685 = mul i32 %t525, %arg7
  %t686 = mul i32 %t526, %arg7
  %t687 = mul i32 %t527, %arg7
  %t688 = sext i32 %t680 to i64
  %t689 = getelementptr half, ptr addrspace(1) %arg1, i64 %t688
  %t690 = sext i32 %t681 to i64
  %t691 = getelementptr half, ptr addrspace(1) %arg1, i64 %t690
  %t692 = sext i32 %t682 to i64
  %t693 = getelementptr half, ptr addrspace(1) %arg1, i64 %t692
  %t694 = sext i32 %t683 to i64
  %t695 = getelementptr half, ptr addrspace(1) %arg1, i64 %t694
  %t696 = sext i32 %t684 to i64
  %t697 = getelementptr half, ptr addrspace(1) %arg1, i64 %t696
  %t698 = sext i32 %t685 to i64
  %t699 = getelementptr half, ptr addrspace(1) %arg1, i64 %t698
  %t700 = sext i32 %t686 to i64
  %t701 = getelementptr half, ptr addrspace(1) %arg1, i64 %t700
  %t702 = sext i32 %t687 to i64
  %t703 = getelementptr half, ptr addrspace(1) %arg1, i64 %t702
  %t704 = sext i32 %t448 to i64
  %t705 = getelementptr half, ptr addrspace(1) %t689, i64 %t704
  %t706 = sext i32 %t457 to i64
  %t707 = getelementptr half, ptr addrspace(1) %t689, i64 %t706
  %t708 = sext i32 %t466 to i64
  %t709 = getelementptr half, ptr addrspace(1) %t689, i64 %t708
  %t710 = sext i32 %t475 to i64
  %t711 = getelementptr half, ptr addrspace(1) %t689, i64 %t710
  %t712 = sext i32 %t484 to i64
  %t713 = getelementptr half, ptr addrspace(1) %t689, i64 %t712
  %t714 = sext i32 %t493 to i64
  %t715 = getelementptr half, ptr addrspace(1) %t689, i64 %t714
  %t716 = sext i32 %t502 to i64
  %t717 = getelementptr half, ptr addrspace(1) %t689, i64 %t716
  %t718 = sext i32 %t511 to i64
  %t719 = getelementptr half, ptr addrspace(1) %t689, i64 %t718
  %t720 = sext i32 %t448 to i64
  %t721 = getelementptr half, ptr addrspace(1) %t691, i64 %t720
  %t722 = sext i32 %t457 to i64
  %t723 = getelementptr half, ptr addrspace(1) %t691, i64 %t722
  %t724 = sext i32 %t466 to i64
  %t725 = getelementptr half, ptr addrspace(1) %t691, i64 %t724
  %t726 = sext i32 %t475 to i64
  %t727 = getelementptr half, ptr addrspace(1) %t691, i64 %t726
  %t728 = sext i32 %t484 to i64
  %t729 = getelementptr half, ptr addrspace(1) %t691, i64 %t728
  %t730 = sext i32 %t493 to i64
  %t731 = getelementptr half, ptr addrspace(1) %t691, i64 %t730
  %t732 = sext i32 %t502 to i64
  %t733 = getelementptr half, ptr addrspace(1) %t691, i64 %t732
  %t734 = sext i32 %t511 to i64
  %t735 = getelementptr half, ptr addrspace(1) %t691, i64 %t734
  %t736 = sext i32 %t448 to i64
  %t737 = getelementptr half, ptr addrspace(1) %t693, i64 %t736
  %t738 = sext i32 %t457 to i64
  %t739 = getelementptr half, ptr addrspace(1) %t693, i64 %t738
  %t740 = sext i32 %t466 to i64
  %t741 = getelementptr half, ptr addrspace(1) %t693, i64 %t740
  %t742 = sext i32 %t475 to i64
  %t743 = getelementptr half, ptr addrspace(1) %t693, i64 %t742
  %t744 = sext i32 %t484 to i64
  %t745 = getelementptr half, ptr addrspace(1) %t693, i64 %t744
  %t746 = sext i32 %t493 to i64
  %t747 = getelementptr half, ptr addrspace(1) %t693, i64 %t746
  %t748 = sext i32 %t502 to i64
  %t749 = getelementptr half, ptr addrspace(1) %t693, i64 %t748
  %t750 = sext i32 %t511 to i64
  %t751 = getelementptr half, ptr addrspace(1) %t693, i64 %t750
  %t752 = sext i32 %t448 to i64
  %t753 = getelementptr half, ptr addrspace(1) %t695, i64 %t752
  %t754 = sext i32 %t457 to i64
  %t755 = getelementptr half, ptr addrspace(1) %t695, i64 %t754
  %t756 = sext i32 %t466 to i64
  %t757 = getelementptr half, ptr addrspace(1) %t695, i64 %t756
  %t758 = sext i32 %t475 to i64
  %t759 = getelementptr half, ptr addrspace(1) %t695, i64 %t758
  %t760 = sext i32 %t484 to i64
  %t761 = getelementptr half, ptr addrspace(1) %t695, i64 %t760
  %t762 = sext i32 %t493 to i64
  %t763 = getelementptr half, ptr addrspace(1) %t695, i64 %t762
  %t764 = sext i32 %t502 to i64
  %t765 = getelementptr half, ptr addrspace(1) %t695, i64 %t764
  %t766 = sext i32 %t511 to i64
  %t767 = getelementptr half, ptr addrspace(1) %t695, i64 %t766
  %t768 = sext i32 %t448 to i64
  %t769 = getelementptr half, ptr addrspace(1) %t697, i64 %t768
  %t770 = sext i32 %t457 to i64
  %t771 = getelementptr half, ptr addrspace(1) %t697, i64 %t770
  %t772 = sext i32 %t466 to i64
  %t773 = getelementptr half, ptr addrspace(1) %t697, i64 %t772
  %t774 = sext i32 %t475 to i64
  %t775 = getelementptr half, ptr addrspace(1) %t697, i64 %t774
  %t776 = sext i32 %t484 to i64
  %t777 = getelementptr half, ptr addrspace(1) %t697, i64 %t776
  %t778 = sext i32 %t493 to i64
  %t779 = getelementptr half, ptr addrspace(1) %t697, i64 %t778
  %t780 = sext i32 %t502 to i64
  %t781 = getelementptr half, ptr addrspace(1) %t697, i64 %t780
  %t782 = sext i32 %t511 to i64
  %t783 = getelementptr half, ptr addrspace(1) %t697, i64 %t782
  %t784 = sext i32 %t448 to i64
  %t785 = getelementptr half, ptr addrspace(1) %t699, i64 %t784
  %t786 = sext i32 %t457 to i64
  %t787 = getelementptr half, ptr addrspace(1) %t699, i64 %t786
  %t788 = sext i32 %t466 to i64
  %t789 = getelementptr half, ptr addrspace(1) %t699, i64 %t788
  %t790 = sext i32 %t475 to i64
  %t791 = getelementptr half, ptr addrspace(1) %t699, i64 %t790
  %t792 = sext i32 %t484 to i64
  %t793 = getelementptr half, ptr addrspace(1) %t699, i64 %t792
  %t794 = sext i32 %t493 to i64
  %t795 = getelementptr half, ptr addrspace(1) %t699, i64 %t794
  %t796 = sext i32 %t502 to i64
  %t797 = getelementptr half, ptr addrspace(1) %t699, i64 %t796
  %t798 = sext i32 %t511 to i64
  %t799 = getelementptr half, ptr addrspace(1) %t699, i64 %t798
  %t800 = sext i32 %t448 to i64
  %t801 = getelementptr half, ptr addrspace(1) %t701, i64 %t800
  %t802 = sext i32 %t457 to i64
  %t803 = getelementptr half, ptr addrspace(1) %t701, i64 %t802
  %t804 = sext i32 %t466 to i64
  %t805 = getelementptr half, ptr addrspace(1) %t701, i64 %t804
  %t806 = sext i32 %t475 to i64
  %t807 = getelementptr half, ptr addrspace(1) %t701, i64 %t806
  %t808 = sext i32 %t484 to i64
  %t809 = getelementptr half, ptr addrspace(1) %t701, i64 %t808
  %t810 = sext i32 %t493 to i64
  %t811 = getelementptr half, ptr addrspace(1) %t701, i64 %t810
  %t812 = sext i32 %t502 to i64
  %t813 = getelementptr half, ptr addrspace(1) %t701, i64 %t812
  %t814 = sext i32 %t511 to i64
  %t815 = getelementptr half, ptr addrspace(1) %t701, i64 %t814
  %t816 = sext i32 %t448 to i64
  %t817 = getelementptr half, ptr addrspace(1) %t703, i64 %t816
  %t818 = sext i32 %t457 to i64
  %t819 = getelementptr half, ptr addrspace(1) %t703, i64 %t818
  %t820 = sext i32 %t466 to i64
  %t821 = getelementptr half, ptr addrspace(1) %t703, i64 %t820
  %t822 = sext i32 %t475 to i64
  %t823 = getelementptr half, ptr addrspace(1) %t703, i64 %t822
  %t824 = sext i32 %t484 to i64
  %t825 = getelementptr half, ptr addrspace(1) %t703, i64 %t824
  %t826 = sext i32 %t493 to i64
  %t827 = getelementptr half, ptr addrspace(1) %t703, i64 %t826
  %t828 = sext i32 %t502 to i64
  %t829 = getelementptr half, ptr addrspace(1) %t703, i64 %t828
  %t830 = sext i32 %t511 to i64
  %t831 = getelementptr half, ptr addrspace(1) %t703, i64 %t830
  %t832 = add i32 %arg5, 63
  %t834 = icmp eq i32 64, 0
  %t836 = icmp eq i32 64, -1
  %t835 = or i1 %t834, %t836
  %t837 = select i1 %t835, i32 1, i32 64
  %t838 = sdiv i32 %t832, %t837
  %t840 = sub i32 0, %t832
  %t841 = select i1 %t835, i32 %t840, i32 %t838
  %t839 = select i1 %t834, i32 0, i32 %t841
  %t842 = mul i32 64, %arg7
  %t843 = mul i32 1, 0
  %t844 = add i32 0, %t843
  %t845 = icmp slt i32 %t844, %t839
  %t846 = mul i32 %t844, 64
  %t847 = sub i32 %arg5, %t846
  %t848 = icmp slt i32 %t51, %t847
  %t849 = icmp slt i32 %t514, %t847
  %t850 = icmp slt i32 %t515, %t847
  %t851 = icmp slt i32 %t516, %t847
  %t852 = icmp slt i32 %t517, %t847
  %t853 = icmp slt i32 %t518, %t847
  %t854 = icmp slt i32 %t519, %t847
  %t855 = icmp slt i32 %t520, %t847
  %t856 = and i1 %t848, %t845
  %t857 = and i1 %t849, %t845
  %t858 = and i1 %t850, %t845
  %t859 = and i1 %t851, %t845
  %t860 = and i1 %t852, %t845
  %t861 = and i1 %t853, %t845
  %t862 = and i1 %t854, %t845
  %t863 = and i1 %t855, %t845
  %t864 = and i1 %t848, %t845
  %t865 = and i1 %t849, %t845
  %t866 = and i1 %t850, %t845
  %t867 = and i1 %t851, %t845
  %t868 = and i1 %t852, %t845
  %t869 = and i1 %t853, %t845
  %t870 = and i1 %t854, %t845
  %t871 = and i1 %t855, %t845
  %t872 = and i1 %t848, %t845
  %t873 = and i1 %t849, %t845
  %t874 = and i1 %t850, %t845
  %t875 = and i1 %t851, %t845
  %t876 = and i1 %t852, %t845
  %t877 = and i1 %t853, %t845
  %t878 = and i1 %t854, %t845
  %t879 = and i1 %t855, %t845
  %t880 = and i1 %t848, %t845
  %t881 = and i1 %t849, %t845
  %t882 = and i1 %t850, %t845
  %t883 = and i1 %t851, %t845
  %t884 = and i1 %t852, %t845
  %t885 = and i1 %t853, %t845
  %t886 = and i1 %t854, %t845
  %t887 = and i1 %t855, %t845
  %t888 = and i1 %t848, %t845
  %t889 = and i1 %t849, %t845
  %t890 = and i1 %t850, %t845
  %t891 = and i1 %t851, %t845
  %t892 = and i1 %t852, %t845
  %t893 = and i1 %t853, %t845
  %t894 = and i1 %t854, %t845
  %t895 = and i1 %t855, %t845
  %t896 = and i1 %t848, %t845
  %t897 = and i1 %t849, %t845
  %t898 = and i1 %t850, %t845
  %t899 = and i1 %t851, %t845
  %t900 = and i1 %t852, %t845
  %t901 = and i1 %t853, %t845
  %t902 = and i1 %t854, %t845
  %t903 = and i1 %t855, %t845
  %t904 = and i1 %t848, %t845
  %t905 = and i1 %t849, %t845
  %t906 = and i1 %t850, %t845
  %t907 = and i1 %t851, %t845
  %t908 = and i1 %t852, %t845
  %t909 = and i1 %t853, %t845
  %t910 = and i1 %t854, %t845
  %t911 = and i1 %t855, %t845
  %t912 = and i1 %t848, %t845
  %t913 = and i1 %t849, %t845
  %t914 = and i1 %t850, %t845
  %t915 = and i1 %t851, %t845
  %t916 = and i1 %t852, %t845
  %t917 = and i1 %t853, %t845
  %t918 = and i1 %t854, %t845
  %t919 = and i1 %t855, %t845
  %t920 = mul i32 0, 8192
  %t921 = add i32 %t920, 0
  %t922 = mul i32 %t921, 2
  %t923 = add i32 %t100, %t922
  %t924 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t923
  %t925 = xor i1 %t856, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t924, ptr addrspace(1) %t553, i1 %t925)
  %t926 = add i32 %t100, %t922
  %t927 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t926
  %t928 = xor i1 %t864, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t927, ptr addrspace(1) %t569, i1 %t928)
  %t929 = add i32 %t100, %t922
  %t930 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t929
  %t931 = xor i1 %t872, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t930, ptr addrspace(1) %t585, i1 %t931)
  %t932 = add i32 %t100, %t922
  %t933 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t932
  %t934 = xor i1 %t880, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t933, ptr addrspace(1) %t601, i1 %t934)
  %t935 = add i32 %t100, %t922
  %t936 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t935
  %t937 = xor i1 %t888, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+8192], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t936, ptr addrspace(1) %t617, i1 %t937)
  %t938 = add i32 %t100, %t922
  %t939 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t938
  %t940 = xor i1 %t896, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+10240], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t939, ptr addrspace(1) %t633, i1 %t940)
  %t941 = add i32 %t100, %t922
  %t942 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t941
  %t943 = xor i1 %t904, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+12288], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t942, ptr addrspace(1) %t649, i1 %t943)
  %t944 = add i32 %t100, %t922
  %t945 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t944
  %t946 = xor i1 %t912, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+14336], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t945, ptr addrspace(1) %t665, i1 %t946)
  %t947 = mul i32 %t844, 64
  %t948 = sub i32 %arg5, %t947
  %t949 = icmp slt i32 %t64, %t948
  %t950 = icmp slt i32 %t521, %t948
  %t951 = icmp slt i32 %t522, %t948
  %t952 = icmp slt i32 %t523, %t948
  %t953 = icmp slt i32 %t524, %t948
  %t954 = icmp slt i32 %t525, %t948
  %t955 = icmp slt i32 %t526, %t948
  %t956 = icmp slt i32 %t527, %t948
  %t957 = and i1 %t949, %t845
  %t958 = and i1 %t949, %t845
  %t959 = and i1 %t949, %t845
  %t960 = and i1 %t949, %t845
  %t961 = and i1 %t949, %t845
  %t962 = and i1 %t949, %t845
  %t963 = and i1 %t949, %t845
  %t964 = and i1 %t949, %t845
  %t965 = and i1 %t950, %t845
  %t966 = and i1 %t950, %t845
  %t967 = and i1 %t950, %t845
  %t968 = and i1 %t950, %t845
  %t969 = and i1 %t950, %t845
  %t970 = and i1 %t950, %t845
  %t971 = and i1 %t950, %t845
  %t972 = and i1 %t950, %t845
  %t973 = and i1 %t951, %t845
  %t974 = and i1 %t951, %t845
  %t975 = and i1 %t951, %t845
  %t976 = and i1 %t951, %t845
  %t977 = and i1 %t951, %t845
  %t978 = and i1 %t951, %t845
  %t979 = and i1 %t951, %t845
  %t980 = and i1 %t951, %t845
  %t981 = and i1 %t952, %t845
  %t982 = and i1 %t952, %t845
  %t983 = and i1 %t952, %t845
  %t984 = and i1 %t952, %t845
  %t985 = and i1 %t952, %t845
  %t986 = and i1 %t952, %t845
  %t987 = and i1 %t952, %t845
  %t988 = and i1 %t952, %t845
  %t989 = and i1 %t953, %t845
  %t990 = and i1 %t953, %t845
  %t991 = and i1 %t953, %t845
  %t992 = and i1 %t953, %t845
  %t993 = and i1 %t953, %t845
  %t994 = and i1 %t953, %t845
  %t995 = and i1 %t953, %t845
  %t996 = and i1 %t953, %t845
  %t997 = and i1 %t954, %t845
  %t998 = and i1 %t954, %t845
  %t999 = and i1 %t954, %t845
  %t1000 = and i1 %t954, %t845
  %t1001 = and i1 %t954, %t845
  %t1002 = and i1 %t954, %t845
  %t1003 = and i1 %t954, %t845
  %t1004 = and i1 %t954, %t845
  %t1005 = and i1 %t955, %t845
  %t1006 = and i1 %t955, %t845
  %t1007 = and i1 %t955, %t845
  %t1008 = and i1 %t955, %t845
  %t1009 = and i1 %t955, %t845
  %t1010 = and i1 %t955, %t845
  %t1011 = and i1 %t955, %t845
  %t1012 = and i1 %t955, %t845
  %t1013 = and i1 %t956, %t845
  %t1014 = and i1 %t956, %t845
  %t1015 = and i1 %t956, %t845
  %t1016 = and i1 %t956, %t845
  %t1017 = and i1 %t956, %t845
  %t1018 = and i1 %t956, %t845
  %t1019 = and i1 %t956, %t845
  %t1020 = and i1 %t956, %t845
  %t1021 = mul i32 0, 8192
  %t1022 = add i32 %t1021, 24576
  %t1023 = mul i32 %t1022, 2
  %t1024 = add i32 %t144, %t1023
  %t1025 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1024
  %t1026 = xor i1 %t957, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1025, ptr addrspace(1) %t705, i1 %t1026)
  %t1027 = add i32 %t144, %t1023
  %t1028 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1027
  %t1029 = xor i1 %t965, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+1024], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1028, ptr addrspace(1) %t721, i1 %t1029)
  %t1030 = add i32 %t144, %t1023
  %t1031 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1030
  %t1032 = xor i1 %t973, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1031, ptr addrspace(1) %t737, i1 %t1032)
  %t1033 = add i32 %t144, %t1023
  %t1034 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1033
  %t1035 = xor i1 %t981, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+3072], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1034, ptr addrspace(1) %t753, i1 %t1035)
  %t1036 = add i32 %t144, %t1023
  %t1037 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1036
  %t1038 = xor i1 %t989, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1037, ptr addrspace(1) %t769, i1 %t1038)
  %t1039 = add i32 %t144, %t1023
  %t1040 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1039
  %t1041 = xor i1 %t997, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+5120], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1040, ptr addrspace(1) %t785, i1 %t1041)
  %t1042 = add i32 %t144, %t1023
  %t1043 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1042
  %t1044 = xor i1 %t1005, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1043, ptr addrspace(1) %t801, i1 %t1044)
  %t1045 = add i32 %t144, %t1023
  %t1046 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1045
  %t1047 = xor i1 %t1013, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+7168], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1046, ptr addrspace(1) %t817, i1 %t1047)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %t1048 = mul i32 1, 1
  %t1049 = add i32 0, %t1048
  %t1050 = icmp slt i32 %t1049, %t839
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
  %t1114 = mul i32 64, 1
  %t1115 = sext i32 %t1051 to i64
  %t1116 = getelementptr half, ptr addrspace(1) %t553, i64 %t1115
  %t1117 = sext i32 %t1052 to i64
  %t1118 = getelementptr half, ptr addrspace(1) %t555, i64 %t1117
  %t1119 = sext i32 %t1053 to i64
  %t1120 = getelementptr half, ptr addrspace(1) %t557, i64 %t1119
  %t1121 = sext i32 %t1054 to i64
  %t1122 = getelementptr half, ptr addrspace(1) %t559, i64 %t1121
  %t1123 = sext i32 %t1055 to i64
  %t1124 = getelementptr half, ptr addrspace(1) %t561, i64 %t1123
  %t1125 = sext i32 %t1056 to i64
  %t1126 = getelementptr half, ptr addrspace(1) %t563, i64 %t1125
  %t1127 = sext i32 %t1057 to i64
  %t1128 = getelementptr half, ptr addrspace(1) %t565, i64 %t1127
  %t1129 = sext i32 %t1058 to i64
  %t1130 = getelementptr half, ptr addrspace(1) %t567, i64 %t1129
  %t1131 = sext i32 %t1059 to i64
  %t1132 = getelementptr half, ptr addrspace(1) %t569, i64 %t1131
  %t1133 = sext i32 %t1060 to i64
  %t1134 = getelementptr half, ptr addrspace(1) %t571, i64 %t1133
  %t1135 = sext i32 %t1061 to i64
  %t1136 = getelementptr half, ptr addrspace(1) %t573, i64 %t1135
  %t1137 = sext i32 %t1062 to i64
  %t1138 = getelementptr half, ptr addrspace(1) %t575, i64 %t1137
  %t1139 = sext i32 %t1063 to i64
  %t1140 = getelementptr half, ptr addrspace(1) %t577, i64 %t1139
  %t1141 = sext i32 %t1064 to i64
  %t1142 = getelementptr half, ptr addrspace(1) %t579, i64 %t1141
  %t1143 = sext i32 %t1065 to i64
  %t1144 = getelementptr half, ptr addrspace(1) %t581, i64 %t1143
  %t1145 = sext i32 %t1066 to i64
  %t1146 = getelementptr half, ptr addrspace(1) %t583, i64 %t1145
  %t1147 = sext i32 %t1067 to i64
  %t1148 = getelementptr half, ptr addrspace(1) %t585, i64 %t1147
  %t1149 = sext i32 %t1068 to i64
  %t1150 = getelementptr half, ptr addrspace(1) %t587, i64 %t1149
  %t1151 = sext i32 %t1069 to i64
  %t1152 = getelementptr half, ptr addrspace(1) %t589, i64 %t1151
  %t1153 = sext i32 %t1070 to i64
  %t1154 = getelementptr half, ptr addrspace(1) %t591, i64 %t1153
  %t1155 = sext i32 %t1071 to i64
  %t1156 = getelementptr half, ptr addrspace(1) %t593, i64 %t1155
  %t1157 = sext i32 %t1072 to i64
  %t1158 = getelementptr half, ptr addrspace(1) %t595, i64 %t1157
  %t1159 = sext i32 %t1073 to i64
  %t1160 = getelementptr half, ptr addrspace(1) %t597, i64 %t1159
  %t1161 = sext i32 %t1074 to i64
  %t1162 = getelementptr half, ptr addrspace(1) %t599, i64 %t1161
  %t1163 = sext i32 %t1075 to i64
  %t1164 = getelementptr half, ptr addrspace(1) %t601, i64 %t1163
  %t1165 = sext i32 %t1076 to i64
  %t1166 = getelementptr half, ptr addrspace(1) %t603, i64 %t1165
  %t1167 = sext i32 %t1077 to i64
  %t1168 = getelementptr half, ptr addrspace(1) %t605, i64 %t1167
  %t1169 = sext i32 %t1078 to i64
  %t1170 = getelementptr half, ptr addrspace(1) %t607, i64 %t1169
  %t1171 = sext i32 %t1079 to i64
  %t1172 = getelementptr half, ptr addrspace(1) %t609, i64 %t1171
  %t1173 = sext i32 %t1080 to i64
  %t1174 = getelementptr half, ptr addrspace(1) %t611, i64 %t1173
  %t1175 = sext i32 %t1081 to i64
  %t1176 = getelementptr half, ptr addrspace(1) %t613, i64 %t1175
  %t1177 = sext i32 %t1082 to i64
  %t1178 = getelementptr half, ptr addrspace(1) %t615, i64 %t1177
  %t1179 = sext i32 %t1083 to i64
  %t1180 = getelementptr half, ptr addrspace(1) %t617, i64 %t1179
  %t1181 = sext i32 %t1084 to i64
  %t1182 = getelementptr half, ptr addrspace(1) %t619, i64 %t1181
  %t1183 = sext i32 %t1085 to i64
  %t1184 = getelementptr half, ptr addrspace(1) %t621, i64 %t1183
  %t1185 = sext i32 %t1086 to i64
  %t1186 = getelementptr half, ptr addrspace(1) %t623, i64 %t1185
  %t1187 = sext i32 %t1087 to i64
  %t1188 = getelementptr half, ptr addrspace(1) %t625, i64 %t1187
  %t1189 = sext i32 %t1088 to i64
  %t1190 = getelementptr half, ptr addrspace(1) %t627, i64 %t1189
  %t1191 = sext i32 %t1089 to i64
  %t1192 = getelementptr half, ptr addrspace(1) %t629, i64 %t1191
  %t1193 = sext i32 %t1090 to i64
  %t1194 = getelementptr half, ptr addrspace(1) %t631, i64 %t1193
  %t1195 = sext i32 %t1091 to i64
  %t1196 = getelementptr half, ptr addrspace(1) %t633, i64 %t1195
  %t1197 = sext i32 %t1092 to i64
  %t1198 = getelementptr half, ptr addrspace(1) %t635, i64 %t1197
  %t1199 = sext i32 %t1093 to i64
  %t1200 = getelementptr half, ptr addrspace(1) %t637, i64 %t1199
  %t1201 = sext i32 %t1094 to i64
  %t1202 = getelementptr half, ptr addrspace(1) %t639, i64 %t1201
  %t1203 = sext i32 %t1095 to i64
  %t1204 = getelementptr half, ptr addrspace(1) %t641, i64 %t1203
  %t1205 = sext i32 %t1096 to i64
  %t1206 = getelementptr half, ptr addrspace(1) %t643, i64 %t1205
  %t1207 = sext i32 %t1097 to i64
  %t1208 = getelementptr half, ptr addrspace(1) %t645, i64 %t1207
  %t1209 = sext i32 %t1098 to i64
  %t1210 = getelementptr half, ptr addrspace(1) %t647, i64 %t1209
  %t1211 = sext i32 %t1099 to i64
  %t1212 = getelementptr half, ptr addrspace(1) %t649, i64 %t1211
  %t1213 = sext i32 %t1100 to i64
  %t1214 = getelementptr half, ptr addrspace(1) %t651, i64 %t1213
  %t1215 = sext i32 %t1101 to i64
  %t1216 = getelementptr half, ptr addrspace(1) %t653, i64 %t1215
  %t1217 = sext i32 %t1102 to i64
  %t1218 = getelementptr half, ptr addrspace(1) %t655, i64 %t1217
  %t1219 = sext i32 %t1103 to i64
  %t1220 = getelementptr half, ptr addrspace(1) %t657, i64 %t1219
  %t1221 = sext i32 %t1104 to i64
  %t1222 = getelementptr half, ptr addrspace(1) %t659, i64 %t1221
  %t1223 = sext i32 %t1105 to i64
  %t1224 = getelementptr half, ptr addrspace(1) %t661, i64 %t1223
  %t1225 = sext i32 %t1106 to i64
  %t1226 = getelementptr half, ptr addrspace(1) %t663, i64 %t1225
  %t1227 = sext i32 %t1107 to i64
  %t1228 = getelementptr half, ptr addrspace(1) %t665, i64 %t1227
  %t1229 = sext i32 %t1108 to i64
  %t1230 = getelementptr half, ptr addrspace(1) %t667, i64 %t1229
  %t1231 = sext i32 %t1109 to i64
  %t1232 = getelementptr half, ptr addrspace(1) %t669, i64 %t1231
  %t1233 = sext i32 %t1110 to i64
  %t1234 = getelementptr half, ptr addrspace(1) %t671, i64 %t1233
  %t1235 = sext i32 %t1111 to i64
  %t1236 = getelementptr half, ptr addrspace(1) %t673, i64 %t1235
  %t1237 = sext i32 %t1112 to i64
  %t1238 = getelementptr half, ptr addrspace(1) %t675, i64 %t1237
  %t1239 = sext i32 %t1113 to i64
  %t1240 = getelementptr half, ptr addrspace(1) %t677, i64 %t1239
  %t1241 = sext i32 %t1114 to i64
  %t1242 = getelementptr half, ptr addrspace(1) %t679, i64 %t1241
  %t1243 = mul i32 %t1049, 64
  %t1244 = sub i32 %arg5, %t1243
  %t1245 = icmp slt i32 %t51, %t1244
  %t1246 = icmp slt i32 %t514, %t1244
  %t1247 = icmp slt i32 %t515, %t1244
  %t1248 = icmp slt i32 %t516, %t1244
  %t1249 = icmp slt i32 %t517, %t1244
  %t1250 = icmp slt i32 %t518, %t1244
  %t1251 = icmp slt i32 %t519, %t1244
  %t1252 = icmp slt i32 %t520, %t1244
  %t1253 = and i1 %t1245, %t1050
  %t1254 = and i1 %t1246, %t1050
  %t1255 = and i1 %t1247, %t1050
  %t1256 = and i1 %t1248, %t1050
  %t1257 = and i1 %t1249, %t1050
  %t1258 = and i1 %t1250, %t1050
  %t1259 = and i1 %t1251, %t1050
  %t1260 = and i1 %t1252, %t1050
  %t1261 = and i1 %t1245, %t1050
  %t1262 = and i1 %t1246, %t1050
  %t1263 = and i1 %t1247, %t1050
  %t1264 = and i1 %t1248, %t1050
  %t1265 = and i1 %t1249, %t1050
  %t1266 = and i1 %t1250, %t1050
  %t1267 = and i1 %t1251, %t1050
  %t1268 = and i1 %t1252, %t1050
  %t1269 = and i1 %t1245, %t1050
  %t1270 = and i1 %t1246, %t1050
  %t1271 = and i1 %t1247, %t1050
  %t1272 = and i1 %t1248, %t1050
  %t1273 = and i1 %t1249, %t1050
  %t1274 = and i1 %t1250, %t1050
  %t1275 = and i1 %t1251, %t1050
  %t1276 = and i1 %t1252, %t1050
  %t1277 = and i1 %t1245, %t1050
  %t1278 = and i1 %t1246, %t1050
  %t1279 = and i1 %t1247, %t1050
  %t1280 = and i1 %t1248, %t1050
  %t1281 = and i1 %t1249, %t1050
  %t1282 = and i1 %t1250, %t1050
  %t1283 = and i1 %t1251, %t1050
  %t1284 = and i1 %t1252, %t1050
  %t1285 = and i1 %t1245, %t1050
  %t1286 = and i1 %t1246, %t1050
  %t1287 = and i1 %t1247, %t1050
  %t1288 = and i1 %t1248, %t1050
  %t1289 = and i1 %t1249, %t1050
  %t1290 = and i1 %t1250, %t1050
  %t1291 = and i1 %t1251, %t1050
  %t1292 = and i1 %t1252, %t1050
  %t1293 = and i1 %t1245, %t1050
  %t1294 = and i1 %t1246, %t1050
  %t1295 = and i1 %t1247, %t1050
  %t1296 = and i1 %t1248, %t1050
  %t1297 = and i1 %t1249, %t1050
  %t1298 = and i1 %t1250, %t1050
  %t1299 = and i1 %t1251, %t1050
  %t1300 = and i1 %t1252, %t1050
  %t1301 = and i1 %t1245, %t1050
  %t1302 = and i1 %t1246, %t1050
  %t1303 = and i1 %t1247, %t1050
  %t1304 = and i1 %t1248, %t1050
  %t1305 = and i1 %t1249, %t1050
  %t1306 = and i1 %t1250, %t1050
  %t1307 = and i1 %t1251, %t1050
  %t1308 = and i1 %t1252, %t1050
  %t1309 = and i1 %t1245, %t1050
  %t1310 = and i1 %t1246, %t1050
  %t1311 = and i1 %t1247, %t1050
  %t1312 = and i1 %t1248, %t1050
  %t1313 = and i1 %t1249, %t1050
  %t1314 = and i1 %t1250, %t1050
  %t1315 = and i1 %t1251, %t1050
  %t1316 = and i1 %t1252, %t1050
  %t1317 = mul i32 1, 8192
  %t1318 = add i32 %t1317, 0
  %t1319 = mul i32 %t1318, 2
  %t1320 = add i32 %t100, %t1319
  %t1321 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1320
  %t1322 = xor i1 %t1253, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1321, ptr addrspace(1) %t1116, i1 %t1322)
  %t1323 = add i32 %t100, %t1319
  %t1324 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1323
  %t1325 = xor i1 %t1261, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1324, ptr addrspace(1) %t1132, i1 %t1325)
  %t1326 = add i32 %t100, %t1319
  %t1327 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1326
  %t1328 = xor i1 %t1269, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1327, ptr addrspace(1) %t1148, i1 %t1328)
  %t1329 = add i32 %t100, %t1319
  %t1330 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1329
  %t1331 = xor i1 %t1277, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1330, ptr addrspace(1) %t1164, i1 %t1331)
  %t1332 = add i32 %t100, %t1319
  %t1333 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1332
  %t1334 = xor i1 %t1285, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+8192], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1333, ptr addrspace(1) %t1180, i1 %t1334)
  %t1335 = add i32 %t100, %t1319
  %t1336 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1335
  %t1337 = xor i1 %t1293, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+10240], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1336, ptr addrspace(1) %t1196, i1 %t1337)
  %t1338 = add i32 %t100, %t1319
  %t1339 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1338
  %t1340 = xor i1 %t1301, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+12288], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1339, ptr addrspace(1) %t1212, i1 %t1340)
  %t1341 = add i32 %t100, %t1319
  %t1342 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1341
  %t1343 = xor i1 %t1309, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+14336], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1342, ptr addrspace(1) %t1228, i1 %t1343)
  %t1344 = mul i32 %t842, 1
  %t1345 = mul i32 %t842, 1
  %t1346 = mul i32 %t842, 1
  %t1347 = mul i32 %t842, 1
  %t1348 = mul i32 %t842, 1
  %t1349 = mul i32 %t842, 1
  %t1350 = mul i32 %t842, 1
  %t1351 = mul i32 %t842, 1
  %t1352 = mul i32 %t842, 1
  %t1353 = mul i32 %t842, 1
  %t1354 = mul i32 %t842, 1
  %t1355 = mul i32 %t842, 1
  %t1356 = mul i32 %t842, 1
  %t1357 = mul i32 %t842, 1
  %t1358 = mul i32 %t842, 1
  %t1359 = mul i32 %t842, 1
  %t1360 = mul i32 %t842, 1
  %t1361 = mul i32 %t842, 1
  %t1362 = mul i32 %t842, 1
  %t1363 = mul i32 %t842, 1
  %t1364 = mul i32 %t842, 1
  %t1365 = mul i32 %t842, 1
  %t1366 = mul i32 %t842, 1
  %t1367 = mul i32 %t842, 1
  %t1368 = mul i32 %t842, 1
  %t1369 = mul i32 %t842, 1
  %t1370 = mul i32 %t842, 1
  %t1371 = mul i32 %t842, 1
  %t1372 = mul i32 %t842, 1
  %t1373 = mul i32 %t842, 1
  %t1374 = mul i32 %t842, 1
  %t1375 = mul i32 %t842, 1
  %t1376 = mul i32 %t842, 1
  %t1377 = mul i32 %t842, 1
  %t1378 = mul i32 %t842, 1
  %t1379 = mul i32 %t842, 1
  %t1380 = mul i32 %t842, 1
  %t1381 = mul i32 %t842, 1
  %t1382 = mul i32 %t842, 1
  %t1383 = mul i32 %t842, 1
  %t1384 = mul i32 %t842, 1
  %t1385 = mul i32 %t842, 1
  %t1386 = mul i32 %t842, 1
  %t1387 = mul i32 %t842, 1
  %t1388 = mul i32 %t842, 1
  %t1389 = mul i32 %t842, 1
  %t1390 = mul i32 %t842, 1
  %t1391 = mul i32 %t842, 1
  %t1392 = mul i32 %t842, 1
  %t1393 = mul i32 %t842, 1
  %t1394 = mul i32 %t842, 1
  %t1395 = mul i32 %t842, 1
  %t1396 = mul i32 %t842, 1
  %t1397 = mul i32 %t842, 1
  %t1398 = mul i32 %t842, 1
  %t1399 = mul i32 %t842, 1
  %t1400 = mul i32 %t842, 1
  %t1401 = mul i32 %t842, 1
  %t1402 = mul i32 %t842, 1
  %t1403 = mul i32 %t842, 1
  %t1404 = mul i32 %t842, 1
  %t1405 = mul i32 %t842, 1
  %t1406 = mul i32 %t842, 1
  %t1407 = mul i32 %t842, 1
  %t1408 = sext i32 %t1344 to i64
  %t1409 = getelementptr half, ptr addrspace(1) %t705, i64 %t1408
  %t1410 = sext i32 %t1345 to i64
  %t1411 = getelementptr half, ptr addrspace(1) %t707, i64 %t1410
  %t1412 = sext i32 %t1346 to i64
  %t1413 = getelementptr half, ptr addrspace(1) %t709, i64 %t1412
  %t1414 = sext i32 %t1347 to i64
  %t1415 = getelementptr half, ptr addrspace(1) %t711, i64 %t1414
  %t1416 = sext i32 %t1348 to i64
  %t1417 = getelementptr half, ptr addrspace(1) %t713, i64 %t1416
  %t1418 = sext i32 %t1349 to i64
  %t1419 = getelementptr half, ptr addrspace(1) %t715, i64 %t1418
  %t1420 = sext i32 %t1350 to i64
  %t1421 = getelementptr half, ptr addrspace(1) %t717, i64 %t1420
  %t1422 = sext i32 %t1351 to i64
  %t1423 = getelementptr half, ptr addrspace(1) %t719, i64 %t1422
  %t1424 = sext i32 %t1352 to i64
  %t1425 = getelementptr half, ptr addrspace(1) %t721, i64 %t1424
  %t1426 = sext i32 %t1353 to i64
  %t1427 = getelementptr half, ptr addrspace(1) %t723, i64 %t1426
  %t1428 = sext i32 %t1354 to i64
  %t1429 = getelementptr half, ptr addrspace(1) %t725, i64 %t1428
  %t1430 = sext i32 %t1355 to i64
  %t1431 = getelementptr half, ptr addrspace(1) %t727, i64 %t1430
  %t1432 = sext i32 %t1356 to i64
  %t1433 = getelementptr half, ptr addrspace(1) %t729, i64 %t1432
  %t1434 = sext i32 %t1357 to i64
  %t1435 = getelementptr half, ptr addrspace(1) %t731, i64 %t1434
  %t1436 = sext i32 %t1358 to i64
  %t1437 = getelementptr half, ptr addrspace(1) %t733, i64 %t1436
  %t1438 = sext i32 %t1359 to i64
  %t1439 = getelementptr half, ptr addrspace(1) %t735, i64 %t1438
  %t1440 = sext i32 %t1360 to i64
  %t1441 = getelementptr half, ptr addrspace(1) %t737, i64 %t1440
  %t1442 = sext i32 %t1361 to i64
  %t1443 = getelementptr half, ptr addrspace(1) %t739, i64 %t1442
  %t1444 = sext i32 %t1362 to i64
  %t1445 = getelementptr half, ptr addrspace(1) %t741, i64 %t1444
  %t1446 = sext i32 %t1363 to i64
  %t1447 = getelementptr half, ptr addrspace(1) %t743, i64 %t1446
  %t1448 = sext i32 %t1364 to i64
  %t1449 = getelementptr half, ptr addrspace(1) %t745, i64 %t1448
  %t1450 = sext i32 %t1365 to i64
  %t1451 = getelementptr half, ptr addrspace(1) %t747, i64 %t1450
  %t1452 = sext i32 %t1366 to i64
  %t1453 = getelementptr half, ptr addrspace(1) %t749, i64 %t1452
  %t1454 = sext i32 %t1367 to i64
  %t1455 = getelementptr half, ptr addrspace(1) %t751, i64 %t1454
  %t1456 = sext i32 %t1368 to i64
  %t1457 = getelementptr half, ptr addrspace(1) %t753, i64 %t1456
  %t1458 = sext i32 %t1369 to i64
  %t1459 = getelementptr half, ptr addrspace(1) %t755, i64 %t1458
  %t1460 = sext i32 %t1370 to i64
  %t1461 = getelementptr half, ptr addrspace(1) %t757, i64 %t1460
  %t1462 = sext i32 %t1371 to i64
  %t1463 = getelementptr half, ptr addrspace(1) %t759, i64 %t1462
  %t1464 = sext i32 %t1372 to i64
  %t1465 = getelementptr half, ptr addrspace(1) %t761, i64 %t1464
  %t1466 = sext i32 %t1373 to i64
  %t1467 = getelementptr half, ptr addrspace(1) %t763, i64 %t1466
  %t1468 = sext i32 %t1374 to i64
  %t1469 = getelementptr half, ptr addrspace(1) %t765, i64 %t1468
  %t1470 = sext i32 %t1375 to i64
  %t1471 = getelementptr half, ptr addrspace(1) %t767, i64 %t1470
  %t1472 = sext i32 %t1376 to i64
  %t1473 = getelementptr half, ptr addrspace(1) %t769, i64 %t1472
  %t1474 = sext i32 %t1377 to i64
  %t1475 = getelementptr half, ptr addrspace(1) %t771, i64 %t1474
  %t1476 = sext i32 %t1378 to i64
  %t1477 = getelementptr half, ptr addrspace(1) %t773, i64 %t1476
  %t1478 = sext i32 %t1379 to i64
  %t1479 = getelementptr half, ptr addrspace(1) %t775, i64 %t1478
  %t1480 = sext i32 %t1380 to i64
  %t1481 = getelementptr half, ptr addrspace(1) %t777, i64 %t1480
  %t1482 = sext i32 %t1381 to i64
  %t1483 = getelementptr half, ptr addrspace(1) %t779, i64 %t1482
  %t1484 = sext i32 %t1382 to i64
  %t1485 = getelementptr half, ptr addrspace(1) %t781, i64 %t1484
  %t1486 = sext i32 %t1383 to i64
  %t1487 = getelementptr half, ptr addrspace(1) %t783, i64 %t1486
  %t1488 = sext i32 %t1384 to i64
  %t1489 = getelementptr half, ptr addrspace(1) %t785, i64 %t1488
  %t1490 = sext i32 %t1385 to i64
  %t1491 = getelementptr half, ptr addrspace(1) %t787, i64 %t1490
  %t1492 = sext i32 %t1386 to i64
  %t1493 = getelementptr half, ptr addrspace(1) %t789, i64 %t1492
  %t1494 = sext i32 %t1387 to i64
  %t1495 = getelementptr half, ptr addrspace(1) %t791, i64 %t1494
  %t1496 = sext i32 %t1388 to i64
  %t1497 = getelementptr half, ptr addrspace(1) %t793, i64 %t1496
  %t1498 = sext i32 %t1389 to i64
  %t1499 = getelementptr half, ptr addrspace(1) %t795, i64 %t1498
  %t1500 = sext i32 %t1390 to i64
  %t1501 = getelementptr half, ptr addrspace(1) %t797, i64 %t1500
  %t1502 = sext i32 %t1391 to i64
  %t1503 = getelementptr half, ptr addrspace(1) %t799, i64 %t1502
  %t1504 = sext i32 %t1392 to i64
  %t1505 = getelementptr half, ptr addrspace(1) %t801, i64 %t1504
  %t1506 = sext i32 %t1393 to i64
  %t1507 = getelementptr half, ptr addrspace(1) %t803, i64 %t1506
  %t1508 = sext i32 %t1394 to i64
  %t1509 = getelementptr half, ptr addrspace(1) %t805, i64 %t1508
  %t1510 = sext i32 %t1395 to i64
  %t1511 = getelementptr half, ptr addrspace(1) %t807, i64 %t1510
  %t1512 = sext i32 %t1396 to i64
  %t1513 = getelementptr half, ptr addrspace(1) %t809, i64 %t1512
  %t1514 = sext i32 %t1397 to i64
  %t1515 = getelementptr half, ptr addrspace(1) %t811, i64 %t1514
  %t1516 = sext i32 %t1398 to i64
  %t1517 = getelementptr half, ptr addrspace(1) %t813, i64 %t1516
  %t1518 = sext i32 %t1399 to i64
  %t1519 = getelementptr half, ptr addrspace(1) %t815, i64 %t1518
  %t1520 = sext i32 %t1400 to i64
  %t1521 = getelementptr half, ptr addrspace(1) %t817, i64 %t1520
  %t1522 = sext i32 %t1401 to i64
  %t1523 = getelementptr half, ptr addrspace(1) %t819, i64 %t1522
  %t1524 = sext i32 %t1402 to i64
  %t1525 = getelementptr half, ptr addrspace(1) %t821, i64 %t1524
  %t1526 = sext i32 %t1403 to i64
  %t1527 = getelementptr half, ptr addrspace(1) %t823, i64 %t1526
  %t1528 = sext i32 %t1404 to i64
  %t1529 = getelementptr half, ptr addrspace(1) %t825, i64 %t1528
  %t1530 = sext i32 %t1405 to i64
  %t1531 = getelementptr half, ptr addrspace(1) %t827, i64 %t1530
  %t1532 = sext i32 %t1406 to i64
  %t1533 = getelementptr half, ptr addrspace(1) %t829, i64 %t1532
  %t1534 = sext i32 %t1407 to i64
  %t1535 = getelementptr half, ptr addrspace(1) %t831, i64 %t1534
  %t1536 = mul i32 %t1049, 64
  %t1537 = sub i32 %arg5, %t1536
  %t1538 = icmp slt i32 %t64, %t1537
  %t1539 = icmp slt i32 %t521, %t1537
  %t1540 = icmp slt i32 %t522, %t1537
  %t1541 = icmp slt i32 %t523, %t1537
  %t1542 = icmp slt i32 %t524, %t1537
  %t1543 = icmp slt i32 %t525, %t1537
  %t1544 = icmp slt i32 %t526, %t1537
  %t1545 = icmp slt i32 %t527, %t1537
  %t1546 = and i1 %t1538, %t1050
  %t1547 = and i1 %t1538, %t1050
  %t1548 = and i1 %t1538, %t1050
  %t1549 = and i1 %t1538, %t1050
  %t1550 = and i1 %t1538, %t1050
  %t1551 = and i1 %t1538, %t1050
  %t1552 = and i1 %t1538, %t1050
  %t1553 = and i1 %t1538, %t1050
  %t1554 = and i1 %t1539, %t1050
  %t1555 = and i1 %t1539, %t1050
  %t1556 = and i1 %t1539, %t1050
  %t1557 = and i1 %t1539, %t1050
  %t1558 = and i1 %t1539, %t1050
  %t1559 = and i1 %t1539, %t1050
  %t1560 = and i1 %t1539, %t1050
  %t1561 = and i1 %t1539, %t1050
  %t1562 = and i1 %t1540, %t1050
  %t1563 = and i1 %t1540, %t1050
  %t1564 = and i1 %t1540, %t1050
  %t1565 = and i1 %t1540, %t1050
  %t1566 = and i1 %t1540, %t1050
  %t1567 = and i1 %t1540, %t1050
  %t1568 = and i1 %t1540, %t1050
  %t1569 = and i1 %t1540, %t1050
  %t1570 = and i1 %t1541, %t1050
  %t1571 = and i1 %t1541, %t1050
  %t1572 = and i1 %t1541, %t1050
  %t1573 = and i1 %t1541, %t1050
  %t1574 = and i1 %t1541, %t1050
  %t1575 = and i1 %t1541, %t1050
  %t1576 = and i1 %t1541, %t1050
  %t1577 = and i1 %t1541, %t1050
  %t1578 = and i1 %t1542, %t1050
  %t1579 = and i1 %t1542, %t1050
  %t1580 = and i1 %t1542, %t1050
  %t1581 = and i1 %t1542, %t1050
  %t1582 = and i1 %t1542, %t1050
  %t1583 = and i1 %t1542, %t1050
  %t1584 = and i1 %t1542, %t1050
  %t1585 = and i1 %t1542, %t1050
  %t1586 = and i1 %t1543, %t1050
  %t1587 = and i1 %t1543, %t1050
  %t1588 = and i1 %t1543, %t1050
  %t1589 = and i1 %t1543, %t1050
  %t1590 = and i1 %t1543, %t1050
  %t1591 = and i1 %t1543, %t1050
  %t1592 = and i1 %t1543, %t1050
  %t1593 = and i1 %t1543, %t1050
  %t1594 = and i1 %t1544, %t1050
  %t1595 = and i1 %t1544, %t1050
  %t1596 = and i1 %t1544, %t1050
  %t1597 = and i1 %t1544, %t1050
  %t1598 = and i1 %t1544, %t1050
  %t1599 = and i1 %t1544, %t1050
  %t1600 = and i1 %t1544, %t1050
  %t1601 = and i1 %t1544, %t1050
  %t1602 = and i1 %t1545, %t1050
  %t1603 = and i1 %t1545, %t1050
  %t1604 = and i1 %t1545, %t1050
  %t1605 = and i1 %t1545, %t1050
  %t1606 = and i1 %t1545, %t1050
  %t1607 = and i1 %t1545, %t1050
  %t1608 = and i1 %t1545, %t1050
  %t1609 = and i1 %t1545, %t1050
  %t1610 = mul i32 1, 8192
  %t1611 = add i32 %t1610, 24576
  %t1612 = mul i32 %t1611, 2
  %t1613 = add i32 %t144, %t1612
  %t1614 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1613
  %t1615 = xor i1 %t1546, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1614, ptr addrspace(1) %t1409, i1 %t1615)
  %t1616 = add i32 %t144, %t1612
  %t1617 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1616
  %t1618 = xor i1 %t1554, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+1024], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1617, ptr addrspace(1) %t1425, i1 %t1618)
  %t1619 = add i32 %t144, %t1612
  %t1620 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1619
  %t1621 = xor i1 %t1562, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1620, ptr addrspace(1) %t1441, i1 %t1621)
  %t1622 = add i32 %t144, %t1612
  %t1623 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1622
  %t1624 = xor i1 %t1570, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+3072], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1623, ptr addrspace(1) %t1457, i1 %t1624)
  %t1625 = add i32 %t144, %t1612
  %t1626 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1625
  %t1627 = xor i1 %t1578, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1626, ptr addrspace(1) %t1473, i1 %t1627)
  %t1628 = add i32 %t144, %t1612
  %t1629 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1628
  %t1630 = xor i1 %t1586, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+5120], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1629, ptr addrspace(1) %t1489, i1 %t1630)
  %t1631 = add i32 %t144, %t1612
  %t1632 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1631
  %t1633 = xor i1 %t1594, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1632, ptr addrspace(1) %t1505, i1 %t1633)
  %t1634 = add i32 %t144, %t1612
  %t1635 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1634
  %t1636 = xor i1 %t1602, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+7168], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t1635, ptr addrspace(1) %t1521, i1 %t1636)
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
  store ptr addrspace(1) %t553, ptr %s128
  store ptr addrspace(1) %t555, ptr %s129
  store ptr addrspace(1) %t557, ptr %s130
  store ptr addrspace(1) %t559, ptr %s131
  store ptr addrspace(1) %t561, ptr %s132
  store ptr addrspace(1) %t563, ptr %s133
  store ptr addrspace(1) %t565, ptr %s134
  store ptr addrspace(1) %t567, ptr %s135
  store ptr addrspace(1) %t569, ptr %s136
  store ptr addrspace(1) %t571, ptr %s137
  store ptr addrspace(1) %t573, ptr %s138
  store ptr addrspace(1) %t575, ptr %s139
  store ptr addrspace(1) %t577, ptr %s140
  store ptr addrspace(1) %t579, ptr %s141
  store ptr addrspace(1) %t581, ptr %s142
  store ptr addrspace(1) %t583, ptr %s143
  store ptr addrspace(1) %t585, ptr %s144
  store ptr addrspace(1) %t587, ptr %s145
  store ptr addrspace(1) %t589, ptr %s146
  store ptr addrspace(1) %t591, ptr %s147
  store ptr addrspace(1) %t593, ptr %s148
  store ptr addrspace(1) %t595, ptr %s149
  store ptr addrspace(1) %t597, ptr %s150
  store ptr addrspace(1) %t599, ptr %s151
  store ptr addrspace(1) %t601, ptr %s152
  store ptr addrspace(1) %t603, ptr %s153
  store ptr addrspace(1) %t605, ptr %s154
  store ptr addrspace(1) %t607, ptr %s155
  store ptr addrspace(1) %t609, ptr %s156
  store ptr addrspace(1) %t611, ptr %s157
  store ptr addrspace(1) %t613, ptr %s158
  store ptr addrspace(1) %t615, ptr %s159
  store ptr addrspace(1) %t617, ptr %s160
  store ptr addrspace(1) %t619, ptr %s161
  store ptr addrspace(1) %t621, ptr %s162
  store ptr addrspace(1) %t623, ptr %s163
  store ptr addrspace(1) %t625, ptr %s164
  store ptr addrspace(1) %t627, ptr %s165
  store ptr addrspace(1) %t629, ptr %s166
  store ptr addrspace(1) %t631, ptr %s167
  store ptr addrspace(1) %t633, ptr %s168
  store ptr addrspace(1) %t635, ptr %s169
  store ptr addrspace(1) %t637, ptr %s170
  store ptr addrspace(1) %t639, ptr %s171
  store ptr addrspace(1) %t641, ptr %s172
  store ptr addrspace(1) %t643, ptr %s173
  store ptr addrspace(1) %t645, ptr %s174
  store ptr addrspace(1) %t647, ptr %s175
  store ptr addrspace(1) %t649, ptr %s176
  store ptr addrspace(1) %t651, ptr %s177
  store ptr addrspace(1) %t653, ptr %s178
  store ptr addrspace(1) %t655, ptr %s179
  store ptr addrspace(1) %t657, ptr %s180
  store ptr addrspace(1) %t659, ptr %s181
  store ptr addrspace(1) %t661, ptr %s182
  store ptr addrspace(1) %t663, ptr %s183
  store ptr addrspace(1) %t665, ptr %s184
  store ptr addrspace(1) %t667, ptr %s185
  store ptr addrspace(1) %t669, ptr %s186
  store ptr addrspace(1) %t671, ptr %s187
  store ptr addrspace(1) %t673, ptr %s188
  store ptr addrspace(1) %t675, ptr %s189
  store ptr addrspace(1) %t677, ptr %s190
  store ptr addrspace(1) %t679, ptr %s191
  store ptr addrspace(1) %t705, ptr %s192
  store ptr addrspace(1) %t707, ptr %s193
  store ptr addrspace(1) %t709, ptr %s194
  store ptr addrspace(1) %t711, ptr %s195
  store ptr addrspace(1) %t713, ptr %s196
  store ptr addrspace(1) %t715, ptr %s197
  store ptr addrspace(1) %t717, ptr %s198
  store ptr addrspace(1) %t719, ptr %s199
  store ptr addrspace(1) %t721, ptr %s200
  store ptr addrspace(1) %t723, ptr %s201
  store ptr addrspace(1) %t725, ptr %s202
  store ptr addrspace(1) %t727, ptr %s203
  store ptr addrspace(1) %t729, ptr %s204
  store ptr addrspace(1) %t731, ptr %s205
  store ptr addrspace(1) %t733, ptr %s206
  store ptr addrspace(1) %t735, ptr %s207
  store ptr addrspace(1) %t737, ptr %s208
  store ptr addrspace(1) %t739, ptr %s209
  store ptr addrspace(1) %t741, ptr %s210
  store ptr addrspace(1) %t743, ptr %s211
  store ptr addrspace(1) %t745, ptr %s212
  store ptr addrspace(1) %t747, ptr %s213
  store ptr addrspace(1) %t749, ptr %s214
  store ptr addrspace(1) %t751, ptr %s215
  store ptr addrspace(1) %t753, ptr %s216
  store ptr addrspace(1) %t755, ptr %s217
  store ptr addrspace(1) %t757, ptr %s218
  store ptr addrspace(1) %t759, ptr %s219
  store ptr addrspace(1) %t761, ptr %s220
  store ptr addrspace(1) %t763, ptr %s221
  store ptr addrspace(1) %t765, ptr %s222
  store ptr addrspace(1) %t767, ptr %s223
  store ptr addrspace(1) %t769, ptr %s224
  store ptr addrspace(1) %t771, ptr %s225
  store ptr addrspace(1) %t773, ptr %s226
  store ptr addrspace(1) %t775, ptr %s227
  store ptr addrspace(1) %t777, ptr %s228
  store ptr addrspace(1) %t779, ptr %s229
  store ptr addrspace(1) %t781, ptr %s230
  store ptr addrspace(1) %t783, ptr %s231
  store ptr addrspace(1) %t785, ptr %s232
  store ptr addrspace(1) %t787, ptr %s233
  store ptr addrspace(1) %t789, ptr %s234
  store ptr addrspace(1) %t791, ptr %s235
  store ptr addrspace(1) %t793, ptr %s236
  store ptr addrspace(1) %t795, ptr %s237
  store ptr addrspace(1) %t797, ptr %s238
  store ptr addrspace(1) %t799, ptr %s239
  store ptr addrspace(1) %t801, ptr %s240
  store ptr addrspace(1) %t803, ptr %s241
  store ptr addrspace(1) %t805, ptr %s242
  store ptr addrspace(1) %t807, ptr %s243
  store ptr addrspace(1) %t809, ptr %s244
  store ptr addrspace(1) %t811, ptr %s245
  store ptr addrspace(1) %t813, ptr %s246
  store ptr addrspace(1) %t815, ptr %s247
  store ptr addrspace(1) %t817, ptr %s248
  store ptr addrspace(1) %t819, ptr %s249
  store ptr addrspace(1) %t821, ptr %s250
  store ptr addrspace(1) %t823, ptr %s251
  store ptr addrspace(1) %t825, ptr %s252
  store ptr addrspace(1) %t827, ptr %s253
  store ptr addrspace(1) %t829, ptr %s254
  store ptr addrspace(1) %t831, ptr %s255
  store i32 0, ptr %s256
  store i32 2, ptr %s257
  store i32 0, ptr %s258
  br label %for_head1
for_head1:
  %t1637 = load i32, ptr %s258
  %t1638 = icmp slt i32 %t1637, %t839
  br i1 %t1638, label %for_body2, label %for_done3
for_body2:
  %t1639 = load float, ptr %s0
  %t1640 = load float, ptr %s1
  %t1641 = load float, ptr %s2
  %t1642 = load float, ptr %s3
  %t1643 = load float, ptr %s4
  %t1644 = load float, ptr %s5
  %t1645 = load float, ptr %s6
  %t1646 = load float, ptr %s7
  %t1647 = load float, ptr %s8
  %t1648 = load float, ptr %s9
  %t1649 = load float, ptr %s10
  %t1650 = load float, ptr %s11
  %t1651 = load float, ptr %s12
  %t1652 = load float, ptr %s13
  %t1653 = load float, ptr %s14
  %t1654 = load float, ptr %s15
  %t1655 = load float, ptr %s16
  %t1656 = load float, ptr %s17
  %t1657 = load float, ptr %s18
  %t1658 = load float, ptr %s19
  %t1659 = load float, ptr %s20
  %t1660 = load float, ptr %s21
  %t1661 = load float, ptr %s22
  %t1662 = load float, ptr %s23
  %t1663 = load float, ptr %s24
  %t1664 = load float, ptr %s25
  %t1665 = load float, ptr %s26
  %t1666 = load float, ptr %s27
  %t1667 = load float, ptr %s28
  %t1668 = load float, ptr %s29
  %t1669 = load float, ptr %s30
  %t1670 = load float, ptr %s31
  %t1671 = load float, ptr %s32
  %t1672 = load float, ptr %s33
  %t1673 = load float, ptr %s34
  %t1674 = load float, ptr %s35
  %t1675 = load float, ptr %s36
  %t1676 = load float, ptr %s37
  %t1677 = load float, ptr %s38
  %t1678 = load float, ptr %s39
  %t1679 = load float, ptr %s40
  %t1680 = load float, ptr %s41
  %t1681 = load float, ptr %s42
  %t1682 = load float, ptr %s43
  %t1683 = load float, ptr %s44
  %t1684 = load float, ptr %s45
  %t1685 = load float, ptr %s46
  %t1686 = load float, ptr %s47
  %t1687 = load float, ptr %s48
  %t1688 = load float, ptr %s49
  %t1689 = load float, ptr %s50
  %t1690 = load float, ptr %s51
  %t1691 = load float, ptr %s52
  %t1692 = load float, ptr %s53
  %t1693 = load float, ptr %s54
  %t1694 = load float, ptr %s55
  %t1695 = load float, ptr %s56
  %t1696 = load float, ptr %s57
  %t1697 = load float, ptr %s58
  %t1698 = load float, ptr %s59
  %t1699 = load float, ptr %s60
  %t1700 = load float, ptr %s61
  %t1701 = load float, ptr %s62
  %t1702 = load float, ptr %s63
  %t1703 = load float, ptr %s64
  %t1704 = load float, ptr %s65
  %t1705 = load float, ptr %s66
  %t1706 = load float, ptr %s67
  %t1707 = load float, ptr %s68
  %t1708 = load float, ptr %s69
  %t1709 = load float, ptr %s70
  %t1710 = load float, ptr %s71
  %t1711 = load float, ptr %s72
  %t1712 = load float, ptr %s73
  %t1713 = load float, ptr %s74
  %t1714 = load float, ptr %s75
  %t1715 = load float, ptr %s76
  %t1716 = load float, ptr %s77
  %t1717 = load float, ptr %s78
  %t1718 = load float, ptr %s79
  %t1719 = load float, ptr %s80
  %t1720 = load float, ptr %s81
  %t1721 = load float, ptr %s82
  %t1722 = load float, ptr %s83
  %t1723 = load float, ptr %s84
  %t1724 = load float, ptr %s85
  %t1725 = load float, ptr %s86
  %t1726 = load float, ptr %s87
  %t1727 = load float, ptr %s88
  %t1728 = load float, ptr %s89
  %t1729 = load float, ptr %s90
  %t1730 = load float, ptr %s91
  %t1731 = load float, ptr %s92
  %t1732 = load float, ptr %s93
  %t1733 = load float, ptr %s94
  %t1734 = load float, ptr %s95
  %t1735 = load float, ptr %s96
  %t1736 = load float, ptr %s97
  %t1737 = load float, ptr %s98
  %t1738 = load float, ptr %s99
  %t1739 = load float, ptr %s100
  %t1740 = load float, ptr %s101
  %t1741 = load float, ptr %s102
  %t1742 = load float, ptr %s103
  %t1743 = load float, ptr %s104
  %t1744 = load float, ptr %s105
  %t1745 = load float, ptr %s106
  %t1746 = load float, ptr %s107
  %t1747 = load float, ptr %s108
  %t1748 = load float, ptr %s109
  %t1749 = load float, ptr %s110
  %t1750 = load float, ptr %s111
  %t1751 = load float, ptr %s112
  %t1752 = load float, ptr %s113
  %t1753 = load float, ptr %s114
  %t1754 = load float, ptr %s115
  %t1755 = load float, ptr %s116
  %t1756 = load float, ptr %s117
  %t1757 = load float, ptr %s118
  %t1758 = load float, ptr %s119
  %t1759 = load float, ptr %s120
  %t1760 = load float, ptr %s121
  %t1761 = load float, ptr %s122
  %t1762 = load float, ptr %s123
  %t1763 = load float, ptr %s124
  %t1764 = load float, ptr %s125
  %t1765 = load float, ptr %s126
  %t1766 = load float, ptr %s127
  %t1767 = load ptr addrspace(1), ptr %s128
  %t1768 = load ptr addrspace(1), ptr %s129
  %t1769 = load ptr addrspace(1), ptr %s130
  %t1770 = load ptr addrspace(1), ptr %s131
  %t1771 = load ptr addrspace(1), ptr %s132
  %t1772 = load ptr addrspace(1), ptr %s133
  %t1773 = load ptr addrspace(1), ptr %s134
  %t1774 = load ptr addrspace(1), ptr %s135
  %t1775 = load ptr addrspace(1), ptr %s136
  %t1776 = load ptr addrspace(1), ptr %s137
  %t1777 = load ptr addrspace(1), ptr %s138
  %t1778 = load ptr addrspace(1), ptr %s139
  %t1779 = load ptr addrspace(1), ptr %s140
  %t1780 = load ptr addrspace(1), ptr %s141
  %t1781 = load ptr addrspace(1), ptr %s142
  %t1782 = load ptr addrspace(1), ptr %s143
  %t1783 = load ptr addrspace(1), ptr %s144
  %t1784 = load ptr addrspace(1), ptr %s145
  %t1785 = load ptr addrspace(1), ptr %s146
  %t1786 = load ptr addrspace(1), ptr %s147
  %t1787 = load ptr addrspace(1), ptr %s148
  %t1788 = load ptr addrspace(1), ptr %s149
  %t1789 = load ptr addrspace(1), ptr %s150
  %t1790 = load ptr addrspace(1), ptr %s151
  %t1791 = load ptr addrspace(1), ptr %s152
  %t1792 = load ptr addrspace(1), ptr %s153
  %t1793 = load ptr addrspace(1), ptr %s154
  %t1794 = load ptr addrspace(1), ptr %s155
  %t1795 = load ptr addrspace(1), ptr %s156
  %t1796 = load ptr addrspace(1), ptr %s157
  %t1797 = load ptr addrspace(1), ptr %s158
  %t1798 = load ptr addrspace(1), ptr %s159
  %t1799 = load ptr addrspace(1), ptr %s160
  %t1800 = load ptr addrspace(1), ptr %s161
  %t1801 = load ptr addrspace(1), ptr %s162
  %t1802 = load ptr addrspace(1), ptr %s163
  %t1803 = load ptr addrspace(1), ptr %s164
  %t1804 = load ptr addrspace(1), ptr %s165
  %t1805 = load ptr addrspace(1), ptr %s166
  %t1806 = load ptr addrspace(1), ptr %s167
  %t1807 = load ptr addrspace(1), ptr %s168
  %t1808 = load ptr addrspace(1), ptr %s169
  %t1809 = load ptr addrspace(1), ptr %s170
  %t1810 = load ptr addrspace(1), ptr %s171
  %t1811 = load ptr addrspace(1), ptr %s172
  %t1812 = load ptr addrspace(1), ptr %s173
  %t1813 = load ptr addrspace(1), ptr %s174
  %t1814 = load ptr addrspace(1), ptr %s175
  %t1815 = load ptr addrspace(1), ptr %s176
  %t1816 = load ptr addrspace(1), ptr %s177
  %t1817 = load ptr addrspace(1), ptr %s178
  %t1818 = load ptr addrspace(1), ptr %s179
  %t1819 = load ptr addrspace(1), ptr %s180
  %t1820 = load ptr addrspace(1), ptr %s181
  %t1821 = load ptr addrspace(1), ptr %s182
  %t1822 = load ptr addrspace(1), ptr %s183
  %t1823 = load ptr addrspace(1), ptr %s184
  %t1824 = load ptr addrspace(1), ptr %s185
  %t1825 = load ptr addrspace(1), ptr %s186
  %t1826 = load ptr addrspace(1), ptr %s187
  %t1827 = load ptr addrspace(1), ptr %s188
  %t1828 = load ptr addrspace(1), ptr %s189
  %t1829 = load ptr addrspace(1), ptr %s190
  %t1830 = load ptr addrspace(1), ptr %s191
  %t1831 = load ptr addrspace(1), ptr %s192
  %t1832 = load ptr addrspace(1), ptr %s193
  %t1833 = load ptr addrspace(1), ptr %s194
  %t1834 = load ptr addrspace(1), ptr %s195
  %t1835 = load ptr addrspace(1), ptr %s196
  %t1836 = load ptr addrspace(1), ptr %s197
  %t1837 = load ptr addrspace(1), ptr %s198
  %t1838 = load ptr addrspace(1), ptr %s199
  %t1839 = load ptr addrspace(1), ptr %s200
  %t1840 = load ptr addrspace(1), ptr %s201
  %t1841 = load ptr addrspace(1), ptr %s202
  %t1842 = load ptr addrspace(1), ptr %s203
  %t1843 = load ptr addrspace(1), ptr %s204
  %t1844 = load ptr addrspace(1), ptr %s205
  %t1845 = load ptr addrspace(1), ptr %s206
  %t1846 = load ptr addrspace(1), ptr %s207
  %t1847 = load ptr addrspace(1), ptr %s208
  %t1848 = load ptr addrspace(1), ptr %s209
  %t1849 = load ptr addrspace(1), ptr %s210
  %t1850 = load ptr addrspace(1), ptr %s211
  %t1851 = load ptr addrspace(1), ptr %s212
  %t1852 = load ptr addrspace(1), ptr %s213
  %t1853 = load ptr addrspace(1), ptr %s214
  %t1854 = load ptr addrspace(1), ptr %s215
  %t1855 = load ptr addrspace(1), ptr %s216
  %t1856 = load ptr addrspace(1), ptr %s217
  %t1857 = load ptr addrspace(1), ptr %s218
  %t1858 = load ptr addrspace(1), ptr %s219
  %t1859 = load ptr addrspace(1), ptr %s220
  %t1860 = load ptr addrspace(1), ptr %s221
  %t1861 = load ptr addrspace(1), ptr %s222
  %t1862 = load ptr addrspace(1), ptr %s223
  %t1863 = load ptr addrspace(1), ptr %s224
  %t1864 = load ptr addrspace(1), ptr %s225
  %t1865 = load ptr addrspace(1), ptr %s226
  %t1866 = load ptr addrspace(1), ptr %s227
  %t1867 = load ptr addrspace(1), ptr %s228
  %t1868 = load ptr addrspace(1), ptr %s229
  %t1869 = load ptr addrspace(1), ptr %s230
  %t1870 = load ptr addrspace(1), ptr %s231
  %t1871 = load ptr addrspace(1), ptr %s232
  %t1872 = load ptr addrspace(1), ptr %s233
  %t1873 = load ptr addrspace(1), ptr %s234
  %t1874 = load ptr addrspace(1), ptr %s235
  %t1875 = load ptr addrspace(1), ptr %s236
  %t1876 = load ptr addrspace(1), ptr %s237
  %t1877 = load ptr addrspace(1), ptr %s238
  %t1878 = load ptr addrspace(1), ptr %s239
  %t1879 = load ptr addrspace(1), ptr %s240
  %t1880 = load ptr addrspace(1), ptr %s241
  %t1881 = load ptr addrspace(1), ptr %s242
  %t1882 = load ptr addrspace(1), ptr %s243
  %t1883 = load ptr addrspace(1), ptr %s244
  %t1884 = load ptr addrspace(1), ptr %s245
  %t1885 = load ptr addrspace(1), ptr %s246
  %t1886 = load ptr addrspace(1), ptr %s247
  %t1887 = load ptr addrspace(1), ptr %s248
  %t1888 = load ptr addrspace(1), ptr %s249
  %t1889 = load ptr addrspace(1), ptr %s250
  %t1890 = load ptr addrspace(1), ptr %s251
  %t1891 = load ptr addrspace(1), ptr %s252
  %t1892 = load ptr addrspace(1), ptr %s253
  %t1893 = load ptr addrspace(1), ptr %s254
  %t1894 = load ptr addrspace(1), ptr %s255
  %t1895 = load i32, ptr %s256
  %t1896 = load i32, ptr %s257
  call void asm sideeffect "cp.async.wait_group 1;", "~{memory}"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t1897 = mul i32 %t1895, 8192
  %t1898 = add i32 %t1897, 0
  %t1899 = mul i32 %t1898, 2
  %t1900 = mul i32 %t1895, 8192
  %t1901 = add i32 %t1900, 24576
  %t1902 = mul i32 %t1901, 2
  %t1903 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1902
  %t1904 = lshr i32 %t1903, 4
  %t1905 = and i32 %t1904, 16383
  %t1906 = zext i32 %t1905 to i64
  %t1907 = or i64 %t1906, 4611686293338849280
  %t1908 = add i32 %t1899, %t204
  %t1909 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1908
  %t1910 = lshr i32 %t1909, 4
  %t1911 = and i32 %t1910, 16383
  %t1912 = zext i32 %t1911 to i64
  %t1913 = or i64 %t1912, 4611686293372403712
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  %t1914 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t1913, i64 %t1907, i32 1, float %t1639, float %t1640, float %t1641, float %t1642, float %t1643, float %t1644, float %t1645, float %t1646, float %t1647, float %t1648, float %t1649, float %t1650, float %t1651, float %t1652, float %t1653, float %t1654, float %t1655, float %t1656, float %t1657, float %t1658, float %t1659, float %t1660, float %t1661, float %t1662, float %t1663, float %t1664, float %t1665, float %t1666, float %t1667, float %t1668, float %t1669, float %t1670, float %t1671, float %t1672, float %t1673, float %t1674, float %t1675, float %t1676, float %t1677, float %t1678, float %t1679, float %t1680, float %t1681, float %t1682, float %t1683, float %t1684, float %t1685, float %t1686, float %t1687, float %t1688, float %t1689, float %t1690, float %t1691, float %t1692, float %t1693, float %t1694, float %t1695, float %t1696, float %t1697, float %t1698, float %t1699, float %t1700, float %t1701, float %t1702)
  %t1915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 0
  %t1916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 1
  %t1917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 2
  %t1918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 3
  %t1919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 4
  %t1920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 5
  %t1921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 6
  %t1922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 7
  %t1923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 8
  %t1924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 9
  %t1925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 10
  %t1926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 11
  %t1927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 12
  %t1928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 13
  %t1929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 14
  %t1930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 15
  %t1931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 16
  %t1932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 17
  %t1933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 18
  %t1934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 19
  %t1935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 20
  %t1936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 21
  %t1937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 22
  %t1938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 23
  %t1939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 24
  %t1940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 25
  %t1941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 26
  %t1942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 27
  %t1943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 28
  %t1944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 29
  %t1945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 30
  %t1946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 31
  %t1947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 32
  %t1948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 33
  %t1949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 34
  %t1950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 35
  %t1951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 36
  %t1952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 37
  %t1953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 38
  %t1954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 39
  %t1955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 40
  %t1956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 41
  %t1957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 42
  %t1958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 43
  %t1959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 44
  %t1960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 45
  %t1961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 46
  %t1962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 47
  %t1963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 48
  %t1964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 49
  %t1965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 50
  %t1966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 51
  %t1967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 52
  %t1968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 53
  %t1969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 54
  %t1970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 55
  %t1971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 56
  %t1972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 57
  %t1973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 58
  %t1974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 59
  %t1975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 60
  %t1976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 61
  %t1977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 62
  %t1978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1914, 63
  %t1979 = add i64 %t1913, 512
  %t1980 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t1979, i64 %t1907, i32 1, float %t1703, float %t1704, float %t1705, float %t1706, float %t1707, float %t1708, float %t1709, float %t1710, float %t1711, float %t1712, float %t1713, float %t1714, float %t1715, float %t1716, float %t1717, float %t1718, float %t1719, float %t1720, float %t1721, float %t1722, float %t1723, float %t1724, float %t1725, float %t1726, float %t1727, float %t1728, float %t1729, float %t1730, float %t1731, float %t1732, float %t1733, float %t1734, float %t1735, float %t1736, float %t1737, float %t1738, float %t1739, float %t1740, float %t1741, float %t1742, float %t1743, float %t1744, float %t1745, float %t1746, float %t1747, float %t1748, float %t1749, float %t1750, float %t1751, float %t1752, float %t1753, float %t1754, float %t1755, float %t1756, float %t1757, float %t1758, float %t1759, float %t1760, float %t1761, float %t1762, float %t1763, float %t1764, float %t1765, float %t1766)
  %t1981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 0
  %t1982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 1
  %t1983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 2
  %t1984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 3
  %t1985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 4
  %t1986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 5
  %t1987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 6
  %t1988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 7
  %t1989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 8
  %t1990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 9
  %t1991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 10
  %t1992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 11
  %t1993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 12
  %t1994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 13
  %t1995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 14
  %t1996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 15
  %t1997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 16
  %t1998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 17
  %t1999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 18
  %t2000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 19
  %t2001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 20
  %t2002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 21
  %t2003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 22
  %t2004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 23
  %t2005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 24
  %t2006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 25
  %t2007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 26
  %t2008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 27
  %t2009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 28
  %t2010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 29
  %t2011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 30
  %t2012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 31
  %t2013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 32
  %t2014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 33
  %t2015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 34
  %t2016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 35
  %t2017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 36
  %t2018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 37
  %t2019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 38
  %t2020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 39
  %t2021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 40
  %t2022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 41
  %t2023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 42
  %t2024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 43
  %t2025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 44
  %t2026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 45
  %t2027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 46
  %t2028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 47
  %t2029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 48
  %t2030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 49
  %t2031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 50
  %t2032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 51
  %t2033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 52
  %t2034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 53
  %t2035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 54
  %t2036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 55
  %t2037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 56
  %t2038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 57
  %t2039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 58
  %t2040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 59
  %t2041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 60
  %t2042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 61
  %t2043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 62
  %t2044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1980, 63
  %t2045 = add i64 %t1913, 2
  %t2046 = add i64 %t1907, 128
  %t2047 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2045, i64 %t2046, i32 1, float %t1915, float %t1916, float %t1917, float %t1918, float %t1919, float %t1920, float %t1921, float %t1922, float %t1923, float %t1924, float %t1925, float %t1926, float %t1927, float %t1928, float %t1929, float %t1930, float %t1931, float %t1932, float %t1933, float %t1934, float %t1935, float %t1936, float %t1937, float %t1938, float %t1939, float %t1940, float %t1941, float %t1942, float %t1943, float %t1944, float %t1945, float %t1946, float %t1947, float %t1948, float %t1949, float %t1950, float %t1951, float %t1952, float %t1953, float %t1954, float %t1955, float %t1956, float %t1957, float %t1958, float %t1959, float %t1960, float %t1961, float %t1962, float %t1963, float %t1964, float %t1965, float %t1966, float %t1967, float %t1968, float %t1969, float %t1970, float %t1971, float %t1972, float %t1973, float %t1974, float %t1975, float %t1976, float %t1977, float %t1978)
  %t2048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 0
  %t2049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 1
  %t2050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 2
  %t2051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 3
  %t2052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 4
  %t2053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 5
  %t2054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 6
  %t2055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 7
  %t2056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 8
  %t2057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 9
  %t2058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 10
  %t2059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 11
  %t2060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 12
  %t2061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 13
  %t2062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 14
  %t2063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 15
  %t2064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 16
  %t2065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 17
  %t2066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 18
  %t2067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 19
  %t2068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 20
  %t2069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 21
  %t2070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 22
  %t2071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 23
  %t2072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 24
  %t2073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 25
  %t2074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 26
  %t2075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 27
  %t2076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 28
  %t2077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 29
  %t2078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 30
  %t2079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 31
  %t2080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 32
  %t2081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 33
  %t2082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 34
  %t2083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 35
  %t2084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 36
  %t2085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 37
  %t2086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 38
  %t2087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 39
  %t2088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 40
  %t2089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 41
  %t2090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 42
  %t2091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 43
  %t2092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 44
  %t2093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 45
  %t2094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 46
  %t2095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 47
  %t2096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 48
  %t2097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 49
  %t2098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 50
  %t2099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 51
  %t2100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 52
  %t2101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 53
  %t2102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 54
  %t2103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 55
  %t2104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 56
  %t2105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 57
  %t2106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 58
  %t2107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 59
  %t2108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 60
  %t2109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 61
  %t2110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 62
  %t2111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2047, 63
  %t2112 = add i64 %t1913, 514
  %t2113 = add i64 %t1907, 128
  %t2114 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2112, i64 %t2113, i32 1, float %t1981, float %t1982, float %t1983, float %t1984, float %t1985, float %t1986, float %t1987, float %t1988, float %t1989, float %t1990, float %t1991, float %t1992, float %t1993, float %t1994, float %t1995, float %t1996, float %t1997, float %t1998, float %t1999, float %t2000, float %t2001, float %t2002, float %t2003, float %t2004, float %t2005, float %t2006, float %t2007, float %t2008, float %t2009, float %t2010, float %t2011, float %t2012, float %t2013, float %t2014, float %t2015, float %t2016, float %t2017, float %t2018, float %t2019, float %t2020, float %t2021, float %t2022, float %t2023, float %t2024, float %t2025, float %t2026, float %t2027, float %t2028, float %t2029, float %t2030, float %t2031, float %t2032, float %t2033, float %t2034, float %t2035, float %t2036, float %t2037, float %t2038, float %t2039, float %t2040, float %t2041, float %t2042, float %t2043, float %t2044)
  %t2115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 0
  %t2116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 1
  %t2117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 2
  %t2118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 3
  %t2119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 4
  %t2120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 5
  %t2121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 6
  %t2122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 7
  %t2123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 8
  %t2124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 9
  %t2125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 10
  %t2126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 11
  %t2127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 12
  %t2128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 13
  %t2129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 14
  %t2130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 15
  %t2131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 16
  %t2132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 17
  %t2133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 18
  %t2134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 19
  %t2135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 20
  %t2136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 21
  %t2137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 22
  %t2138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 23
  %t2139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 24
  %t2140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 25
  %t2141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 26
  %t2142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 27
  %t2143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 28
  %t2144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 29
  %t2145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 30
  %t2146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 31
  %t2147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 32
  %t2148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 33
  %t2149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 34
  %t2150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 35
  %t2151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 36
  %t2152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 37
  %t2153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 38
  %t2154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 39
  %t2155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 40
  %t2156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 41
  %t2157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 42
  %t2158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 43
  %t2159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 44
  %t2160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 45
  %t2161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 46
  %t2162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 47
  %t2163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 48
  %t2164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 49
  %t2165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 50
  %t2166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 51
  %t2167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 52
  %t2168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 53
  %t2169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 54
  %t2170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 55
  %t2171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 56
  %t2172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 57
  %t2173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 58
  %t2174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 59
  %t2175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 60
  %t2176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 61
  %t2177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 62
  %t2178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2114, 63
  %t2179 = add i64 %t1913, 4
  %t2180 = add i64 %t1907, 256
  %t2181 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2179, i64 %t2180, i32 1, float %t2048, float %t2049, float %t2050, float %t2051, float %t2052, float %t2053, float %t2054, float %t2055, float %t2056, float %t2057, float %t2058, float %t2059, float %t2060, float %t2061, float %t2062, float %t2063, float %t2064, float %t2065, float %t2066, float %t2067, float %t2068, float %t2069, float %t2070, float %t2071, float %t2072, float %t2073, float %t2074, float %t2075, float %t2076, float %t2077, float %t2078, float %t2079, float %t2080, float %t2081, float %t2082, float %t2083, float %t2084, float %t2085, float %t2086, float %t2087, float %t2088, float %t2089, float %t2090, float %t2091, float %t2092, float %t2093, float %t2094, float %t2095, float %t2096, float %t2097, float %t2098, float %t2099, float %t2100, float %t2101, float %t2102, float %t2103, float %t2104, float %t2105, float %t2106, float %t2107, float %t2108, float %t2109, float %t2110, float %t2111)
  %t2182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 0
  %t2183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 1
  %t2184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 2
  %t2185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 3
  %t2186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 4
  %t2187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 5
  %t2188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 6
  %t2189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 7
  %t2190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 8
  %t2191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 9
  %t2192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 10
  %t2193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 11
  %t2194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 12
  %t2195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 13
  %t2196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 14
  %t2197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 15
  %t2198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 16
  %t2199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 17
  %t2200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 18
  %t2201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 19
  %t2202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 20
  %t2203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 21
  %t2204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 22
  %t2205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 23
  %t2206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 24
  %t2207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 25
  %t2208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 26
  %t2209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 27
  %t2210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 28
  %t2211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 29
  %t2212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 30
  %t2213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 31
  %t2214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 32
  %t2215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 33
  %t2216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 34
  %t2217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 35
  %t2218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 36
  %t2219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 37
  %t2220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 38
  %t2221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 39
  %t2222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 40
  %t2223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 41
  %t2224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 42
  %t2225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 43
  %t2226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 44
  %t2227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 45
  %t2228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 46
  %t2229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 47
  %t2230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 48
  %t2231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 49
  %t2232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 50
  %t2233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 51
  %t2234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 52
  %t2235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 53
  %t2236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 54
  %t2237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 55
  %t2238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 56
  %t2239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 57
  %t2240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 58
  %t2241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 59
  %t2242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 60
  %t2243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 61
  %t2244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 62
  %t2245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2181, 63
  %t2246 = add i64 %t1913, 516
  %t2247 = add i64 %t1907, 256
  %t2248 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2246, i64 %t2247, i32 1, float %t2115, float %t2116, float %t2117, float %t2118, float %t2119, float %t2120, float %t2121, float %t2122, float %t2123, float %t2124, float %t2125, float %t2126, float %t2127, float %t2128, float %t2129, float %t2130, float %t2131, float %t2132, float %t2133, float %t2134, float %t2135, float %t2136, float %t2137, float %t2138, float %t2139, float %t2140, float %t2141, float %t2142, float %t2143, float %t2144, float %t2145, float %t2146, float %t2147, float %t2148, float %t2149, float %t2150, float %t2151, float %t2152, float %t2153, float %t2154, float %t2155, float %t2156, float %t2157, float %t2158, float %t2159, float %t2160, float %t2161, float %t2162, float %t2163, float %t2164, float %t2165, float %t2166, float %t2167, float %t2168, float %t2169, float %t2170, float %t2171, float %t2172, float %t2173, float %t2174, float %t2175, float %t2176, float %t2177, float %t2178)
  %t2249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 0
  %t2250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 1
  %t2251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 2
  %t2252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 3
  %t2253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 4
  %t2254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 5
  %t2255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 6
  %t2256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 7
  %t2257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 8
  %t2258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 9
  %t2259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 10
  %t2260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 11
  %t2261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 12
  %t2262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 13
  %t2263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 14
  %t2264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 15
  %t2265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 16
  %t2266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 17
  %t2267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 18
  %t2268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 19
  %t2269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 20
  %t2270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 21
  %t2271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 22
  %t2272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 23
  %t2273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 24
  %t2274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 25
  %t2275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 26
  %t2276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 27
  %t2277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 28
  %t2278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 29
  %t2279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 30
  %t2280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 31
  %t2281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 32
  %t2282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 33
  %t2283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 34
  %t2284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 35
  %t2285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 36
  %t2286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 37
  %t2287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 38
  %t2288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 39
  %t2289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 40
  %t2290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 41
  %t2291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 42
  %t2292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 43
  %t2293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 44
  %t2294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 45
  %t2295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 46
  %t2296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 47
  %t2297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 48
  %t2298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 49
  %t2299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 50
  %t2300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 51
  %t2301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 52
  %t2302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 53
  %t2303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 54
  %t2304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 55
  %t2305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 56
  %t2306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 57
  %t2307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 58
  %t2308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 59
  %t2309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 60
  %t2310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 61
  %t2311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 62
  %t2312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2248, 63
  %t2313 = add i64 %t1913, 6
  %t2314 = add i64 %t1907, 384
  %t2315 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2313, i64 %t2314, i32 1, float %t2182, float %t2183, float %t2184, float %t2185, float %t2186, float %t2187, float %t2188, float %t2189, float %t2190, float %t2191, float %t2192, float %t2193, float %t2194, float %t2195, float %t2196, float %t2197, float %t2198, float %t2199, float %t2200, float %t2201, float %t2202, float %t2203, float %t2204, float %t2205, float %t2206, float %t2207, float %t2208, float %t2209, float %t2210, float %t2211, float %t2212, float %t2213, float %t2214, float %t2215, float %t2216, float %t2217, float %t2218, float %t2219, float %t2220, float %t2221, float %t2222, float %t2223, float %t2224, float %t2225, float %t2226, float %t2227, float %t2228, float %t2229, float %t2230, float %t2231, float %t2232, float %t2233, float %t2234, float %t2235, float %t2236, float %t2237, float %t2238, float %t2239, float %t2240, float %t2241, float %t2242, float %t2243, float %t2244, float %t2245)
  %t2316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 0
  %t2317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 1
  %t2318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 2
  %t2319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 3
  %t2320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 4
  %t2321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 5
  %t2322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 6
  %t2323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 7
  %t2324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 8
  %t2325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 9
  %t2326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 10
  %t2327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 11
  %t2328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 12
  %t2329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 13
  %t2330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 14
  %t2331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 15
  %t2332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 16
  %t2333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 17
  %t2334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 18
  %t2335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 19
  %t2336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 20
  %t2337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 21
  %t2338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 22
  %t2339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 23
  %t2340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 24
  %t2341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 25
  %t2342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 26
  %t2343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 27
  %t2344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 28
  %t2345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 29
  %t2346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 30
  %t2347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 31
  %t2348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 32
  %t2349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 33
  %t2350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 34
  %t2351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 35
  %t2352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 36
  %t2353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 37
  %t2354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 38
  %t2355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 39
  %t2356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 40
  %t2357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 41
  %t2358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 42
  %t2359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 43
  %t2360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 44
  %t2361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 45
  %t2362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 46
  %t2363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 47
  %t2364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 48
  %t2365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 49
  %t2366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 50
  %t2367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 51
  %t2368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 52
  %t2369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 53
  %t2370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 54
  %t2371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 55
  %t2372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 56
  %t2373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 57
  %t2374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 58
  %t2375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 59
  %t2376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 60
  %t2377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 61
  %t2378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 62
  %t2379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2315, 63
  %t2380 = add i64 %t1913, 518
  %t2381 = add i64 %t1907, 384
  %t2382 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2380, i64 %t2381, i32 1, float %t2249, float %t2250, float %t2251, float %t2252, float %t2253, float %t2254, float %t2255, float %t2256, float %t2257, float %t2258, float %t2259, float %t2260, float %t2261, float %t2262, float %t2263, float %t2264, float %t2265, float %t2266, float %t2267, float %t2268, float %t2269, float %t2270, float %t2271, float %t2272, float %t2273, float %t2274, float %t2275, float %t2276, float %t2277, float %t2278, float %t2279, float %t2280, float %t2281, float %t2282, float %t2283, float %t2284, float %t2285, float %t2286, float %t2287, float %t2288, float %t2289, float %t2290, float %t2291, float %t2292, float %t2293, float %t2294, float %t2295, float %t2296, float %t2297, float %t2298, float %t2299, float %t2300, float %t2301, float %t2302, float %t2303, float %t2304, float %t2305, float %t2306, float %t2307, float %t2308, float %t2309, float %t2310, float %t2311, float %t2312)
  %t2383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 0
  %t2384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 1
  %t2385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 2
  %t2386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 3
  %t2387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 4
  %t2388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 5
  %t2389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 6
  %t2390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 7
  %t2391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 8
  %t2392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 9
  %t2393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 10
  %t2394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 11
  %t2395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 12
  %t2396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 13
  %t2397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 14
  %t2398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 15
  %t2399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 16
  %t2400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 17
  %t2401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 18
  %t2402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 19
  %t2403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 20
  %t2404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 21
  %t2405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 22
  %t2406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 23
  %t2407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 24
  %t2408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 25
  %t2409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 26
  %t2410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 27
  %t2411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 28
  %t2412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 29
  %t2413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 30
  %t2414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 31
  %t2415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 32
  %t2416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 33
  %t2417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 34
  %t2418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 35
  %t2419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 36
  %t2420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 37
  %t2421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 38
  %t2422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 39
  %t2423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 40
  %t2424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 41
  %t2425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 42
  %t2426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 43
  %t2427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 44
  %t2428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 45
  %t2429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 46
  %t2430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 47
  %t2431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 48
  %t2432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 49
  %t2433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 50
  %t2434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 51
  %t2435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 52
  %t2436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 53
  %t2437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 54
  %t2438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 55
  %t2439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 56
  %t2440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 57
  %t2441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 58
  %t2442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 59
  %t2443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 60
  %t2444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 61
  %t2445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 62
  %t2446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2382, 63
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"()
  call void asm sideeffect "wgmma.wait_group.sync.aligned 1;", "~{memory}"()
  %t2447 = sext i32 64 to i64
  %t2448 = getelementptr half, ptr addrspace(1) %t1767, i64 %t2447
  %t2449 = sext i32 64 to i64
  %t2450 = getelementptr half, ptr addrspace(1) %t1768, i64 %t2449
  %t2451 = sext i32 64 to i64
  %t2452 = getelementptr half, ptr addrspace(1) %t1769, i64 %t2451
  %t2453 = sext i32 64 to i64
  %t2454 = getelementptr half, ptr addrspace(1) %t1770, i64 %t2453
  %t2455 = sext i32 64 to i64
  %t2456 = getelementptr half, ptr addrspace(1) %t1771, i64 %t2455
  %t2457 = sext i32 64 to i64
  %t2458 = getelementptr half, ptr addrspace(1) %t1772, i64 %t2457
  %t2459 = sext i32 64 to i64
  %t2460 = getelementptr half, ptr addrspace(1) %t1773, i64 %t2459
  %t2461 = sext i32 64 to i64
  %t2462 = getelementptr half, ptr addrspace(1) %t1774, i64 %t2461
  %t2463 = sext i32 64 to i64
  %t2464 = getelementptr half, ptr addrspace(1) %t1775, i64 %t2463
  %t2465 = sext i32 64 to i64
  %t2466 = getelementptr half, ptr addrspace(1) %t1776, i64 %t2465
  %t2467 = sext i32 64 to i64
  %t2468 = getelementptr half, ptr addrspace(1) %t1777, i64 %t2467
  %t2469 = sext i32 64 to i64
  %t2470 = getelementptr half, ptr addrspace(1) %t1778, i64 %t2469
  %t2471 = sext i32 64 to i64
  %t2472 = getelementptr half, ptr addrspace(1) %t1779, i64 %t2471
  %t2473 = sext i32 64 to i64
  %t2474 = getelementptr half, ptr addrspace(1) %t1780, i64 %t2473
  %t2475 = sext i32 64 to i64
  %t2476 = getelementptr half, ptr addrspace(1) %t1781, i64 %t2475
  %t2477 = sext i32 64 to i64
  %t2478 = getelementptr half, ptr addrspace(1) %t1782, i64 %t2477
  %t2479 = sext i32 64 to i64
  %t2480 = getelementptr half, ptr addrspace(1) %t1783, i64 %t2479
  %t2481 = sext i32 64 to i64
  %t2482 = getelementptr half, ptr addrspace(1) %t1784, i64 %t2481
  %t2483 = sext i32 64 to i64
  %t2484 = getelementptr half, ptr addrspace(1) %t1785, i64 %t2483
  %t2485 = sext i32 64 to i64
  %t2486 = getelementptr half, ptr addrspace(1) %t1786, i64 %t2485
  %t2487 = sext i32 64 to i64
  %t2488 = getelementptr half, ptr addrspace(1) %t1787, i64 %t2487
  %t2489 = sext i32 64 to i64
  %t2490 = getelementptr half, ptr addrspace(1) %t1788, i64 %t2489
  %t2491 = sext i32 64 to i64
  %t2492 = getelementptr half, ptr addrspace(1) %t1789, i64 %t2491
  %t2493 = sext i32 64 to i64
  %t2494 = getelementptr half, ptr addrspace(1) %t1790, i64 %t2493
  %t2495 = sext i32 64 to i64
  %t2496 = getelementptr half, ptr addrspace(1) %t1791, i64 %t2495
  %t2497 = sext i32 64 to i64
  %t2498 = getelementptr half, ptr addrspace(1) %t1792, i64 %t2497
  %t2499 = sext i32 64 to i64
  %t2500 = getelementptr half, ptr addrspace(1) %t1793, i64 %t2499
  %t2501 = sext i32 64 to i64
  %t2502 = getelementptr half, ptr addrspace(1) %t1794, i64 %t2501
  %t2503 = sext i32 64 to i64
  %t2504 = getelementptr half, ptr addrspace(1) %t1795, i64 %t2503
  %t2505 = sext i32 64 to i64
  %t2506 = getelementptr half, ptr addrspace(1) %t1796, i64 %t2505
  %t2507 = sext i32 64 to i64
  %t2508 = getelementptr half, ptr addrspace(1) %t1797, i64 %t2507
  %t2509 = sext i32 64 to i64
  %t2510 = getelementptr half, ptr addrspace(1) %t1798, i64 %t2509
  %t2511 = sext i32 64 to i64
  %t2512 = getelementptr half, ptr addrspace(1) %t1799, i64 %t2511
  %t2513 = sext i32 64 to i64
  %t2514 = getelementptr half, ptr addrspace(1) %t1800, i64 %t2513
  %t2515 = sext i32 64 to i64
  %t2516 = getelementptr half, ptr addrspace(1) %t1801, i64 %t2515
  %t2517 = sext i32 64 to i64
  %t2518 = getelementptr half, ptr addrspace(1) %t1802, i64 %t2517
  %t2519 = sext i32 64 to i64
  %t2520 = getelementptr half, ptr addrspace(1) %t1803, i64 %t2519
  %t2521 = sext i32 64 to i64
  %t2522 = getelementptr half, ptr addrspace(1) %t1804, i64 %t2521
  %t2523 = sext i32 64 to i64
  %t2524 = getelementptr half, ptr addrspace(1) %t1805, i64 %t2523
  %t2525 = sext i32 64 to i64
  %t2526 = getelementptr half, ptr addrspace(1) %t1806, i64 %t2525
  %t2527 = sext i32 64 to i64
  %t2528 = getelementptr half, ptr addrspace(1) %t1807, i64 %t2527
  %t2529 = sext i32 64 to i64
  %t2530 = getelementptr half, ptr addrspace(1) %t1808, i64 %t2529
  %t2531 = sext i32 64 to i64
  %t2532 = getelementptr half, ptr addrspace(1) %t1809, i64 %t2531
  %t2533 = sext i32 64 to i64
  %t2534 = getelementptr half, ptr addrspace(1) %t1810, i64 %t2533
  %t2535 = sext i32 64 to i64
  %t2536 = getelementptr half, ptr addrspace(1) %t1811, i64 %t2535
  %t2537 = sext i32 64 to i64
  %t2538 = getelementptr half, ptr addrspace(1) %t1812, i64 %t2537
  %t2539 = sext i32 64 to i64
  %t2540 = getelementptr half, ptr addrspace(1) %t1813, i64 %t2539
  %t2541 = sext i32 64 to i64
  %t2542 = getelementptr half, ptr addrspace(1) %t1814, i64 %t2541
  %t2543 = sext i32 64 to i64
  %t2544 = getelementptr half, ptr addrspace(1) %t1815, i64 %t2543
  %t2545 = sext i32 64 to i64
  %t2546 = getelementptr half, ptr addrspace(1) %t1816, i64 %t2545
  %t2547 = sext i32 64 to i64
  %t2548 = getelementptr half, ptr addrspace(1) %t1817, i64 %t2547
  %t2549 = sext i32 64 to i64
  %t2550 = getelementptr half, ptr addrspace(1) %t1818, i64 %t2549
  %t2551 = sext i32 64 to i64
  %t2552 = getelementptr half, ptr addrspace(1) %t1819, i64 %t2551
  %t2553 = sext i32 64 to i64
  %t2554 = getelementptr half, ptr addrspace(1) %t1820, i64 %t2553
  %t2555 = sext i32 64 to i64
  %t2556 = getelementptr half, ptr addrspace(1) %t1821, i64 %t2555
  %t2557 = sext i32 64 to i64
  %t2558 = getelementptr half, ptr addrspace(1) %t1822, i64 %t2557
  %t2559 = sext i32 64 to i64
  %t2560 = getelementptr half, ptr addrspace(1) %t1823, i64 %t2559
  %t2561 = sext i32 64 to i64
  %t2562 = getelementptr half, ptr addrspace(1) %t1824, i64 %t2561
  %t2563 = sext i32 64 to i64
  %t2564 = getelementptr half, ptr addrspace(1) %t1825, i64 %t2563
  %t2565 = sext i32 64 to i64
  %t2566 = getelementptr half, ptr addrspace(1) %t1826, i64 %t2565
  %t2567 = sext i32 64 to i64
  %t2568 = getelementptr half, ptr addrspace(1) %t1827, i64 %t2567
  %t2569 = sext i32 64 to i64
  %t2570 = getelementptr half, ptr addrspace(1) %t1828, i64 %t2569
  %t2571 = sext i32 64 to i64
  %t2572 = getelementptr half, ptr addrspace(1) %t1829, i64 %t2571
  %t2573 = sext i32 64 to i64
  %t2574 = getelementptr half, ptr addrspace(1) %t1830, i64 %t2573
  %t2575 = sext i32 %t842 to i64
  %t2576 = getelementptr half, ptr addrspace(1) %t1831, i64 %t2575
  %t2577 = sext i32 %t842 to i64
  %t2578 = getelementptr half, ptr addrspace(1) %t1832, i64 %t2577
  %t2579 = sext i32 %t842 to i64
  %t2580 = getelementptr half, ptr addrspace(1) %t1833, i64 %t2579
  %t2581 = sext i32 %t842 to i64
  %t2582 = getelementptr half, ptr addrspace(1) %t1834, i64 %t2581
  %t2583 = sext i32 %t842 to i64
  %t2584 = getelementptr half, ptr addrspace(1) %t1835, i64 %t2583
  %t2585 = sext i32 %t842 to i64
  %t2586 = getelementptr half, ptr addrspace(1) %t1836, i64 %t2585
  %t2587 = sext i32 %t842 to i64
  %t2588 = getelementptr half, ptr addrspace(1) %t1837, i64 %t2587
  %t2589 = sext i32 %t842 to i64
  %t2590 = getelementptr half, ptr addrspace(1) %t1838, i64 %t2589
  %t2591 = sext i32 %t842 to i64
  %t2592 = getelementptr half, ptr addrspace(1) %t1839, i64 %t2591
  %t2593 = sext i32 %t842 to i64
  %t2594 = getelementptr half, ptr addrspace(1) %t1840, i64 %t2593
  %t2595 = sext i32 %t842 to i64
  %t2596 = getelementptr half, ptr addrspace(1) %t1841, i64 %t2595
  %t2597 = sext i32 %t842 to i64
  %t2598 = getelementptr half, ptr addrspace(1) %t1842, i64 %t2597
  %t2599 = sext i32 %t842 to i64
  %t2600 = getelementptr half, ptr addrspace(1) %t1843, i64 %t2599
  %t2601 = sext i32 %t842 to i64
  %t2602 = getelementptr half, ptr addrspace(1) %t1844, i64 %t2601
  %t2603 = sext i32 %t842 to i64
  %t2604 = getelementptr half, ptr addrspace(1) %t1845, i64 %t2603
  %t2605 = sext i32 %t842 to i64
  %t2606 = getelementptr half, ptr addrspace(1) %t1846, i64 %t2605
  %t2607 = sext i32 %t842 to i64
  %t2608 = getelementptr half, ptr addrspace(1) %t1847, i64 %t2607
  %t2609 = sext i32 %t842 to i64
  %t2610 = getelementptr half, ptr addrspace(1) %t1848, i64 %t2609
  %t2611 = sext i32 %t842 to i64
  %t2612 = getelementptr half, ptr addrspace(1) %t1849, i64 %t2611
  %t2613 = sext i32 %t842 to i64
  %t2614 = getelementptr half, ptr addrspace(1) %t1850, i64 %t2613
  %t2615 = sext i32 %t842 to i64
  %t2616 = getelementptr half, ptr addrspace(1) %t1851, i64 %t2615
  %t2617 = sext i32 %t842 to i64
  %t2618 = getelementptr half, ptr addrspace(1) %t1852, i64 %t2617
  %t2619 = sext i32 %t842 to i64
  %t2620 = getelementptr half, ptr addrspace(1) %t1853, i64 %t2619
  %t2621 = sext i32 %t842 to i64
  %t2622 = getelementptr half, ptr addrspace(1) %t1854, i64 %t2621
  %t2623 = sext i32 %t842 to i64
  %t2624 = getelementptr half, ptr addrspace(1) %t1855, i64 %t2623
  %t2625 = sext i32 %t842 to i64
  %t2626 = getelementptr half, ptr addrspace(1) %t1856, i64 %t2625
  %t2627 = sext i32 %t842 to i64
  %t2628 = getelementptr half, ptr addrspace(1) %t1857, i64 %t2627
  %t2629 = sext i32 %t842 to i64
  %t2630 = getelementptr half, ptr addrspace(1) %t1858, i64 %t2629
  %t2631 = sext i32 %t842 to i64
  %t2632 = getelementptr half, ptr addrspace(1) %t1859, i64 %t2631
  %t2633 = sext i32 %t842 to i64
  %t2634 = getelementptr half, ptr addrspace(1) %t1860, i64 %t2633
  %t2635 = sext i32 %t842 to i64
  %t2636 = getelementptr half, ptr addrspace(1) %t1861, i64 %t2635
  %t2637 = sext i32 %t842 to i64
  %t2638 = getelementptr half, ptr addrspace(1) %t1862, i64 %t2637
  %t2639 = sext i32 %t842 to i64
  %t2640 = getelementptr half, ptr addrspace(1) %t1863, i64 %t2639
  %t2641 = sext i32 %t842 to i64
  %t2642 = getelementptr half, ptr addrspace(1) %t1864, i64 %t2641
  %t2643 = sext i32 %t842 to i64
  %t2644 = getelementptr half, ptr addrspace(1) %t1865, i64 %t2643
  %t2645 = sext i32 %t842 to i64
  %t2646 = getelementptr half, ptr addrspace(1) %t1866, i64 %t2645
  %t2647 = sext i32 %t842 to i64
  %t2648 = getelementptr half, ptr addrspace(1) %t1867, i64 %t2647
  %t2649 = sext i32 %t842 to i64
  %t2650 = getelementptr half, ptr addrspace(1) %t1868, i64 %t2649
  %t2651 = sext i32 %t842 to i64
  %t2652 = getelementptr half, ptr addrspace(1) %t1869, i64 %t2651
  %t2653 = sext i32 %t842 to i64
  %t2654 = getelementptr half, ptr addrspace(1) %t1870, i64 %t2653
  %t2655 = sext i32 %t842 to i64
  %t2656 = getelementptr half, ptr addrspace(1) %t1871, i64 %t2655
  %t2657 = sext i32 %t842 to i64
  %t2658 = getelementptr half, ptr addrspace(1) %t1872, i64 %t2657
  %t2659 = sext i32 %t842 to i64
  %t2660 = getelementptr half, ptr addrspace(1) %t1873, i64 %t2659
  %t2661 = sext i32 %t842 to i64
  %t2662 = getelementptr half, ptr addrspace(1) %t1874, i64 %t2661
  %t2663 = sext i32 %t842 to i64
  %t2664 = getelementptr half, ptr addrspace(1) %t1875, i64 %t2663
  %t2665 = sext i32 %t842 to i64
  %t2666 = getelementptr half, ptr addrspace(1) %t1876, i64 %t2665
  %t2667 = sext i32 %t842 to i64
  %t2668 = getelementptr half, ptr addrspace(1) %t1877, i64 %t2667
  %t2669 = sext i32 %t842 to i64
  %t2670 = getelementptr half, ptr addrspace(1) %t1878, i64 %t2669
  %t2671 = sext i32 %t842 to i64
  %t2672 = getelementptr half, ptr addrspace(1) %t1879, i64 %t2671
  %t2673 = sext i32 %t842 to i64
  %t2674 = getelementptr half, ptr addrspace(1) %t1880, i64 %t2673
  %t2675 = sext i32 %t842 to i64
  %t2676 = getelementptr half, ptr addrspace(1) %t1881, i64 %t2675
  %t2677 = sext i32 %t842 to i64
  %t2678 = getelementptr half, ptr addrspace(1) %t1882, i64 %t2677
  %t2679 = sext i32 %t842 to i64
  %t2680 = getelementptr half, ptr addrspace(1) %t1883, i64 %t2679
  %t2681 = sext i32 %t842 to i64
  %t2682 = getelementptr half, ptr addrspace(1) %t1884, i64 %t2681
  %t2683 = sext i32 %t842 to i64
  %t2684 = getelementptr half, ptr addrspace(1) %t1885, i64 %t2683
  %t2685 = sext i32 %t842 to i64
  %t2686 = getelementptr half, ptr addrspace(1) %t1886, i64 %t2685
  %t2687 = sext i32 %t842 to i64
  %t2688 = getelementptr half, ptr addrspace(1) %t1887, i64 %t2687
  %t2689 = sext i32 %t842 to i64
  %t2690 = getelementptr half, ptr addrspace(1) %t1888, i64 %t2689
  %t2691 = sext i32 %t842 to i64
  %t2692 = getelementptr half, ptr addrspace(1) %t1889, i64 %t2691
  %t2693 = sext i32 %t842 to i64
  %t2694 = getelementptr half, ptr addrspace(1) %t1890, i64 %t2693
  %t2695 = sext i32 %t842 to i64
  %t2696 = getelementptr half, ptr addrspace(1) %t1891, i64 %t2695
  %t2697 = sext i32 %t842 to i64
  %t2698 = getelementptr half, ptr addrspace(1) %t1892, i64 %t2697
  %t2699 = sext i32 %t842 to i64
  %t2700 = getelementptr half, ptr addrspace(1) %t1893, i64 %t2699
  %t2701 = sext i32 %t842 to i64
  %t2702 = getelementptr half, ptr addrspace(1) %t1894, i64 %t2701
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t2703 = mul i32 1, 2
  %t2704 = add i32 %t1637, %t2703
  %t2705 = icmp slt i32 %t2704, %t839
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
  %t2769 = mul i32 64, 2
  %t2770 = sext i32 %t2706 to i64
  %t2771 = getelementptr half, ptr addrspace(1) %t1767, i64 %t2770
  %t2772 = sext i32 %t2707 to i64
  %t2773 = getelementptr half, ptr addrspace(1) %t1768, i64 %t2772
  %t2774 = sext i32 %t2708 to i64
  %t2775 = getelementptr half, ptr addrspace(1) %t1769, i64 %t2774
  %t2776 = sext i32 %t2709 to i64
  %t2777 = getelementptr half, ptr addrspace(1) %t1770, i64 %t2776
  %t2778 = sext i32 %t2710 to i64
  %t2779 = getelementptr half, ptr addrspace(1) %t1771, i64 %t2778
  %t2780 = sext i32 %t2711 to i64
  %t2781 = getelementptr half, ptr addrspace(1) %t1772, i64 %t2780
  %t2782 = sext i32 %t2712 to i64
  %t2783 = getelementptr half, ptr addrspace(1) %t1773, i64 %t2782
  %t2784 = sext i32 %t2713 to i64
  %t2785 = getelementptr half, ptr addrspace(1) %t1774, i64 %t2784
  %t2786 = sext i32 %t2714 to i64
  %t2787 = getelementptr half, ptr addrspace(1) %t1775, i64 %t2786
  %t2788 = sext i32 %t2715 to i64
  %t2789 = getelementptr half, ptr addrspace(1) %t1776, i64 %t2788
  %t2790 = sext i32 %t2716 to i64
  %t2791 = getelementptr half, ptr addrspace(1) %t1777, i64 %t2790
  %t2792 = sext i32 %t2717 to i64
  %t2793 = getelementptr half, ptr addrspace(1) %t1778, i64 %t2792
  %t2794 = sext i32 %t2718 to i64
  %t2795 = getelementptr half, ptr addrspace(1) %t1779, i64 %t2794
  %t2796 = sext i32 %t2719 to i64
  %t2797 = getelementptr half, ptr addrspace(1) %t1780, i64 %t2796
  %t2798 = sext i32 %t2720 to i64
  %t2799 = getelementptr half, ptr addrspace(1) %t1781, i64 %t2798
  %t2800 = sext i32 %t2721 to i64
  %t2801 = getelementptr half, ptr addrspace(1) %t1782, i64 %t2800
  %t2802 = sext i32 %t2722 to i64
  %t2803 = getelementptr half, ptr addrspace(1) %t1783, i64 %t2802
  %t2804 = sext i32 %t2723 to i64
  %t2805 = getelementptr half, ptr addrspace(1) %t1784, i64 %t2804
  %t2806 = sext i32 %t2724 to i64
  %t2807 = getelementptr half, ptr addrspace(1) %t1785, i64 %t2806
  %t2808 = sext i32 %t2725 to i64
  %t2809 = getelementptr half, ptr addrspace(1) %t1786, i64 %t2808
  %t2810 = sext i32 %t2726 to i64
  %t2811 = getelementptr half, ptr addrspace(1) %t1787, i64 %t2810
  %t2812 = sext i32 %t2727 to i64
  %t2813 = getelementptr half, ptr addrspace(1) %t1788, i64 %t2812
  %t2814 = sext i32 %t2728 to i64
  %t2815 = getelementptr half, ptr addrspace(1) %t1789, i64 %t2814
  %t2816 = sext i32 %t2729 to i64
  %t2817 = getelementptr half, ptr addrspace(1) %t1790, i64 %t2816
  %t2818 = sext i32 %t2730 to i64
  %t2819 = getelementptr half, ptr addrspace(1) %t1791, i64 %t2818
  %t2820 = sext i32 %t2731 to i64
  %t2821 = getelementptr half, ptr addrspace(1) %t1792, i64 %t2820
  %t2822 = sext i32 %t2732 to i64
  %t2823 = getelementptr half, ptr addrspace(1) %t1793, i64 %t2822
  %t2824 = sext i32 %t2733 to i64
  %t2825 = getelementptr half, ptr addrspace(1) %t1794, i64 %t2824
  %t2826 = sext i32 %t2734 to i64
  %t2827 = getelementptr half, ptr addrspace(1) %t1795, i64 %t2826
  %t2828 = sext i32 %t2735 to i64
  %t2829 = getelementptr half, ptr addrspace(1) %t1796, i64 %t2828
  %t2830 = sext i32 %t2736 to i64
  %t2831 = getelementptr half, ptr addrspace(1) %t1797, i64 %t2830
  %t2832 = sext i32 %t2737 to i64
  %t2833 = getelementptr half, ptr addrspace(1) %t1798, i64 %t2832
  %t2834 = sext i32 %t2738 to i64
  %t2835 = getelementptr half, ptr addrspace(1) %t1799, i64 %t2834
  %t2836 = sext i32 %t2739 to i64
  %t2837 = getelementptr half, ptr addrspace(1) %t1800, i64 %t2836
  %t2838 = sext i32 %t2740 to i64
  %t2839 = getelementptr half, ptr addrspace(1) %t1801, i64 %t2838
  %t2840 = sext i32 %t2741 to i64
  %t2841 = getelementptr half, ptr addrspace(1) %t1802, i64 %t2840
  %t2842 = sext i32 %t2742 to i64
  %t2843 = getelementptr half, ptr addrspace(1) %t1803, i64 %t2842
  %t2844 = sext i32 %t2743 to i64
  %t2845 = getelementptr half, ptr addrspace(1) %t1804, i64 %t2844
  %t2846 = sext i32 %t2744 to i64
  %t2847 = getelementptr half, ptr addrspace(1) %t1805, i64 %t2846
  %t2848 = sext i32 %t2745 to i64
  %t2849 = getelementptr half, ptr addrspace(1) %t1806, i64 %t2848
  %t2850 = sext i32 %t2746 to i64
  %t2851 = getelementptr half, ptr addrspace(1) %t1807, i64 %t2850
  %t2852 = sext i32 %t2747 to i64
  %t2853 = getelementptr half, ptr addrspace(1) %t1808, i64 %t2852
  %t2854 = sext i32 %t2748 to i64
  %t2855 = getelementptr half, ptr addrspace(1) %t1809, i64 %t2854
  %t2856 = sext i32 %t2749 to i64
  %t2857 = getelementptr half, ptr addrspace(1) %t1810, i64 %t2856
  %t2858 = sext i32 %t2750 to i64
  %t2859 = getelementptr half, ptr addrspace(1) %t1811, i64 %t2858
  %t2860 = sext i32 %t2751 to i64
  %t2861 = getelementptr half, ptr addrspace(1) %t1812, i64 %t2860
  %t2862 = sext i32 %t2752 to i64
  %t2863 = getelementptr half, ptr addrspace(1) %t1813, i64 %t2862
  %t2864 = sext i32 %t2753 to i64
  %t2865 = getelementptr half, ptr addrspace(1) %t1814, i64 %t2864
  %t2866 = sext i32 %t2754 to i64
  %t2867 = getelementptr half, ptr addrspace(1) %t1815, i64 %t2866
  %t2868 = sext i32 %t2755 to i64
  %t2869 = getelementptr half, ptr addrspace(1) %t1816, i64 %t2868
  %t2870 = sext i32 %t2756 to i64
  %t2871 = getelementptr half, ptr addrspace(1) %t1817, i64 %t2870
  %t2872 = sext i32 %t2757 to i64
  %t2873 = getelementptr half, ptr addrspace(1) %t1818, i64 %t2872
  %t2874 = sext i32 %t2758 to i64
  %t2875 = getelementptr half, ptr addrspace(1) %t1819, i64 %t2874
  %t2876 = sext i32 %t2759 to i64
  %t2877 = getelementptr half, ptr addrspace(1) %t1820, i64 %t2876
  %t2878 = sext i32 %t2760 to i64
  %t2879 = getelementptr half, ptr addrspace(1) %t1821, i64 %t2878
  %t2880 = sext i32 %t2761 to i64
  %t2881 = getelementptr half, ptr addrspace(1) %t1822, i64 %t2880
  %t2882 = sext i32 %t2762 to i64
  %t2883 = getelementptr half, ptr addrspace(1) %t1823, i64 %t2882
  %t2884 = sext i32 %t2763 to i64
  %t2885 = getelementptr half, ptr addrspace(1) %t1824, i64 %t2884
  %t2886 = sext i32 %t2764 to i64
  %t2887 = getelementptr half, ptr addrspace(1) %t1825, i64 %t2886
  %t2888 = sext i32 %t2765 to i64
  %t2889 = getelementptr half, ptr addrspace(1) %t1826, i64 %t2888
  %t2890 = sext i32 %t2766 to i64
  %t2891 = getelementptr half, ptr addrspace(1) %t1827, i64 %t2890
  %t2892 = sext i32 %t2767 to i64
  %t2893 = getelementptr half, ptr addrspace(1) %t1828, i64 %t2892
  %t2894 = sext i32 %t2768 to i64
  %t2895 = getelementptr half, ptr addrspace(1) %t1829, i64 %t2894
  %t2896 = sext i32 %t2769 to i64
  %t2897 = getelementptr half, ptr addrspace(1) %t1830, i64 %t2896
  %t2898 = mul i32 %t2704, 64
  %t2899 = sub i32 %arg5, %t2898
  %t2900 = icmp slt i32 %t51, %t2899
  %t2901 = icmp slt i32 %t514, %t2899
  %t2902 = icmp slt i32 %t515, %t2899
  %t2903 = icmp slt i32 %t516, %t2899
  %t2904 = icmp slt i32 %t517, %t2899
  %t2905 = icmp slt i32 %t518, %t2899
  %t2906 = icmp slt i32 %t519, %t2899
  %t2907 = icmp slt i32 %t520, %t2899
  %t2908 = and i1 %t2900, %t2705
  %t2909 = and i1 %t2901, %t2705
  %t2910 = and i1 %t2902, %t2705
  %t2911 = and i1 %t2903, %t2705
  %t2912 = and i1 %t2904, %t2705
  %t2913 = and i1 %t2905, %t2705
  %t2914 = and i1 %t2906, %t2705
  %t2915 = and i1 %t2907, %t2705
  %t2916 = and i1 %t2900, %t2705
  %t2917 = and i1 %t2901, %t2705
  %t2918 = and i1 %t2902, %t2705
  %t2919 = and i1 %t2903, %t2705
  %t2920 = and i1 %t2904, %t2705
  %t2921 = and i1 %t2905, %t2705
  %t2922 = and i1 %t2906, %t2705
  %t2923 = and i1 %t2907, %t2705
  %t2924 = and i1 %t2900, %t2705
  %t2925 = and i1 %t2901, %t2705
  %t2926 = and i1 %t2902, %t2705
  %t2927 = and i1 %t2903, %t2705
  %t2928 = and i1 %t2904, %t2705
  %t2929 = and i1 %t2905, %t2705
  %t2930 = and i1 %t2906, %t2705
  %t2931 = and i1 %t2907, %t2705
  %t2932 = and i1 %t2900, %t2705
  %t2933 = and i1 %t2901, %t2705
  %t2934 = and i1 %t2902, %t2705
  %t2935 = and i1 %t2903, %t2705
  %t2936 = and i1 %t2904, %t2705
  %t2937 = and i1 %t2905, %t2705
  %t2938 = and i1 %t2906, %t2705
  %t2939 = and i1 %t2907, %t2705
  %t2940 = and i1 %t2900, %t2705
  %t2941 = and i1 %t2901, %t2705
  %t2942 = and i1 %t2902, %t2705
  %t2943 = and i1 %t2903, %t2705
  %t2944 = and i1 %t2904, %t2705
  %t2945 = and i1 %t2905, %t2705
  %t2946 = and i1 %t2906, %t2705
  %t2947 = and i1 %t2907, %t2705
  %t2948 = and i1 %t2900, %t2705
  %t2949 = and i1 %t2901, %t2705
  %t2950 = and i1 %t2902, %t2705
  %t2951 = and i1 %t2903, %t2705
  %t2952 = and i1 %t2904, %t2705
  %t2953 = and i1 %t2905, %t2705
  %t2954 = and i1 %t2906, %t2705
  %t2955 = and i1 %t2907, %t2705
  %t2956 = and i1 %t2900, %t2705
  %t2957 = and i1 %t2901, %t2705
  %t2958 = and i1 %t2902, %t2705
  %t2959 = and i1 %t2903, %t2705
  %t2960 = and i1 %t2904, %t2705
  %t2961 = and i1 %t2905, %t2705
  %t2962 = and i1 %t2906, %t2705
  %t2963 = and i1 %t2907, %t2705
  %t2964 = and i1 %t2900, %t2705
  %t2965 = and i1 %t2901, %t2705
  %t2966 = and i1 %t2902, %t2705
  %t2967 = and i1 %t2903, %t2705
  %t2968 = and i1 %t2904, %t2705
  %t2969 = and i1 %t2905, %t2705
  %t2970 = and i1 %t2906, %t2705
  %t2971 = and i1 %t2907, %t2705
  %t2972 = mul i32 %t1896, 8192
  %t2973 = add i32 %t2972, 0
  %t2974 = mul i32 %t2973, 2
  %t2975 = add i32 %t100, %t2974
  %t2976 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2975
  %t2977 = xor i1 %t2908, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t2976, ptr addrspace(1) %t2771, i1 %t2977)
  %t2978 = add i32 %t100, %t2974
  %t2979 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2978
  %t2980 = xor i1 %t2916, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t2979, ptr addrspace(1) %t2787, i1 %t2980)
  %t2981 = add i32 %t100, %t2974
  %t2982 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2981
  %t2983 = xor i1 %t2924, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t2982, ptr addrspace(1) %t2803, i1 %t2983)
  %t2984 = add i32 %t100, %t2974
  %t2985 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2984
  %t2986 = xor i1 %t2932, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t2985, ptr addrspace(1) %t2819, i1 %t2986)
  %t2987 = add i32 %t100, %t2974
  %t2988 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2987
  %t2989 = xor i1 %t2940, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+8192], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t2988, ptr addrspace(1) %t2835, i1 %t2989)
  %t2990 = add i32 %t100, %t2974
  %t2991 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2990
  %t2992 = xor i1 %t2948, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+10240], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t2991, ptr addrspace(1) %t2851, i1 %t2992)
  %t2993 = add i32 %t100, %t2974
  %t2994 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2993
  %t2995 = xor i1 %t2956, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+12288], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t2994, ptr addrspace(1) %t2867, i1 %t2995)
  %t2996 = add i32 %t100, %t2974
  %t2997 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2996
  %t2998 = xor i1 %t2964, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+14336], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t2997, ptr addrspace(1) %t2883, i1 %t2998)
  %t2999 = mul i32 %t842, 2
  %t3000 = mul i32 %t842, 2
  %t3001 = mul i32 %t842, 2
  %t3002 = mul i32 %t842, 2
  %t3003 = mul i32 %t842, 2
  %t3004 = mul i32 %t842, 2
  %t3005 = mul i32 %t842, 2
  %t3006 = mul i32 %t842, 2
  %t3007 = mul i32 %t842, 2
  %t3008 = mul i32 %t842, 2
  %t3009 = mul i32 %t842, 2
  %t3010 = mul i32 %t842, 2
  %t3011 = mul i32 %t842, 2
  %t3012 = mul i32 %t842, 2
  %t3013 = mul i32 %t842, 2
  %t3014 = mul i32 %t842, 2
  %t3015 = mul i32 %t842, 2
  %t3016 = mul i32 %t842, 2
  %t3017 = mul i32 %t842, 2
  %t3018 = mul i32 %t842, 2
  %t3019 = mul i32 %t842, 2
  %t3020 = mul i32 %t842, 2
  %t3021 = mul i32 %t842, 2
  %t3022 = mul i32 %t842, 2
  %t3023 = mul i32 %t842, 2
  %t3024 = mul i32 %t842, 2
  %t3025 = mul i32 %t842, 2
  %t3026 = mul i32 %t842, 2
  %t3027 = mul i32 %t842, 2
  %t3028 = mul i32 %t842, 2
  %t3029 = mul i32 %t842, 2
  %t3030 = mul i32 %t842, 2
  %t3031 = mul i32 %t842, 2
  %t3032 = mul i32 %t842, 2
  %t3033 = mul i32 %t842, 2
  %t3034 = mul i32 %t842, 2
  %t3035 = mul i32 %t842, 2
  %t3036 = mul i32 %t842, 2
  %t3037 = mul i32 %t842, 2
  %t3038 = mul i32 %t842, 2
  %t3039 = mul i32 %t842, 2
  %t3040 = mul i32 %t842, 2
  %t3041 = mul i32 %t842, 2
  %t3042 = mul i32 %t842, 2
  %t3043 = mul i32 %t842, 2
  %t3044 = mul i32 %t842, 2
  %t3045 = mul i32 %t842, 2
  %t3046 = mul i32 %t842, 2
  %t3047 = mul i32 %t842, 2
  %t3048 = mul i32 %t842, 2
  %t3049 = mul i32 %t842, 2
  %t3050 = mul i32 %t842, 2
  %t3051 = mul i32 %t842, 2
  %t3052 = mul i32 %t842, 2
  %t3053 = mul i32 %t842, 2
  %t3054 = mul i32 %t842, 2
  %t3055 = mul i32 %t842, 2
  %t3056 = mul i32 %t842, 2
  %t3057 = mul i32 %t842, 2
  %t3058 = mul i32 %t842, 2
  %t3059 = mul i32 %t842, 2
  %t3060 = mul i32 %t842, 2
  %t3061 = mul i32 %t842, 2
  %t3062 = mul i32 %t842, 2
  %t3063 = sext i32 %t2999 to i64
  %t3064 = getelementptr half, ptr addrspace(1) %t1831, i64 %t3063
  %t3065 = sext i32 %t3000 to i64
  %t3066 = getelementptr half, ptr addrspace(1) %t1832, i64 %t3065
  %t3067 = sext i32 %t3001 to i64
  %t3068 = getelementptr half, ptr addrspace(1) %t1833, i64 %t3067
  %t3069 = sext i32 %t3002 to i64
  %t3070 = getelementptr half, ptr addrspace(1) %t1834, i64 %t3069
  %t3071 = sext i32 %t3003 to i64
  %t3072 = getelementptr half, ptr addrspace(1) %t1835, i64 %t3071
  %t3073 = sext i32 %t3004 to i64
  %t3074 = getelementptr half, ptr addrspace(1) %t1836, i64 %t3073
  %t3075 = sext i32 %t3005 to i64
  %t3076 = getelementptr half, ptr addrspace(1) %t1837, i64 %t3075
  %t3077 = sext i32 %t3006 to i64
  %t3078 = getelementptr half, ptr addrspace(1) %t1838, i64 %t3077
  %t3079 = sext i32 %t3007 to i64
  %t3080 = getelementptr half, ptr addrspace(1) %t1839, i64 %t3079
  %t3081 = sext i32 %t3008 to i64
  %t3082 = getelementptr half, ptr addrspace(1) %t1840, i64 %t3081
  %t3083 = sext i32 %t3009 to i64
  %t3084 = getelementptr half, ptr addrspace(1) %t1841, i64 %t3083
  %t3085 = sext i32 %t3010 to i64
  %t3086 = getelementptr half, ptr addrspace(1) %t1842, i64 %t3085
  %t3087 = sext i32 %t3011 to i64
  %t3088 = getelementptr half, ptr addrspace(1) %t1843, i64 %t3087
  %t3089 = sext i32 %t3012 to i64
  %t3090 = getelementptr half, ptr addrspace(1) %t1844, i64 %t3089
  %t3091 = sext i32 %t3013 to i64
  %t3092 = getelementptr half, ptr addrspace(1) %t1845, i64 %t3091
  %t3093 = sext i32 %t3014 to i64
  %t3094 = getelementptr half, ptr addrspace(1) %t1846, i64 %t3093
  %t3095 = sext i32 %t3015 to i64
  %t3096 = getelementptr half, ptr addrspace(1) %t1847, i64 %t3095
  %t3097 = sext i32 %t3016 to i64
  %t3098 = getelementptr half, ptr addrspace(1) %t1848, i64 %t3097
  %t3099 = sext i32 %t3017 to i64
  %t3100 = getelementptr half, ptr addrspace(1) %t1849, i64 %t3099
  %t3101 = sext i32 %t3018 to i64
  %t3102 = getelementptr half, ptr addrspace(1) %t1850, i64 %t3101
  %t3103 = sext i32 %t3019 to i64
  %t3104 = getelementptr half, ptr addrspace(1) %t1851, i64 %t3103
  %t3105 = sext i32 %t3020 to i64
  %t3106 = getelementptr half, ptr addrspace(1) %t1852, i64 %t3105
  %t3107 = sext i32 %t3021 to i64
  %t3108 = getelementptr half, ptr addrspace(1) %t1853, i64 %t3107
  %t3109 = sext i32 %t3022 to i64
  %t3110 = getelementptr half, ptr addrspace(1) %t1854, i64 %t3109
  %t3111 = sext i32 %t3023 to i64
  %t3112 = getelementptr half, ptr addrspace(1) %t1855, i64 %t3111
  %t3113 = sext i32 %t3024 to i64
  %t3114 = getelementptr half, ptr addrspace(1) %t1856, i64 %t3113
  %t3115 = sext i32 %t3025 to i64
  %t3116 = getelementptr half, ptr addrspace(1) %t1857, i64 %t3115
  %t3117 = sext i32 %t3026 to i64
  %t3118 = getelementptr half, ptr addrspace(1) %t1858, i64 %t3117
  %t3119 = sext i32 %t3027 to i64
  %t3120 = getelementptr half, ptr addrspace(1) %t1859, i64 %t3119
  %t3121 = sext i32 %t3028 to i64
  %t3122 = getelementptr half, ptr addrspace(1) %t1860, i64 %t3121
  %t3123 = sext i32 %t3029 to i64
  %t3124 = getelementptr half, ptr addrspace(1) %t1861, i64 %t3123
  %t3125 = sext i32 %t3030 to i64
  %t3126 = getelementptr half, ptr addrspace(1) %t1862, i64 %t3125
  %t3127 = sext i32 %t3031 to i64
  %t3128 = getelementptr half, ptr addrspace(1) %t1863, i64 %t3127
  %t3129 = sext i32 %t3032 to i64
  %t3130 = getelementptr half, ptr addrspace(1) %t1864, i64 %t3129
  %t3131 = sext i32 %t3033 to i64
  %t3132 = getelementptr half, ptr addrspace(1) %t1865, i64 %t3131
  %t3133 = sext i32 %t3034 to i64
  %t3134 = getelementptr half, ptr addrspace(1) %t1866, i64 %t3133
  %t3135 = sext i32 %t3035 to i64
  %t3136 = getelementptr half, ptr addrspace(1) %t1867, i64 %t3135
  %t3137 = sext i32 %t3036 to i64
  %t3138 = getelementptr half, ptr addrspace(1) %t1868, i64 %t3137
  %t3139 = sext i32 %t3037 to i64
  %t3140 = getelementptr half, ptr addrspace(1) %t1869, i64 %t3139
  %t3141 = sext i32 %t3038 to i64
  %t3142 = getelementptr half, ptr addrspace(1) %t1870, i64 %t3141
  %t3143 = sext i32 %t3039 to i64
  %t3144 = getelementptr half, ptr addrspace(1) %t1871, i64 %t3143
  %t3145 = sext i32 %t3040 to i64
  %t3146 = getelementptr half, ptr addrspace(1) %t1872, i64 %t3145
  %t3147 = sext i32 %t3041 to i64
  %t3148 = getelementptr half, ptr addrspace(1) %t1873, i64 %t3147
  %t3149 = sext i32 %t3042 to i64
  %t3150 = getelementptr half, ptr addrspace(1) %t1874, i64 %t3149
  %t3151 = sext i32 %t3043 to i64
  %t3152 = getelementptr half, ptr addrspace(1) %t1875, i64 %t3151
  %t3153 = sext i32 %t3044 to i64
  %t3154 = getelementptr half, ptr addrspace(1) %t1876, i64 %t3153
  %t3155 = sext i32 %t3045 to i64
  %t3156 = getelementptr half, ptr addrspace(1) %t1877, i64 %t3155
  %t3157 = sext i32 %t3046 to i64
  %t3158 = getelementptr half, ptr addrspace(1) %t1878, i64 %t3157
  %t3159 = sext i32 %t3047 to i64
  %t3160 = getelementptr half, ptr addrspace(1) %t1879, i64 %t3159
  %t3161 = sext i32 %t3048 to i64
  %t3162 = getelementptr half, ptr addrspace(1) %t1880, i64 %t3161
  %t3163 = sext i32 %t3049 to i64
  %t3164 = getelementptr half, ptr addrspace(1) %t1881, i64 %t3163
  %t3165 = sext i32 %t3050 to i64
  %t3166 = getelementptr half, ptr addrspace(1) %t1882, i64 %t3165
  %t3167 = sext i32 %t3051 to i64
  %t3168 = getelementptr half, ptr addrspace(1) %t1883, i64 %t3167
  %t3169 = sext i32 %t3052 to i64
  %t3170 = getelementptr half, ptr addrspace(1) %t1884, i64 %t3169
  %t3171 = sext i32 %t3053 to i64
  %t3172 = getelementptr half, ptr addrspace(1) %t1885, i64 %t3171
  %t3173 = sext i32 %t3054 to i64
  %t3174 = getelementptr half, ptr addrspace(1) %t1886, i64 %t3173
  %t3175 = sext i32 %t3055 to i64
  %t3176 = getelementptr half, ptr addrspace(1) %t1887, i64 %t3175
  %t3177 = sext i32 %t3056 to i64
  %t3178 = getelementptr half, ptr addrspace(1) %t1888, i64 %t3177
  %t3179 = sext i32 %t3057 to i64
  %t3180 = getelementptr half, ptr addrspace(1) %t1889, i64 %t3179
  %t3181 = sext i32 %t3058 to i64
  %t3182 = getelementptr half, ptr addrspace(1) %t1890, i64 %t3181
  %t3183 = sext i32 %t3059 to i64
  %t3184 = getelementptr half, ptr addrspace(1) %t1891, i64 %t3183
  %t3185 = sext i32 %t3060 to i64
  %t3186 = getelementptr half, ptr addrspace(1) %t1892, i64 %t3185
  %t3187 = sext i32 %t3061 to i64
  %t3188 = getelementptr half, ptr addrspace(1) %t1893, i64 %t3187
  %t3189 = sext i32 %t3062 to i64
  %t3190 = getelementptr half, ptr addrspace(1) %t1894, i64 %t3189
  %t3191 = mul i32 %t2704, 64
  %t3192 = sub i32 %arg5, %t3191
  %t3193 = icmp slt i32 %t64, %t3192
  %t3194 = icmp slt i32 %t521, %t3192
  %t3195 = icmp slt i32 %t522, %t3192
  %t3196 = icmp slt i32 %t523, %t3192
  %t3197 = icmp slt i32 %t524, %t3192
  %t3198 = icmp slt i32 %t525, %t3192
  %t3199 = icmp slt i32 %t526, %t3192
  %t3200 = icmp slt i32 %t527, %t3192
  %t3201 = and i1 %t3193, %t2705
  %t3202 = and i1 %t3193, %t2705
  %t3203 = and i1 %t3193, %t2705
  %t3204 = and i1 %t3193, %t2705
  %t3205 = and i1 %t3193, %t2705
  %t3206 = and i1 %t3193, %t2705
  %t3207 = and i1 %t3193, %t2705
  %t3208 = and i1 %t3193, %t2705
  %t3209 = and i1 %t3194, %t2705
  %t3210 = and i1 %t3194, %t2705
  %t3211 = and i1 %t3194, %t2705
  %t3212 = and i1 %t3194, %t2705
  %t3213 = and i1 %t3194, %t2705
  %t3214 = and i1 %t3194, %t2705
  %t3215 = and i1 %t3194, %t2705
  %t3216 = and i1 %t3194, %t2705
  %t3217 = and i1 %t3195, %t2705
  %t3218 = and i1 %t3195, %t2705
  %t3219 = and i1 %t3195, %t2705
  %t3220 = and i1 %t3195, %t2705
  %t3221 = and i1 %t3195, %t2705
  %t3222 = and i1 %t3195, %t2705
  %t3223 = and i1 %t3195, %t2705
  %t3224 = and i1 %t3195, %t2705
  %t3225 = and i1 %t3196, %t2705
  %t3226 = and i1 %t3196, %t2705
  %t3227 = and i1 %t3196, %t2705
  %t3228 = and i1 %t3196, %t2705
  %t3229 = and i1 %t3196, %t2705
  %t3230 = and i1 %t3196, %t2705
  %t3231 = and i1 %t3196, %t2705
  %t3232 = and i1 %t3196, %t2705
  %t3233 = and i1 %t3197, %t2705
  %t3234 = and i1 %t3197, %t2705
  %t3235 = and i1 %t3197, %t2705
  %t3236 = and i1 %t3197, %t2705
  %t3237 = and i1 %t3197, %t2705
  %t3238 = and i1 %t3197, %t2705
  %t3239 = and i1 %t3197, %t2705
  %t3240 = and i1 %t3197, %t2705
  %t3241 = and i1 %t3198, %t2705
  %t3242 = and i1 %t3198, %t2705
  %t3243 = and i1 %t3198, %t2705
  %t3244 = and i1 %t3198, %t2705
  %t3245 = and i1 %t3198, %t2705
  %t3246 = and i1 %t3198, %t2705
  %t3247 = and i1 %t3198, %t2705
  %t3248 = and i1 %t3198, %t2705
  %t3249 = and i1 %t3199, %t2705
  %t3250 = and i1 %t3199, %t2705
  %t3251 = and i1 %t3199, %t2705
  %t3252 = and i1 %t3199, %t2705
  %t3253 = and i1 %t3199, %t2705
  %t3254 = and i1 %t3199, %t2705
  %t3255 = and i1 %t3199, %t2705
  %t3256 = and i1 %t3199, %t2705
  %t3257 = and i1 %t3200, %t2705
  %t3258 = and i1 %t3200, %t2705
  %t3259 = and i1 %t3200, %t2705
  %t3260 = and i1 %t3200, %t2705
  %t3261 = and i1 %t3200, %t2705
  %t3262 = and i1 %t3200, %t2705
  %t3263 = and i1 %t3200, %t2705
  %t3264 = and i1 %t3200, %t2705
  %t3265 = mul i32 %t1896, 8192
  %t3266 = add i32 %t3265, 24576
  %t3267 = mul i32 %t3266, 2
  %t3268 = add i32 %t144, %t3267
  %t3269 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3268
  %t3270 = xor i1 %t3201, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t3269, ptr addrspace(1) %t3064, i1 %t3270)
  %t3271 = add i32 %t144, %t3267
  %t3272 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3271
  %t3273 = xor i1 %t3209, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+1024], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t3272, ptr addrspace(1) %t3080, i1 %t3273)
  %t3274 = add i32 %t144, %t3267
  %t3275 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3274
  %t3276 = xor i1 %t3217, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t3275, ptr addrspace(1) %t3096, i1 %t3276)
  %t3277 = add i32 %t144, %t3267
  %t3278 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3277
  %t3279 = xor i1 %t3225, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+3072], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t3278, ptr addrspace(1) %t3112, i1 %t3279)
  %t3280 = add i32 %t144, %t3267
  %t3281 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3280
  %t3282 = xor i1 %t3233, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t3281, ptr addrspace(1) %t3128, i1 %t3282)
  %t3283 = add i32 %t144, %t3267
  %t3284 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3283
  %t3285 = xor i1 %t3241, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+5120], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t3284, ptr addrspace(1) %t3144, i1 %t3285)
  %t3286 = add i32 %t144, %t3267
  %t3287 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3286
  %t3288 = xor i1 %t3249, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t3287, ptr addrspace(1) %t3160, i1 %t3288)
  %t3289 = add i32 %t144, %t3267
  %t3290 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3289
  %t3291 = xor i1 %t3257, true
  call void asm sideeffect "cp.async.cg.shared.global [$0+7168], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %t3290, ptr addrspace(1) %t3176, i1 %t3291)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %t3292 = add i32 %t1895, 1
  %t3293 = icmp eq i32 %t3292, 3
  %t3294 = select i1 %t3293, i32 0, i32 %t3292
  %t3295 = add i32 %t1896, 1
  %t3296 = icmp eq i32 %t3295, 3
  %t3297 = select i1 %t3296, i32 0, i32 %t3295
  store float %t2316, ptr %s0
  store float %t2317, ptr %s1
  store float %t2318, ptr %s2
  store float %t2319, ptr %s3
  store float %t2320, ptr %s4
  store float %t2321, ptr %s5
  store float %t2322, ptr %s6
  store float %t2323, ptr %s7
  store float %t2324, ptr %s8
  store float %t2325, ptr %s9
  store float %t2326, ptr %s10
  store float %t2327, ptr %s11
  store float %t2328, ptr %s12
  store float %t2329, ptr %s13
  store float %t2330, ptr %s14
  store float %t2331, ptr %s15
  store float %t2332, ptr %s16
  store float %t2333, ptr %s17
  store float %t2334, ptr %s18
  store float %t2335, ptr %s19
  store float %t2336, ptr %s20
  store float %t2337, ptr %s21
  store float %t2338, ptr %s22
  store float %t2339, ptr %s23
  store float %t2340, ptr %s24
  store float %t2341, ptr %s25
  store float %t2342, ptr %s26
  store float %t2343, ptr %s27
  store float %t2344, ptr %s28
  store float %t2345, ptr %s29
  store float %t2346, ptr %s30
  store float %t2347, ptr %s31
  store float %t2348, ptr %s32
  store float %t2349, ptr %s33
  store float %t2350, ptr %s34
  store float %t2351, ptr %s35
  store float %t2352, ptr %s36
  store float %t2353, ptr %s37
  store float %t2354, ptr %s38
  store float %t2355, ptr %s39
  store float %t2356, ptr %s40
  store float %t2357, ptr %s41
  store float %t2358, ptr %s42
  store float %t2359, ptr %s43
  store float %t2360, ptr %s44
  store float %t2361, ptr %s45
  store float %t2362, ptr %s46
  store float %t2363, ptr %s47
  store float %t2364, ptr %s48
  store float %t2365, ptr %s49
  store float %t2366, ptr %s50
  store float %t2367, ptr %s51
  store float %t2368, ptr %s52
  store float %t2369, ptr %s53
  store float %t2370, ptr %s54
  store float %t2371, ptr %s55
  store float %t2372, ptr %s56
  store float %t2373, ptr %s57
  store float %t2374, ptr %s58
  store float %t2375, ptr %s59
  store float %t2376, ptr %s60
  store float %t2377, ptr %s61
  store float %t2378, ptr %s62
  store float %t2379, ptr %s63
  store float %t2383, ptr %s64
  store float %t2384, ptr %s65
  store float %t2385, ptr %s66
  store float %t2386, ptr %s67
  store float %t2387, ptr %s68
  store float %t2388, ptr %s69
  store float %t2389, ptr %s70
  store float %t2390, ptr %s71
  store float %t2391, ptr %s72
  store float %t2392, ptr %s73
  store float %t2393, ptr %s74
  store float %t2394, ptr %s75
  store float %t2395, ptr %s76
  store float %t2396, ptr %s77
  store float %t2397, ptr %s78
  store float %t2398, ptr %s79
  store float %t2399, ptr %s80
  store float %t2400, ptr %s81
  store float %t2401, ptr %s82
  store float %t2402, ptr %s83
  store float %t2403, ptr %s84
  store float %t2404, ptr %s85
  store float %t2405, ptr %s86
  store float %t2406, ptr %s87
  store float %t2407, ptr %s88
  store float %t2408, ptr %s89
  store float %t2409, ptr %s90
  store float %t2410, ptr %s91
  store float %t2411, ptr %s92
  store float %t2412, ptr %s93
  store float %t2413, ptr %s94
  store float %t2414, ptr %s95
  store float %t2415, ptr %s96
  store float %t2416, ptr %s97
  store float %t2417, ptr %s98
  store float %t2418, ptr %s99
  store float %t2419, ptr %s100
  store float %t2420, ptr %s101
  store float %t2421, ptr %s102
  store float %t2422, ptr %s103
  store float %t2423, ptr %s104
  store float %t2424, ptr %s105
  store float %t2425, ptr %s106
  store float %t2426, ptr %s107
  store float %t2427, ptr %s108
  store float %t2428, ptr %s109
  store float %t2429, ptr %s110
  store float %t2430, ptr %s111
  store float %t2431, ptr %s112
  store float %t2432, ptr %s113
  store float %t2433, ptr %s114
  store float %t2434, ptr %s115
  store float %t2435, ptr %s116
  store float %t2436, ptr %s117
  store float %t2437, ptr %s118
  store float %t2438, ptr %s119
  store float %t2439, ptr %s120
  store float %t2440, ptr %s121
  store float %t2441, ptr %s122
  store float %t2442, ptr %s123
  store float %t2443, ptr %s124
  store float %t2444, ptr %s125
  store float %t2445, ptr %s126
  store float %t2446, ptr %s127
  store ptr addrspace(1) %t2448, ptr %s128
  store ptr addrspace(1) %t2450, ptr %s129
  store ptr addrspace(1) %t2452, ptr %s130
  store ptr addrspace(1) %t2454, ptr %s131
  store ptr addrspace(1) %t2456, ptr %s132
  store ptr addrspace(1) %t2458, ptr %s133
  store ptr addrspace(1) %t2460, ptr %s134
  store ptr addrspace(1) %t2462, ptr %s135
  store ptr addrspace(1) %t2464, ptr %s136
  store ptr addrspace(1) %t2466, ptr %s137
  store ptr addrspace(1) %t2468, ptr %s138
  store ptr addrspace(1) %t2470, ptr %s139
  store ptr addrspace(1) %t2472, ptr %s140
  store ptr addrspace(1) %t2474, ptr %s141
  store ptr addrspace(1) %t2476, ptr %s142
  store ptr addrspace(1) %t2478, ptr %s143
  store ptr addrspace(1) %t2480, ptr %s144
  store ptr addrspace(1) %t2482, ptr %s145
  store ptr addrspace(1) %t2484, ptr %s146
  store ptr addrspace(1) %t2486, ptr %s147
  store ptr addrspace(1) %t2488, ptr %s148
  store ptr addrspace(1) %t2490, ptr %s149
  store ptr addrspace(1) %t2492, ptr %s150
  store ptr addrspace(1) %t2494, ptr %s151
  store ptr addrspace(1) %t2496, ptr %s152
  store ptr addrspace(1) %t2498, ptr %s153
  store ptr addrspace(1) %t2500, ptr %s154
  store ptr addrspace(1) %t2502, ptr %s155
  store ptr addrspace(1) %t2504, ptr %s156
  store ptr addrspace(1) %t2506, ptr %s157
  store ptr addrspace(1) %t2508, ptr %s158
  store ptr addrspace(1) %t2510, ptr %s159
  store ptr addrspace(1) %t2512, ptr %s160
  store ptr addrspace(1) %t2514, ptr %s161
  store ptr addrspace(1) %t2516, ptr %s162
  store ptr addrspace(1) %t2518, ptr %s163
  store ptr addrspace(1) %t2520, ptr %s164
  store ptr addrspace(1) %t2522, ptr %s165
  store ptr addrspace(1) %t2524, ptr %s166
  store ptr addrspace(1) %t2526, ptr %s167
  store ptr addrspace(1) %t2528, ptr %s168
  store ptr addrspace(1) %t2530, ptr %s169
  store ptr addrspace(1) %t2532, ptr %s170
  store ptr addrspace(1) %t2534, ptr %s171
  store ptr addrspace(1) %t2536, ptr %s172
  store ptr addrspace(1) %t2538, ptr %s173
  store ptr addrspace(1) %t2540, ptr %s174
  store ptr addrspace(1) %t2542, ptr %s175
  store ptr addrspace(1) %t2544, ptr %s176
  store ptr addrspace(1) %t2546, ptr %s177
  store ptr addrspace(1) %t2548, ptr %s178
  store ptr addrspace(1) %t2550, ptr %s179
  store ptr addrspace(1) %t2552, ptr %s180
  store ptr addrspace(1) %t2554, ptr %s181
  store ptr addrspace(1) %t2556, ptr %s182
  store ptr addrspace(1) %t2558, ptr %s183
  store ptr addrspace(1) %t2560, ptr %s184
  store ptr addrspace(1) %t2562, ptr %s185
  store ptr addrspace(1) %t2564, ptr %s186
  store ptr addrspace(1) %t2566, ptr %s187
  store ptr addrspace(1) %t2568, ptr %s188
  store ptr addrspace(1) %t2570, ptr %s189
  store ptr addrspace(1) %t2572, ptr %s190
  store ptr addrspace(1) %t2574, ptr %s191
  store ptr addrspace(1) %t2576, ptr %s192
  store ptr addrspace(1) %t2578, ptr %s193
  store ptr addrspace(1) %t2580, ptr %s194
  store ptr addrspace(1) %t2582, ptr %s195
  store ptr addrspace(1) %t2584, ptr %s196
  store ptr addrspace(1) %t2586, ptr %s197
  store ptr addrspace(1) %t2588, ptr %s198
  store ptr addrspace(1) %t2590, ptr %s199
  store ptr addrspace(1) %t2592, ptr %s200
  store ptr addrspace(1) %t2594, ptr %s201
  store ptr addrspace(1) %t2596, ptr %s202
  store ptr addrspace(1) %t2598, ptr %s203
  store ptr addrspace(1) %t2600, ptr %s204
  store ptr addrspace(1) %t2602, ptr %s205
  store ptr addrspace(1) %t2604, ptr %s206
  store ptr addrspace(1) %t2606, ptr %s207
  store ptr addrspace(1) %t2608, ptr %s208
  store ptr addrspace(1) %t2610, ptr %s209
  store ptr addrspace(1) %t2612, ptr %s210
  store ptr addrspace(1) %t2614, ptr %s211
  store ptr addrspace(1) %t2616, ptr %s212
  store ptr addrspace(1) %t2618, ptr %s213
  store ptr addrspace(1) %t2620, ptr %s214
  store ptr addrspace(1) %t2622, ptr %s215
  store ptr addrspace(1) %t2624, ptr %s216
  store ptr addrspace(1) %t2626, ptr %s217
  store ptr addrspace(1) %t2628, ptr %s218
  store ptr addrspace(1) %t2630, ptr %s219
  store ptr addrspace(1) %t2632, ptr %s220
  store ptr addrspace(1) %t2634, ptr %s221
  store ptr addrspace(1) %t2636, ptr %s222
  store ptr addrspace(1) %t2638, ptr %s223
  store ptr addrspace(1) %t2640, ptr %s224
  store ptr addrspace(1) %t2642, ptr %s225
  store ptr addrspace(1) %t2644, ptr %s226
  store ptr addrspace(1) %t2646, ptr %s227
  store ptr addrspace(1) %t2648, ptr %s228
  store ptr addrspace(1) %t2650, ptr %s229
  store ptr addrspace(1) %t2652, ptr %s230
  store ptr addrspace(1) %t2654, ptr %s231
  store ptr addrspace(1) %t2656, ptr %s232
  store ptr addrspace(1) %t2658, ptr %s233
  store ptr addrspace(1) %t2660, ptr %s234
  store ptr addrspace(1) %t2662, ptr %s235
  store ptr addrspace(1) %t2664, ptr %s236
  store ptr addrspace(1) %t2666, ptr %s237
  store ptr addrspace(1) %t2668, ptr %s238
  store ptr addrspace(1) %t2670, ptr %s239
  store ptr addrspace(1) %t2672, ptr %s240
  store ptr addrspace(1) %t2674, ptr %s241
  store ptr addrspace(1) %t2676, ptr %s242
  store ptr addrspace(1) %t2678, ptr %s243
  store ptr addrspace(1) %t2680, ptr %s244
  store ptr addrspace(1) %t2682, ptr %s245
  store ptr addrspace(1) %t2684, ptr %s246
  store ptr addrspace(1) %t2686, ptr %s247
  store ptr addrspace(1) %t2688, ptr %s248
  store ptr addrspace(1) %t2690, ptr %s249
  store ptr addrspace(1) %t2692, ptr %s250
  store ptr addrspace(1) %t2694, ptr %s251
  store ptr addrspace(1) %t2696, ptr %s252
  store ptr addrspace(1) %t2698, ptr %s253
  store ptr addrspace(1) %t2700, ptr %s254
  store ptr addrspace(1) %t2702, ptr %s255
  store i32 %t3294, ptr %s256
  store i32 %t3297, ptr %s257
  %t3298 = add i32 %t1637, 1
  store i32 %t3298, ptr %s258
  br label %for_head1
for_done3:
  %t3299 = load float, ptr %s0
  %t3300 = load float, ptr %s1
  %t3301 = load float, ptr %s2
  %t3302 = load float, ptr %s3
  %t3303 = load float, ptr %s4
  %t3304 = load float, ptr %s5
  %t3305 = load float, ptr %s6
  %t3306 = load float, ptr %s7
  %t3307 = load float, ptr %s8
  %t3308 = load float, ptr %s9
  %t3309 = load float, ptr %s10
  %t3310 = load float, ptr %s11
  %t3311 = load float, ptr %s12
  %t3312 = load float, ptr %s13
  %t3313 = load float, ptr %s14
  %t3314 = load float, ptr %s15
  %t3315 = load float, ptr %s16
  %t3316 = load float, ptr %s17
  %t3317 = load float, ptr %s18
  %t3318 = load float, ptr %s19
  %t3319 = load float, ptr %s20
  %t3320 = load float, ptr %s21
  %t3321 = load float, ptr %s22
  %t3322 = load float, ptr %s23
  %t3323 = load float, ptr %s24
  %t3324 = load float, ptr %s25
  %t3325 = load float, ptr %s26
  %t3326 = load float, ptr %s27
  %t3327 = load float, ptr %s28
  %t3328 = load float, ptr %s29
  %t3329 = load float, ptr %s30
  %t3330 = load float, ptr %s31
  %t3331 = load float, ptr %s32
  %t3332 = load float, ptr %s33
  %t3333 = load float, ptr %s34
  %t3334 = load float, ptr %s35
  %t3335 = load float, ptr %s36
  %t3336 = load float, ptr %s37
  %t3337 = load float, ptr %s38
  %t3338 = load float, ptr %s39
  %t3339 = load float, ptr %s40
  %t3340 = load float, ptr %s41
  %t3341 = load float, ptr %s42
  %t3342 = load float, ptr %s43
  %t3343 = load float, ptr %s44
  %t3344 = load float, ptr %s45
  %t3345 = load float, ptr %s46
  %t3346 = load float, ptr %s47
  %t3347 = load float, ptr %s48
  %t3348 = load float, ptr %s49
  %t3349 = load float, ptr %s50
  %t3350 = load float, ptr %s51
  %t3351 = load float, ptr %s52
  %t3352 = load float, ptr %s53
  %t3353 = load float, ptr %s54
  %t3354 = load float, ptr %s55
  %t3355 = load float, ptr %s56
  %t3356 = load float, ptr %s57
  %t3357 = load float, ptr %s58
  %t3358 = load float, ptr %s59
  %t3359 = load float, ptr %s60
  %t3360 = load float, ptr %s61
  %t3361 = load float, ptr %s62
  %t3362 = load float, ptr %s63
  %t3363 = load float, ptr %s64
  %t3364 = load float, ptr %s65
  %t3365 = load float, ptr %s66
  %t3366 = load float, ptr %s67
  %t3367 = load float, ptr %s68
  %t3368 = load float, ptr %s69
  %t3369 = load float, ptr %s70
  %t3370 = load float, ptr %s71
  %t3371 = load float, ptr %s72
  %t3372 = load float, ptr %s73
  %t3373 = load float, ptr %s74
  %t3374 = load float, ptr %s75
  %t3375 = load float, ptr %s76
  %t3376 = load float, ptr %s77
  %t3377 = load float, ptr %s78
  %t3378 = load float, ptr %s79
  %t3379 = load float, ptr %s80
  %t3380 = load float, ptr %s81
  %t3381 = load float, ptr %s82
  %t3382 = load float, ptr %s83
  %t3383 = load float, ptr %s84
  %t3384 = load float, ptr %s85
  %t3385 = load float, ptr %s86
  %t3386 = load float, ptr %s87
  %t3387 = load float, ptr %s88
  %t3388 = load float, ptr %s89
  %t3389 = load float, ptr %s90
  %t3390 = load float, ptr %s91
  %t3391 = load float, ptr %s92
  %t3392 = load float, ptr %s93
  %t3393 = load float, ptr %s94
  %t3394 = load float, ptr %s95
  %t3395 = load float, ptr %s96
  %t3396 = load float, ptr %s97
  %t3397 = load float, ptr %s98
  %t3398 = load float, ptr %s99
  %t3399 = load float, ptr %s100
  %t3400 = load float, ptr %s101
  %t3401 = load float, ptr %s102
  %t3402 = load float, ptr %s103
  %t3403 = load float, ptr %s104
  %t3404 = load float, ptr %s105
  %t3405 = load float, ptr %s106
  %t3406 = load float, ptr %s107
  %t3407 = load float, ptr %s108
  %t3408 = load float, ptr %s109
  %t3409 = load float, ptr %s110
  %t3410 = load float, ptr %s111
  %t3411 = load float, ptr %s112
  %t3412 = load float, ptr %s113
  %t3413 = load float, ptr %s114
  %t3414 = load float, ptr %s115
  %t3415 = load float, ptr %s116
  %t3416 = load float, ptr %s117
  %t3417 = load float, ptr %s118
  %t3418 = load float, ptr %s119
  %t3419 = load float, ptr %s120
  %t3420 = load float, ptr %s121
  %t3421 = load float, ptr %s122
  %t3422 = load float, ptr %s123
  %t3423 = load float, ptr %s124
  %t3424 = load float, ptr %s125
  %t3425 = load float, ptr %s126
  %t3426 = load float, ptr %s127
  %t3427 = load ptr addrspace(1), ptr %s128
  %t3428 = load ptr addrspace(1), ptr %s129
  %t3429 = load ptr addrspace(1), ptr %s130
  %t3430 = load ptr addrspace(1), ptr %s131
  %t3431 = load ptr addrspace(1), ptr %s132
  %t3432 = load ptr addrspace(1), ptr %s133
  %t3433 = load ptr addrspace(1), ptr %s134
  %t3434 = load ptr addrspace(1), ptr %s135
  %t3435 = load ptr addrspace(1), ptr %s136
  %t3436 = load ptr addrspace(1), ptr %s137
  %t3437 = load ptr addrspace(1), ptr %s138
  %t3438 = load ptr addrspace(1), ptr %s139
  %t3439 = load ptr addrspace(1), ptr %s140
  %t3440 = load ptr addrspace(1), ptr %s141
  %t3441 = load ptr addrspace(1), ptr %s142
  %t3442 = load ptr addrspace(1), ptr %s143
  %t3443 = load ptr addrspace(1), ptr %s144
  %t3444 = load ptr addrspace(1), ptr %s145
  %t3445 = load ptr addrspace(1), ptr %s146
  %t3446 = load ptr addrspace(1), ptr %s147
  %t3447 = load ptr addrspace(1), ptr %s148
  %t3448 = load ptr addrspace(1), ptr %s149
  %t3449 = load ptr addrspace(1), ptr %s150
  %t3450 = load ptr addrspace(1), ptr %s151
  %t3451 = load ptr addrspace(1), ptr %s152
  %t3452 = load ptr addrspace(1), ptr %s153
  %t3453 = load ptr addrspace(1), ptr %s154
  %t3454 = load ptr addrspace(1), ptr %s155
  %t3455 = load ptr addrspace(1), ptr %s156
  %t3456 = load ptr addrspace(1), ptr %s157
  %t3457 = load ptr addrspace(1), ptr %s158
  %t3458 = load ptr addrspace(1), ptr %s159
  %t3459 = load ptr addrspace(1), ptr %s160
  %t3460 = load ptr addrspace(1), ptr %s161
  %t3461 = load ptr addrspace(1), ptr %s162
  %t3462 = load ptr addrspace(1), ptr %s163
  %t3463 = load ptr addrspace(1), ptr %s164
  %t3464 = load ptr addrspace(1), ptr %s165
  %t3465 = load ptr addrspace(1), ptr %s166
  %t3466 = load ptr addrspace(1), ptr %s167
  %t3467 = load ptr addrspace(1), ptr %s168
  %t3468 = load ptr addrspace(1), ptr %s169
  %t3469 = load ptr addrspace(1), ptr %s170
  %t3470 = load ptr addrspace(1), ptr %s171
  %t3471 = load ptr addrspace(1), ptr %s172
  %t3472 = load ptr addrspace(1), ptr %s173
  %t3473 = load ptr addrspace(1), ptr %s174
  %t3474 = load ptr addrspace(1), ptr %s175
  %t3475 = load ptr addrspace(1), ptr %s176
  %t3476 = load ptr addrspace(1), ptr %s177
  %t3477 = load ptr addrspace(1), ptr %s178
  %t3478 = load ptr addrspace(1), ptr %s179
  %t3479 = load ptr addrspace(1), ptr %s180
  %t3480 = load ptr addrspace(1), ptr %s181
  %t3481 = load ptr addrspace(1), ptr %s182
  %t3482 = load ptr addrspace(1), ptr %s183
  %t3483 = load ptr addrspace(1), ptr %s184
  %t3484 = load ptr addrspace(1), ptr %s185
  %t3485 = load ptr addrspace(1), ptr %s186
  %t3486 = load ptr addrspace(1), ptr %s187
  %t3487 = load ptr addrspace(1), ptr %s188
  %t3488 = load ptr addrspace(1), ptr %s189
  %t3489 = load ptr addrspace(1), ptr %s190
  %t3490 = load ptr addrspace(1), ptr %s191
  %t3491 = load ptr addrspace(1), ptr %s192
  %t3492 = load ptr addrspace(1), ptr %s193
  %t3493 = load ptr addrspace(1), ptr %s194
  %t3494 = load ptr addrspace(1), ptr %s195
  %t3495 = load ptr addrspace(1), ptr %s196
  %t3496 = load ptr addrspace(1), ptr %s197
  %t3497 = load ptr addrspace(1), ptr %s198
  %t3498 = load ptr addrspace(1), ptr %s199
  %t3499 = load ptr addrspace(1), ptr %s200
  %t3500 = load ptr addrspace(1), ptr %s201
  %t3501 = load ptr addrspace(1), ptr %s202
  %t3502 = load ptr addrspace(1), ptr %s203
  %t3503 = load ptr addrspace(1), ptr %s204
  %t3504 = load ptr addrspace(1), ptr %s205
  %t3505 = load ptr addrspace(1), ptr %s206
  %t3506 = load ptr addrspace(1), ptr %s207
  %t3507 = load ptr addrspace(1), ptr %s208
  %t3508 = load ptr addrspace(1), ptr %s209
  %t3509 = load ptr addrspace(1), ptr %s210
  %t3510 = load ptr addrspace(1), ptr %s211
  %t3511 = load ptr addrspace(1), ptr %s212
  %t3512 = load ptr addrspace(1), ptr %s213
  %t3513 = load ptr addrspace(1), ptr %s214
  %t3514 = load ptr addrspace(1), ptr %s215
  %t3515 = load ptr addrspace(1), ptr %s216
  %t3516 = load ptr addrspace(1), ptr %s217
  %t3517 = load ptr addrspace(1), ptr %s218
  %t3518 = load ptr addrspace(1), ptr %s219
  %t3519 = load ptr addrspace(1), ptr %s220
  %t3520 = load ptr addrspace(1), ptr %s221
  %t3521 = load ptr addrspace(1), ptr %s222
  %t3522 = load ptr addrspace(1), ptr %s223
  %t3523 = load ptr addrspace(1), ptr %s224
  %t3524 = load ptr addrspace(1), ptr %s225
  %t3525 = load ptr addrspace(1), ptr %s226
  %t3526 = load ptr addrspace(1), ptr %s227
  %t3527 = load ptr addrspace(1), ptr %s228
  %t3528 = load ptr addrspace(1), ptr %s229
  %t3529 = load ptr addrspace(1), ptr %s230
  %t3530 = load ptr addrspace(1), ptr %s231
  %t3531 = load ptr addrspace(1), ptr %s232
  %t3532 = load ptr addrspace(1), ptr %s233
  %t3533 = load ptr addrspace(1), ptr %s234
  %t3534 = load ptr addrspace(1), ptr %s235
  %t3535 = load ptr addrspace(1), ptr %s236
  %t3536 = load ptr addrspace(1), ptr %s237
  %t3537 = load ptr addrspace(1), ptr %s238
  %t3538 = load ptr addrspace(1), ptr %s239
  %t3539 = load ptr addrspace(1), ptr %s240
  %t3540 = load ptr addrspace(1), ptr %s241
  %t3541 = load ptr addrspace(1), ptr %s242
  %t3542 = load ptr addrspace(1), ptr %s243
  %t3543 = load ptr addrspace(1), ptr %s244
  %t3544 = load ptr addrspace(1), ptr %s245
  %t3545 = load ptr addrspace(1), ptr %s246
  %t3546 = load ptr addrspace(1), ptr %s247
  %t3547 = load ptr addrspace(1), ptr %s248
  %t3548 = load ptr addrspace(1), ptr %s249
  %t3549 = load ptr addrspace(1), ptr %s250
  %t3550 = load ptr addrspace(1), ptr %s251
  %t3551 = load ptr addrspace(1), ptr %s252
  %t3552 = load ptr addrspace(1), ptr %s253
  %t3553 = load ptr addrspace(1), ptr %s254
  %t3554 = load ptr addrspace(1), ptr %s255
  %t3555 = load i32, ptr %s256
  %t3556 = load i32, ptr %s257
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t3557 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,~{memory}"(float %t3299, float %t3300, float %t3301, float %t3302, float %t3303, float %t3304, float %t3305, float %t3306, float %t3307, float %t3308, float %t3309, float %t3310, float %t3311, float %t3312, float %t3313, float %t3314, float %t3315, float %t3316, float %t3317, float %t3318, float %t3319, float %t3320, float %t3321, float %t3322, float %t3323, float %t3324, float %t3325, float %t3326, float %t3327, float %t3328, float %t3329, float %t3330, float %t3331, float %t3332, float %t3333, float %t3334, float %t3335, float %t3336, float %t3337, float %t3338, float %t3339, float %t3340, float %t3341, float %t3342, float %t3343, float %t3344, float %t3345, float %t3346, float %t3347, float %t3348, float %t3349, float %t3350, float %t3351, float %t3352, float %t3353, float %t3354, float %t3355, float %t3356, float %t3357, float %t3358, float %t3359, float %t3360, float %t3361, float %t3362, float %t3363, float %t3364, float %t3365, float %t3366, float %t3367, float %t3368, float %t3369, float %t3370, float %t3371, float %t3372, float %t3373, float %t3374, float %t3375, float %t3376, float %t3377, float %t3378, float %t3379, float %t3380, float %t3381, float %t3382, float %t3383, float %t3384, float %t3385, float %t3386, float %t3387, float %t3388, float %t3389, float %t3390, float %t3391, float %t3392, float %t3393, float %t3394, float %t3395, float %t3396, float %t3397, float %t3398, float %t3399, float %t3400, float %t3401, float %t3402, float %t3403, float %t3404, float %t3405, float %t3406, float %t3407, float %t3408, float %t3409, float %t3410, float %t3411, float %t3412, float %t3413, float %t3414, float %t3415, float %t3416, float %t3417, float %t3418, float %t3419, float %t3420, float %t3421, float %t3422, float %t3423, float %t3424, float %t3425, float %t3426)
  %t3558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 0
  %t3559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 1
  %t3560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 2
  %t3561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 3
  %t3562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 4
  %t3563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 5
  %t3564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 6
  %t3565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 7
  %t3566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 8
  %t3567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 9
  %t3568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 10
  %t3569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 11
  %t3570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 12
  %t3571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 13
  %t3572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 14
  %t3573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 15
  %t3574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 16
  %t3575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 17
  %t3576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 18
  %t3577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 19
  %t3578 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 20
  %t3579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 21
  %t3580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 22
  %t3581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 23
  %t3582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 24
  %t3583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 25
  %t3584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 26
  %t3585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 27
  %t3586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 28
  %t3587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 29
  %t3588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 30
  %t3589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 31
  %t3590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 32
  %t3591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 33
  %t3592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 34
  %t3593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 35
  %t3594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 36
  %t3595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 37
  %t3596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 38
  %t3597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 39
  %t3598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 40
  %t3599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 41
  %t3600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 42
  %t3601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 43
  %t3602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 44
  %t3603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 45
  %t3604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 46
  %t3605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 47
  %t3606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 48
  %t3607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 49
  %t3608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 50
  %t3609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 51
  %t3610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 52
  %t3611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 53
  %t3612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 54
  %t3613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 55
  %t3614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 56
  %t3615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 57
  %t3616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 58
  %t3617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 59
  %t3618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 60
  %t3619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 61
  %t3620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 62
  %t3621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 63
  %t3622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 64
  %t3623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 65
  %t3624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 66
  %t3625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 67
  %t3626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 68
  %t3627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 69
  %t3628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 70
  %t3629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 71
  %t3630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 72
  %t3631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 73
  %t3632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 74
  %t3633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 75
  %t3634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 76
  %t3635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 77
  %t3636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 78
  %t3637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 79
  %t3638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 80
  %t3639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 81
  %t3640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 82
  %t3641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 83
  %t3642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 84
  %t3643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 85
  %t3644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 86
  %t3645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 87
  %t3646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 88
  %t3647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 89
  %t3648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 90
  %t3649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 91
  %t3650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 92
  %t3651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 93
  %t3652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 94
  %t3653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 95
  %t3654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 96
  %t3655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 97
  %t3656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 98
  %t3657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 99
  %t3658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 100
  %t3659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 101
  %t3660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 102
  %t3661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 103
  %t3662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 104
  %t3663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 105
  %t3664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 106
  %t3665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 107
  %t3666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 108
  %t3667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 109
  %t3668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 110
  %t3669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 111
  %t3670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 112
  %t3671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 113
  %t3672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 114
  %t3673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 115
  %t3674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 116
  %t3675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 117
  %t3676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 118
  %t3677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 119
  %t3678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 120
  %t3679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 121
  %t3680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 122
  %t3681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 123
  %t3682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 124
  %t3683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 125
  %t3684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 126
  %t3685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3557, 127
  %t3686 = mul i32 %t325, %arg8
  %t3687 = mul i32 %t326, %arg8
  %t3688 = mul i32 %t327, %arg8
  %t3689 = mul i32 %t328, %arg8
  %t3690 = sext i32 %t3686 to i64
  %t3691 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3690
  %t3692 = sext i32 %t3687 to i64
  %t3693 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3692
  %t3694 = sext i32 %t3688 to i64
  %t3695 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3694
  %t3696 = sext i32 %t3689 to i64
  %t3697 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3696
  %t3698 = sext i32 %t402 to i64
  %t3699 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3698
  %t3700 = sext i32 %t403 to i64
  %t3701 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3700
  %t3702 = sext i32 %t402 to i64
  %t3703 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3702
  %t3704 = sext i32 %t403 to i64
  %t3705 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3704
  %t3706 = sext i32 %t404 to i64
  %t3707 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3706
  %t3708 = sext i32 %t405 to i64
  %t3709 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3708
  %t3710 = sext i32 %t404 to i64
  %t3711 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3710
  %t3712 = sext i32 %t405 to i64
  %t3713 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3712
  %t3714 = sext i32 %t406 to i64
  %t3715 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3714
  %t3716 = sext i32 %t407 to i64
  %t3717 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3716
  %t3718 = sext i32 %t406 to i64
  %t3719 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3718
  %t3720 = sext i32 %t407 to i64
  %t3721 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3720
  %t3722 = sext i32 %t408 to i64
  %t3723 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3722
  %t3724 = sext i32 %t409 to i64
  %t3725 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3724
  %t3726 = sext i32 %t408 to i64
  %t3727 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3726
  %t3728 = sext i32 %t409 to i64
  %t3729 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3728
  %t3730 = sext i32 %t410 to i64
  %t3731 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3730
  %t3732 = sext i32 %t411 to i64
  %t3733 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3732
  %t3734 = sext i32 %t410 to i64
  %t3735 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3734
  %t3736 = sext i32 %t411 to i64
  %t3737 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3736
  %t3738 = sext i32 %t412 to i64
  %t3739 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3738
  %t3740 = sext i32 %t413 to i64
  %t3741 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3740
  %t3742 = sext i32 %t412 to i64
  %t3743 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3742
  %t3744 = sext i32 %t413 to i64
  %t3745 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3744
  %t3746 = sext i32 %t414 to i64
  %t3747 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3746
  %t3748 = sext i32 %t415 to i64
  %t3749 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3748
  %t3750 = sext i32 %t414 to i64
  %t3751 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3750
  %t3752 = sext i32 %t415 to i64
  %t3753 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3752
  %t3754 = sext i32 %t416 to i64
  %t3755 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3754
  %t3756 = sext i32 %t417 to i64
  %t3757 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3756
  %t3758 = sext i32 %t416 to i64
  %t3759 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3758
  %t3760 = sext i32 %t417 to i64
  %t3761 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3760
  %t3762 = sext i32 %t418 to i64
  %t3763 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3762
  %t3764 = sext i32 %t419 to i64
  %t3765 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3764
  %t3766 = sext i32 %t418 to i64
  %t3767 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3766
  %t3768 = sext i32 %t419 to i64
  %t3769 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3768
  %t3770 = sext i32 %t420 to i64
  %t3771 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3770
  %t3772 = sext i32 %t421 to i64
  %t3773 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3772
  %t3774 = sext i32 %t420 to i64
  %t3775 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3774
  %t3776 = sext i32 %t421 to i64
  %t3777 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3776
  %t3778 = sext i32 %t422 to i64
  %t3779 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3778
  %t3780 = sext i32 %t423 to i64
  %t3781 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3780
  %t3782 = sext i32 %t422 to i64
  %t3783 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3782
  %t3784 = sext i32 %t423 to i64
  %t3785 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3784
  %t3786 = sext i32 %t424 to i64
  %t3787 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3786
  %t3788 = sext i32 %t425 to i64
  %t3789 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3788
  %t3790 = sext i32 %t424 to i64
  %t3791 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3790
  %t3792 = sext i32 %t425 to i64
  %t3793 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3792
  %t3794 = sext i32 %t426 to i64
  %t3795 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3794
  %t3796 = sext i32 %t427 to i64
  %t3797 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3796
  %t3798 = sext i32 %t426 to i64
  %t3799 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3798
  %t3800 = sext i32 %t427 to i64
  %t3801 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3800
  %t3802 = sext i32 %t428 to i64
  %t3803 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3802
  %t3804 = sext i32 %t429 to i64
  %t3805 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3804
  %t3806 = sext i32 %t428 to i64
  %t3807 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3806
  %t3808 = sext i32 %t429 to i64
  %t3809 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3808
  %t3810 = sext i32 %t430 to i64
  %t3811 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3810
  %t3812 = sext i32 %t431 to i64
  %t3813 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3812
  %t3814 = sext i32 %t430 to i64
  %t3815 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3814
  %t3816 = sext i32 %t431 to i64
  %t3817 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3816
  %t3818 = sext i32 %t432 to i64
  %t3819 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3818
  %t3820 = sext i32 %t433 to i64
  %t3821 = getelementptr float, ptr addrspace(1) %t3691, i64 %t3820
  %t3822 = sext i32 %t432 to i64
  %t3823 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3822
  %t3824 = sext i32 %t433 to i64
  %t3825 = getelementptr float, ptr addrspace(1) %t3693, i64 %t3824
  %t3826 = sext i32 %t402 to i64
  %t3827 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3826
  %t3828 = sext i32 %t403 to i64
  %t3829 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3828
  %t3830 = sext i32 %t402 to i64
  %t3831 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3830
  %t3832 = sext i32 %t403 to i64
  %t3833 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3832
  %t3834 = sext i32 %t404 to i64
  %t3835 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3834
  %t3836 = sext i32 %t405 to i64
  %t3837 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3836
  %t3838 = sext i32 %t404 to i64
  %t3839 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3838
  %t3840 = sext i32 %t405 to i64
  %t3841 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3840
  %t3842 = sext i32 %t406 to i64
  %t3843 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3842
  %t3844 = sext i32 %t407 to i64
  %t3845 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3844
  %t3846 = sext i32 %t406 to i64
  %t3847 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3846
  %t3848 = sext i32 %t407 to i64
  %t3849 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3848
  %t3850 = sext i32 %t408 to i64
  %t3851 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3850
  %t3852 = sext i32 %t409 to i64
  %t3853 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3852
  %t3854 = sext i32 %t408 to i64
  %t3855 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3854
  %t3856 = sext i32 %t409 to i64
  %t3857 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3856
  %t3858 = sext i32 %t410 to i64
  %t3859 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3858
  %t3860 = sext i32 %t411 to i64
  %t3861 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3860
  %t3862 = sext i32 %t410 to i64
  %t3863 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3862
  %t3864 = sext i32 %t411 to i64
  %t3865 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3864
  %t3866 = sext i32 %t412 to i64
  %t3867 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3866
  %t3868 = sext i32 %t413 to i64
  %t3869 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3868
  %t3870 = sext i32 %t412 to i64
  %t3871 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3870
  %t3872 = sext i32 %t413 to i64
  %t3873 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3872
  %t3874 = sext i32 %t414 to i64
  %t3875 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3874
  %t3876 = sext i32 %t415 to i64
  %t3877 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3876
  %t3878 = sext i32 %t414 to i64
  %t3879 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3878
  %t3880 = sext i32 %t415 to i64
  %t3881 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3880
  %t3882 = sext i32 %t416 to i64
  %t3883 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3882
  %t3884 = sext i32 %t417 to i64
  %t3885 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3884
  %t3886 = sext i32 %t416 to i64
  %t3887 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3886
  %t3888 = sext i32 %t417 to i64
  %t3889 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3888
  %t3890 = sext i32 %t418 to i64
  %t3891 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3890
  %t3892 = sext i32 %t419 to i64
  %t3893 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3892
  %t3894 = sext i32 %t418 to i64
  %t3895 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3894
  %t3896 = sext i32 %t419 to i64
  %t3897 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3896
  %t3898 = sext i32 %t420 to i64
  %t3899 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3898
  %t3900 = sext i32 %t421 to i64
  %t3901 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3900
  %t3902 = sext i32 %t420 to i64
  %t3903 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3902
  %t3904 = sext i32 %t421 to i64
  %t3905 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3904
  %t3906 = sext i32 %t422 to i64
  %t3907 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3906
  %t3908 = sext i32 %t423 to i64
  %t3909 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3908
  %t3910 = sext i32 %t422 to i64
  %t3911 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3910
  %t3912 = sext i32 %t423 to i64
  %t3913 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3912
  %t3914 = sext i32 %t424 to i64
  %t3915 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3914
  %t3916 = sext i32 %t425 to i64
  %t3917 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3916
  %t3918 = sext i32 %t424 to i64
  %t3919 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3918
  %t3920 = sext i32 %t425 to i64
  %t3921 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3920
  %t3922 = sext i32 %t426 to i64
  %t3923 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3922
  %t3924 = sext i32 %t427 to i64
  %t3925 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3924
  %t3926 = sext i32 %t426 to i64
  %t3927 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3926
  %t3928 = sext i32 %t427 to i64
  %t3929 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3928
  %t3930 = sext i32 %t428 to i64
  %t3931 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3930
  %t3932 = sext i32 %t429 to i64
  %t3933 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3932
  %t3934 = sext i32 %t428 to i64
  %t3935 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3934
  %t3936 = sext i32 %t429 to i64
  %t3937 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3936
  %t3938 = sext i32 %t430 to i64
  %t3939 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3938
  %t3940 = sext i32 %t431 to i64
  %t3941 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3940
  %t3942 = sext i32 %t430 to i64
  %t3943 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3942
  %t3944 = sext i32 %t431 to i64
  %t3945 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3944
  %t3946 = sext i32 %t432 to i64
  %t3947 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3946
  %t3948 = sext i32 %t433 to i64
  %t3949 = getelementptr float, ptr addrspace(1) %t3695, i64 %t3948
  %t3950 = sext i32 %t432 to i64
  %t3951 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3950
  %t3952 = sext i32 %t433 to i64
  %t3953 = getelementptr float, ptr addrspace(1) %t3697, i64 %t3952
  %t3954 = icmp slt i32 %t325, %arg3
  %t3955 = icmp slt i32 %t326, %arg3
  %t3956 = icmp slt i32 %t327, %arg3
  %t3957 = icmp slt i32 %t328, %arg3
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
  %t3989 = icmp slt i32 %t433, %arg4
  %t3990 = and i1 %t3954, %t3958
  %t3991 = and i1 %t3954, %t3959
  %t3992 = and i1 %t3955, %t3958
  %t3993 = and i1 %t3955, %t3959
  %t3994 = and i1 %t3954, %t3960
  %t3995 = and i1 %t3954, %t3961
  %t3996 = and i1 %t3955, %t3960
  %t3997 = and i1 %t3955, %t3961
  %t3998 = and i1 %t3954, %t3962
  %t3999 = and i1 %t3954, %t3963
  %t4000 = and i1 %t3955, %t3962
  %t4001 = and i1 %t3955, %t3963
  %t4002 = and i1 %t3954, %t3964
  %t4003 = and i1 %t3954, %t3965
  %t4004 = and i1 %t3955, %t3964
  %t4005 = and i1 %t3955, %t3965
  %t4006 = and i1 %t3954, %t3966
  %t4007 = and i1 %t3954, %t3967
  %t4008 = and i1 %t3955, %t3966
  %t4009 = and i1 %t3955, %t3967
  %t4010 = and i1 %t3954, %t3968
  %t4011 = and i1 %t3954, %t3969
  %t4012 = and i1 %t3955, %t3968
  %t4013 = and i1 %t3955, %t3969
  %t4014 = and i1 %t3954, %t3970
  %t4015 = and i1 %t3954, %t3971
  %t4016 = and i1 %t3955, %t3970
  %t4017 = and i1 %t3955, %t3971
  %t4018 = and i1 %t3954, %t3972
  %t4019 = and i1 %t3954, %t3973
  %t4020 = and i1 %t3955, %t3972
  %t4021 = and i1 %t3955, %t3973
  %t4022 = and i1 %t3954, %t3974
  %t4023 = and i1 %t3954, %t3975
  %t4024 = and i1 %t3955, %t3974
  %t4025 = and i1 %t3955, %t3975
  %t4026 = and i1 %t3954, %t3976
  %t4027 = and i1 %t3954, %t3977
  %t4028 = and i1 %t3955, %t3976
  %t4029 = and i1 %t3955, %t3977
  %t4030 = and i1 %t3954, %t3978
  %t4031 = and i1 %t3954, %t3979
  %t4032 = and i1 %t3955, %t3978
  %t4033 = and i1 %t3955, %t3979
  %t4034 = and i1 %t3954, %t3980
  %t4035 = and i1 %t3954, %t3981
  %t4036 = and i1 %t3955, %t3980
  %t4037 = and i1 %t3955, %t3981
  %t4038 = and i1 %t3954, %t3982
  %t4039 = and i1 %t3954, %t3983
  %t4040 = and i1 %t3955, %t3982
  %t4041 = and i1 %t3955, %t3983
  %t4042 = and i1 %t3954, %t3984
  %t4043 = and i1 %t3954, %t3985
  %t4044 = and i1 %t3955, %t3984
  %t4045 = and i1 %t3955, %t3985
  %t4046 = and i1 %t3954, %t3986
  %t4047 = and i1 %t3954, %t3987
  %t4048 = and i1 %t3955, %t3986
  %t4049 = and i1 %t3955, %t3987
  %t4050 = and i1 %t3954, %t3988
  %t4051 = and i1 %t3954, %t3989
  %t4052 = and i1 %t3955, %t3988
  %t4053 = and i1 %t3955, %t3989
  %t4054 = and i1 %t3956, %t3958
  %t4055 = and i1 %t3956, %t3959
  %t4056 = and i1 %t3957, %t3958
  %t4057 = and i1 %t3957, %t3959
  %t4058 = and i1 %t3956, %t3960
  %t4059 = and i1 %t3956, %t3961
  %t4060 = and i1 %t3957, %t3960
  %t4061 = and i1 %t3957, %t3961
  %t4062 = and i1 %t3956, %t3962
  %t4063 = and i1 %t3956, %t3963
  %t4064 = and i1 %t3957, %t3962
  %t4065 = and i1 %t3957, %t3963
  %t4066 = and i1 %t3956, %t3964
  %t4067 = and i1 %t3956, %t3965
  %t4068 = and i1 %t3957, %t3964
  %t4069 = and i1 %t3957, %t3965
  %t4070 = and i1 %t3956, %t3966
  %t4071 = and i1 %t3956, %t3967
  %t4072 = and i1 %t3957, %t3966
  %t4073 = and i1 %t3957, %t3967
  %t4074 = and i1 %t3956, %t3968
  %t4075 = and i1 %t3956, %t3969
  %t4076 = and i1 %t3957, %t3968
  %t4077 = and i1 %t3957, %t3969
  %t4078 = and i1 %t3956, %t3970
  %t4079 = and i1 %t3956, %t3971
  %t4080 = and i1 %t3957, %t3970
  %t4081 = and i1 %t3957, %t3971
  %t4082 = and i1 %t3956, %t3972
  %t4083 = and i1 %t3956, %t3973
  %t4084 = and i1 %t3957, %t3972
  %t4085 = and i1 %t3957, %t3973
  %t4086 = and i1 %t3956, %t3974
  %t4087 = and i1 %t3956, %t3975
  %t4088 = and i1 %t3957, %t3974
  %t4089 = and i1 %t3957, %t3975
  %t4090 = and i1 %t3956, %t3976
  %t4091 = and i1 %t3956, %t3977
  %t4092 = and i1 %t3957, %t3976
  %t4093 = and i1 %t3957, %t3977
  %t4094 = and i1 %t3956, %t3978
  %t4095 = and i1 %t3956, %t3979
  %t4096 = and i1 %t3957, %t3978
  %t4097 = and i1 %t3957, %t3979
  %t4098 = and i1 %t3956, %t3980
  %t4099 = and i1 %t3956, %t3981
  %t4100 = and i1 %t3957, %t3980
  %t4101 = and i1 %t3957, %t3981
  %t4102 = and i1 %t3956, %t3982
  %t4103 = and i1 %t3956, %t3983
  %t4104 = and i1 %t3957, %t3982
  %t4105 = and i1 %t3957, %t3983
  %t4106 = and i1 %t3956, %t3984
  %t4107 = and i1 %t3956, %t3985
  %t4108 = and i1 %t3957, %t3984
  %t4109 = and i1 %t3957, %t3985
  %t4110 = and i1 %t3956, %t3986
  %t4111 = and i1 %t3956, %t3987
  %t4112 = and i1 %t3957, %t3986
  %t4113 = and i1 %t3957, %t3987
  %t4114 = and i1 %t3956, %t3988
  %t4115 = and i1 %t3956, %t3989
  %t4116 = and i1 %t3957, %t3988
  %t4117 = and i1 %t3957, %t3989
  %t4118 = bitcast float %t3558 to i32
  %t4119 = bitcast float %t3559 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3699, i1 %t3990, i32 %t4118, i32 %t4119)
  %t4120 = bitcast float %t3560 to i32
  %t4121 = bitcast float %t3561 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3703, i1 %t3992, i32 %t4120, i32 %t4121)
  %t4122 = bitcast float %t3562 to i32
  %t4123 = bitcast float %t3563 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3707, i1 %t3994, i32 %t4122, i32 %t4123)
  %t4124 = bitcast float %t3564 to i32
  %t4125 = bitcast float %t3565 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3711, i1 %t3996, i32 %t4124, i32 %t4125)
  %t4126 = bitcast float %t3566 to i32
  %t4127 = bitcast float %t3567 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3715, i1 %t3998, i32 %t4126, i32 %t4127)
  %t4128 = bitcast float %t3568 to i32
  %t4129 = bitcast float %t3569 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3719, i1 %t4000, i32 %t4128, i32 %t4129)
  %t4130 = bitcast float %t3570 to i32
  %t4131 = bitcast float %t3571 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3723, i1 %t4002, i32 %t4130, i32 %t4131)
  %t4132 = bitcast float %t3572 to i32
  %t4133 = bitcast float %t3573 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3727, i1 %t4004, i32 %t4132, i32 %t4133)
  %t4134 = bitcast float %t3574 to i32
  %t4135 = bitcast float %t3575 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3731, i1 %t4006, i32 %t4134, i32 %t4135)
  %t4136 = bitcast float %t3576 to i32
  %t4137 = bitcast float %t3577 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3735, i1 %t4008, i32 %t4136, i32 %t4137)
  %t4138 = bitcast float %t3578 to i32
  %t4139 = bitcast float %t3579 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3739, i1 %t4010, i32 %t4138, i32 %t4139)
  %t4140 = bitcast float %t3580 to i32
  %t4141 = bitcast float %t3581 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3743, i1 %t4012, i32 %t4140, i32 %t4141)
  %t4142 = bitcast float %t3582 to i32
  %t4143 = bitcast float %t3583 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3747, i1 %t4014, i32 %t4142, i32 %t4143)
  %t4144 = bitcast float %t3584 to i32
  %t4145 = bitcast float %t3585 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3751, i1 %t4016, i32 %t4144, i32 %t4145)
  %t4146 = bitcast float %t3586 to i32
  %t4147 = bitcast float %t3587 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3755, i1 %t4018, i32 %t4146, i32 %t4147)
  %t4148 = bitcast float %t3588 to i32
  %t4149 = bitcast float %t3589 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3759, i1 %t4020, i32 %t4148, i32 %t4149)
  %t4150 = bitcast float %t3590 to i32
  %t4151 = bitcast float %t3591 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3763, i1 %t4022, i32 %t4150, i32 %t4151)
  %t4152 = bitcast float %t3592 to i32
  %t4153 = bitcast float %t3593 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3767, i1 %t4024, i32 %t4152, i32 %t4153)
  %t4154 = bitcast float %t3594 to i32
  %t4155 = bitcast float %t3595 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3771, i1 %t4026, i32 %t4154, i32 %t4155)
  %t4156 = bitcast float %t3596 to i32
  %t4157 = bitcast float %t3597 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3775, i1 %t4028, i32 %t4156, i32 %t4157)
  %t4158 = bitcast float %t3598 to i32
  %t4159 = bitcast float %t3599 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3779, i1 %t4030, i32 %t4158, i32 %t4159)
  %t4160 = bitcast float %t3600 to i32
  %t4161 = bitcast float %t3601 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3783, i1 %t4032, i32 %t4160, i32 %t4161)
  %t4162 = bitcast float %t3602 to i32
  %t4163 = bitcast float %t3603 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3787, i1 %t4034, i32 %t4162, i32 %t4163)
  %t4164 = bitcast float %t3604 to i32
  %t4165 = bitcast float %t3605 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3791, i1 %t4036, i32 %t4164, i32 %t4165)
  %t4166 = bitcast float %t3606 to i32
  %t4167 = bitcast float %t3607 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3795, i1 %t4038, i32 %t4166, i32 %t4167)
  %t4168 = bitcast float %t3608 to i32
  %t4169 = bitcast float %t3609 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3799, i1 %t4040, i32 %t4168, i32 %t4169)
  %t4170 = bitcast float %t3610 to i32
  %t4171 = bitcast float %t3611 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3803, i1 %t4042, i32 %t4170, i32 %t4171)
  %t4172 = bitcast float %t3612 to i32
  %t4173 = bitcast float %t3613 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3807, i1 %t4044, i32 %t4172, i32 %t4173)
  %t4174 = bitcast float %t3614 to i32
  %t4175 = bitcast float %t3615 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3811, i1 %t4046, i32 %t4174, i32 %t4175)
  %t4176 = bitcast float %t3616 to i32
  %t4177 = bitcast float %t3617 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3815, i1 %t4048, i32 %t4176, i32 %t4177)
  %t4178 = bitcast float %t3618 to i32
  %t4179 = bitcast float %t3619 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3819, i1 %t4050, i32 %t4178, i32 %t4179)
  %t4180 = bitcast float %t3620 to i32
  %t4181 = bitcast float %t3621 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3823, i1 %t4052, i32 %t4180, i32 %t4181)
  %t4182 = bitcast float %t3622 to i32
  %t4183 = bitcast float %t3623 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3827, i1 %t4054, i32 %t4182, i32 %t4183)
  %t4184 = bitcast float %t3624 to i32
  %t4185 = bitcast float %t3625 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3831, i1 %t4056, i32 %t4184, i32 %t4185)
  %t4186 = bitcast float %t3626 to i32
  %t4187 = bitcast float %t3627 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3835, i1 %t4058, i32 %t4186, i32 %t4187)
  %t4188 = bitcast float %t3628 to i32
  %t4189 = bitcast float %t3629 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3839, i1 %t4060, i32 %t4188, i32 %t4189)
  %t4190 = bitcast float %t3630 to i32
  %t4191 = bitcast float %t3631 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3843, i1 %t4062, i32 %t4190, i32 %t4191)
  %t4192 = bitcast float %t3632 to i32
  %t4193 = bitcast float %t3633 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3847, i1 %t4064, i32 %t4192, i32 %t4193)
  %t4194 = bitcast float %t3634 to i32
  %t4195 = bitcast float %t3635 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3851, i1 %t4066, i32 %t4194, i32 %t4195)
  %t4196 = bitcast float %t3636 to i32
  %t4197 = bitcast float %t3637 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3855, i1 %t4068, i32 %t4196, i32 %t4197)
  %t4198 = bitcast float %t3638 to i32
  %t4199 = bitcast float %t3639 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3859, i1 %t4070, i32 %t4198, i32 %t4199)
  %t4200 = bitcast float %t3640 to i32
  %t4201 = bitcast float %t3641 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3863, i1 %t4072, i32 %t4200, i32 %t4201)
  %t4202 = bitcast float %t3642 to i32
  %t4203 = bitcast float %t3643 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3867, i1 %t4074, i32 %t4202, i32 %t4203)
  %t4204 = bitcast float %t3644 to i32
  %t4205 = bitcast float %t3645 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3871, i1 %t4076, i32 %t4204, i32 %t4205)
  %t4206 = bitcast float %t3646 to i32
  %t4207 = bitcast float %t3647 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3875, i1 %t4078, i32 %t4206, i32 %t4207)
  %t4208 = bitcast float %t3648 to i32
  %t4209 = bitcast float %t3649 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3879, i1 %t4080, i32 %t4208, i32 %t4209)
  %t4210 = bitcast float %t3650 to i32
  %t4211 = bitcast float %t3651 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3883, i1 %t4082, i32 %t4210, i32 %t4211)
  %t4212 = bitcast float %t3652 to i32
  %t4213 = bitcast float %t3653 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3887, i1 %t4084, i32 %t4212, i32 %t4213)
  %t4214 = bitcast float %t3654 to i32
  %t4215 = bitcast float %t3655 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3891, i1 %t4086, i32 %t4214, i32 %t4215)
  %t4216 = bitcast float %t3656 to i32
  %t4217 = bitcast float %t3657 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3895, i1 %t4088, i32 %t4216, i32 %t4217)
  %t4218 = bitcast float %t3658 to i32
  %t4219 = bitcast float %t3659 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3899, i1 %t4090, i32 %t4218, i32 %t4219)
  %t4220 = bitcast float %t3660 to i32
  %t4221 = bitcast float %t3661 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3903, i1 %t4092, i32 %t4220, i32 %t4221)
  %t4222 = bitcast float %t3662 to i32
  %t4223 = bitcast float %t3663 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3907, i1 %t4094, i32 %t4222, i32 %t4223)
  %t4224 = bitcast float %t3664 to i32
  %t4225 = bitcast float %t3665 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3911, i1 %t4096, i32 %t4224, i32 %t4225)
  %t4226 = bitcast float %t3666 to i32
  %t4227 = bitcast float %t3667 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3915, i1 %t4098, i32 %t4226, i32 %t4227)
  %t4228 = bitcast float %t3668 to i32
  %t4229 = bitcast float %t3669 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3919, i1 %t4100, i32 %t4228, i32 %t4229)
  %t4230 = bitcast float %t3670 to i32
  %t4231 = bitcast float %t3671 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3923, i1 %t4102, i32 %t4230, i32 %t4231)
  %t4232 = bitcast float %t3672 to i32
  %t4233 = bitcast float %t3673 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3927, i1 %t4104, i32 %t4232, i32 %t4233)
  %t4234 = bitcast float %t3674 to i32
  %t4235 = bitcast float %t3675 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3931, i1 %t4106, i32 %t4234, i32 %t4235)
  %t4236 = bitcast float %t3676 to i32
  %t4237 = bitcast float %t3677 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3935, i1 %t4108, i32 %t4236, i32 %t4237)
  %t4238 = bitcast float %t3678 to i32
  %t4239 = bitcast float %t3679 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3939, i1 %t4110, i32 %t4238, i32 %t4239)
  %t4240 = bitcast float %t3680 to i32
  %t4241 = bitcast float %t3681 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3943, i1 %t4112, i32 %t4240, i32 %t4241)
  %t4242 = bitcast float %t3682 to i32
  %t4243 = bitcast float %t3683 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3947, i1 %t4114, i32 %t4242, i32 %t4243)
  %t4244 = bitcast float %t3684 to i32
  %t4245 = bitcast float %t3685 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3951, i1 %t4116, i32 %t4244, i32 %t4245)
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
