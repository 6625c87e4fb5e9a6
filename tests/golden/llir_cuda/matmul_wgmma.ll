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
  %t1021 = add i32 %t1020, 32768
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
  %t1610 = add i32 %t1609, 32768
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
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t1896 = mul i32 %t1894, 8192
  %t1897 = add i32 %t1896, 0
  %t1898 = mul i32 %t1897, 2
  %t1899 = mul i32 %t1894, 8192
  %t1900 = add i32 %t1899, 32768
  %t1901 = mul i32 %t1900, 2
  %t1902 = mul i32 1, 2
  %t1903 = add i32 %t1636, %t1902
  %t1904 = icmp slt i32 %t1903, %t838
  %t1905 = mul i32 64, 2
  %t1906 = mul i32 64, 2
  %t1907 = mul i32 64, 2
  %t1908 = mul i32 64, 2
  %t1909 = mul i32 64, 2
  %t1910 = mul i32 64, 2
  %t1911 = mul i32 64, 2
  %t1912 = mul i32 64, 2
  %t1913 = mul i32 64, 2
  %t1914 = mul i32 64, 2
  %t1915 = mul i32 64, 2
  %t1916 = mul i32 64, 2
  %t1917 = mul i32 64, 2
  %t1918 = mul i32 64, 2
  %t1919 = mul i32 64, 2
  %t1920 = mul i32 64, 2
  %t1921 = mul i32 64, 2
  %t1922 = mul i32 64, 2
  %t1923 = mul i32 64, 2
  %t1924 = mul i32 64, 2
  %t1925 = mul i32 64, 2
  %t1926 = mul i32 64, 2
  %t1927 = mul i32 64, 2
  %t1928 = mul i32 64, 2
  %t1929 = mul i32 64, 2
  %t1930 = mul i32 64, 2
  %t1931 = mul i32 64, 2
  %t1932 = mul i32 64, 2
  %t1933 = mul i32 64, 2
  %t1934 = mul i32 64, 2
  %t1935 = mul i32 64, 2
  %t1936 = mul i32 64, 2
  %t1937 = mul i32 64, 2
  %t1938 = mul i32 64, 2
  %t1939 = mul i32 64, 2
  %t1940 = mul i32 64, 2
  %t1941 = mul i32 64, 2
  %t1942 = mul i32 64, 2
  %t1943 = mul i32 64, 2
  %t1944 = mul i32 64, 2
  %t1945 = mul i32 64, 2
  %t1946 = mul i32 64, 2
  %t1947 = mul i32 64, 2
  %t1948 = mul i32 64, 2
  %t1949 = mul i32 64, 2
  %t1950 = mul i32 64, 2
  %t1951 = mul i32 64, 2
  %t1952 = mul i32 64, 2
  %t1953 = mul i32 64, 2
  %t1954 = mul i32 64, 2
  %t1955 = mul i32 64, 2
  %t1956 = mul i32 64, 2
  %t1957 = mul i32 64, 2
  %t1958 = mul i32 64, 2
  %t1959 = mul i32 64, 2
  %t1960 = mul i32 64, 2
  %t1961 = mul i32 64, 2
  %t1962 = mul i32 64, 2
  %t1963 = mul i32 64, 2
  %t1964 = mul i32 64, 2
  %t1965 = mul i32 64, 2
  %t1966 = mul i32 64, 2
  %t1967 = mul i32 64, 2
  %t1968 = mul i32 64, 2
  %t1969 = sext i32 %t1905 to i64
  %t1970 = getelementptr half, ptr addrspace(1) %t1766, i64 %t1969
  %t1971 = sext i32 %t1906 to i64
  %t1972 = getelementptr half, ptr addrspace(1) %t1767, i64 %t1971
  %t1973 = sext i32 %t1907 to i64
  %t1974 = getelementptr half, ptr addrspace(1) %t1768, i64 %t1973
  %t1975 = sext i32 %t1908 to i64
  %t1976 = getelementptr half, ptr addrspace(1) %t1769, i64 %t1975
  %t1977 = sext i32 %t1909 to i64
  %t1978 = getelementptr half, ptr addrspace(1) %t1770, i64 %t1977
  %t1979 = sext i32 %t1910 to i64
  %t1980 = getelementptr half, ptr addrspace(1) %t1771, i64 %t1979
  %t1981 = sext i32 %t1911 to i64
  %t1982 = getelementptr half, ptr addrspace(1) %t1772, i64 %t1981
  %t1983 = sext i32 %t1912 to i64
  %t1984 = getelementptr half, ptr addrspace(1) %t1773, i64 %t1983
  %t1985 = sext i32 %t1913 to i64
  %t1986 = getelementptr half, ptr addrspace(1) %t1774, i64 %t1985
  %t1987 = sext i32 %t1914 to i64
  %t1988 = getelementptr half, ptr addrspace(1) %t1775, i64 %t1987
  %t1989 = sext i32 %t1915 to i64
  %t1990 = getelementptr half, ptr addrspace(1) %t1776, i64 %t1989
  %t1991 = sext i32 %t1916 to i64
  %t1992 = getelementptr half, ptr addrspace(1) %t1777, i64 %t1991
  %t1993 = sext i32 %t1917 to i64
  %t1994 = getelementptr half, ptr addrspace(1) %t1778, i64 %t1993
  %t1995 = sext i32 %t1918 to i64
  %t1996 = getelementptr half, ptr addrspace(1) %t1779, i64 %t1995
  %t1997 = sext i32 %t1919 to i64
  %t1998 = getelementptr half, ptr addrspace(1) %t1780, i64 %t1997
  %t1999 = sext i32 %t1920 to i64
  %t2000 = getelementptr half, ptr addrspace(1) %t1781, i64 %t1999
  %t2001 = sext i32 %t1921 to i64
  %t2002 = getelementptr half, ptr addrspace(1) %t1782, i64 %t2001
  %t2003 = sext i32 %t1922 to i64
  %t2004 = getelementptr half, ptr addrspace(1) %t1783, i64 %t2003
  %t2005 = sext i32 %t1923 to i64
  %t2006 = getelementptr half, ptr addrspace(1) %t1784, i64 %t2005
  %t2007 = sext i32 %t1924 to i64
  %t2008 = getelementptr half, ptr addrspace(1) %t1785, i64 %t2007
  %t2009 = sext i32 %t1925 to i64
  %t2010 = getelementptr half, ptr addrspace(1) %t1786, i64 %t2009
  %t2011 = sext i32 %t1926 to i64
  %t2012 = getelementptr half, ptr addrspace(1) %t1787, i64 %t2011
  %t2013 = sext i32 %t1927 to i64
  %t2014 = getelementptr half, ptr addrspace(1) %t1788, i64 %t2013
  %t2015 = sext i32 %t1928 to i64
  %t2016 = getelementptr half, ptr addrspace(1) %t1789, i64 %t2015
  %t2017 = sext i32 %t1929 to i64
  %t2018 = getelementptr half, ptr addrspace(1) %t1790, i64 %t2017
  %t2019 = sext i32 %t1930 to i64
  %t2020 = getelementptr half, ptr addrspace(1) %t1791, i64 %t2019
  %t2021 = sext i32 %t1931 to i64
  %t2022 = getelementptr half, ptr addrspace(1) %t1792, i64 %t2021
  %t2023 = sext i32 %t1932 to i64
  %t2024 = getelementptr half, ptr addrspace(1) %t1793, i64 %t2023
  %t2025 = sext i32 %t1933 to i64
  %t2026 = getelementptr half, ptr addrspace(1) %t1794, i64 %t2025
  %t2027 = sext i32 %t1934 to i64
  %t2028 = getelementptr half, ptr addrspace(1) %t1795, i64 %t2027
  %t2029 = sext i32 %t1935 to i64
  %t2030 = getelementptr half, ptr addrspace(1) %t1796, i64 %t2029
  %t2031 = sext i32 %t1936 to i64
  %t2032 = getelementptr half, ptr addrspace(1) %t1797, i64 %t2031
  %t2033 = sext i32 %t1937 to i64
  %t2034 = getelementptr half, ptr addrspace(1) %t1798, i64 %t2033
  %t2035 = sext i32 %t1938 to i64
  %t2036 = getelementptr half, ptr addrspace(1) %t1799, i64 %t2035
  %t2037 = sext i32 %t1939 to i64
  %t2038 = getelementptr half, ptr addrspace(1) %t1800, i64 %t2037
  %t2039 = sext i32 %t1940 to i64
  %t2040 = getelementptr half, ptr addrspace(1) %t1801, i64 %t2039
  %t2041 = sext i32 %t1941 to i64
  %t2042 = getelementptr half, ptr addrspace(1) %t1802, i64 %t2041
  %t2043 = sext i32 %t1942 to i64
  %t2044 = getelementptr half, ptr addrspace(1) %t1803, i64 %t2043
  %t2045 = sext i32 %t1943 to i64
  %t2046 = getelementptr half, ptr addrspace(1) %t1804, i64 %t2045
  %t2047 = sext i32 %t1944 to i64
  %t2048 = getelementptr half, ptr addrspace(1) %t1805, i64 %t2047
  %t2049 = sext i32 %t1945 to i64
  %t2050 = getelementptr half, ptr addrspace(1) %t1806, i64 %t2049
  %t2051 = sext i32 %t1946 to i64
  %t2052 = getelementptr half, ptr addrspace(1) %t1807, i64 %t2051
  %t2053 = sext i32 %t1947 to i64
  %t2054 = getelementptr half, ptr addrspace(1) %t1808, i64 %t2053
  %t2055 = sext i32 %t1948 to i64
  %t2056 = getelementptr half, ptr addrspace(1) %t1809, i64 %t2055
  %t2057 = sext i32 %t1949 to i64
  %t2058 = getelementptr half, ptr addrspace(1) %t1810, i64 %t2057
  %t2059 = sext i32 %t1950 to i64
  %t2060 = getelementptr half, ptr addrspace(1) %t1811, i64 %t2059
  %t2061 = sext i32 %t1951 to i64
  %t2062 = getelementptr half, ptr addrspace(1) %t1812, i64 %t2061
  %t2063 = sext i32 %t1952 to i64
  %t2064 = getelementptr half, ptr addrspace(1) %t1813, i64 %t2063
  %t2065 = sext i32 %t1953 to i64
  %t2066 = getelementptr half, ptr addrspace(1) %t1814, i64 %t2065
  %t2067 = sext i32 %t1954 to i64
  %t2068 = getelementptr half, ptr addrspace(1) %t1815, i64 %t2067
  %t2069 = sext i32 %t1955 to i64
  %t2070 = getelementptr half, ptr addrspace(1) %t1816, i64 %t2069
  %t2071 = sext i32 %t1956 to i64
  %t2072 = getelementptr half, ptr addrspace(1) %t1817, i64 %t2071
  %t2073 = sext i32 %t1957 to i64
  %t2074 = getelementptr half, ptr addrspace(1) %t1818, i64 %t2073
  %t2075 = sext i32 %t1958 to i64
  %t2076 = getelementptr half, ptr addrspace(1) %t1819, i64 %t2075
  %t2077 = sext i32 %t1959 to i64
  %t2078 = getelementptr half, ptr addrspace(1) %t1820, i64 %t2077
  %t2079 = sext i32 %t1960 to i64
  %t2080 = getelementptr half, ptr addrspace(1) %t1821, i64 %t2079
  %t2081 = sext i32 %t1961 to i64
  %t2082 = getelementptr half, ptr addrspace(1) %t1822, i64 %t2081
  %t2083 = sext i32 %t1962 to i64
  %t2084 = getelementptr half, ptr addrspace(1) %t1823, i64 %t2083
  %t2085 = sext i32 %t1963 to i64
  %t2086 = getelementptr half, ptr addrspace(1) %t1824, i64 %t2085
  %t2087 = sext i32 %t1964 to i64
  %t2088 = getelementptr half, ptr addrspace(1) %t1825, i64 %t2087
  %t2089 = sext i32 %t1965 to i64
  %t2090 = getelementptr half, ptr addrspace(1) %t1826, i64 %t2089
  %t2091 = sext i32 %t1966 to i64
  %t2092 = getelementptr half, ptr addrspace(1) %t1827, i64 %t2091
  %t2093 = sext i32 %t1967 to i64
  %t2094 = getelementptr half, ptr addrspace(1) %t1828, i64 %t2093
  %t2095 = sext i32 %t1968 to i64
  %t2096 = getelementptr half, ptr addrspace(1) %t1829, i64 %t2095
  %t2097 = mul i32 %t1903, 64
  %t2098 = sub i32 %arg5, %t2097
  %t2099 = icmp slt i32 %t51, %t2098
  %t2100 = icmp slt i32 %t513, %t2098
  %t2101 = icmp slt i32 %t514, %t2098
  %t2102 = icmp slt i32 %t515, %t2098
  %t2103 = icmp slt i32 %t516, %t2098
  %t2104 = icmp slt i32 %t517, %t2098
  %t2105 = icmp slt i32 %t518, %t2098
  %t2106 = icmp slt i32 %t519, %t2098
  %t2107 = and i1 %t2099, %t1904
  %t2108 = and i1 %t2100, %t1904
  %t2109 = and i1 %t2101, %t1904
  %t2110 = and i1 %t2102, %t1904
  %t2111 = and i1 %t2103, %t1904
  %t2112 = and i1 %t2104, %t1904
  %t2113 = and i1 %t2105, %t1904
  %t2114 = and i1 %t2106, %t1904
  %t2115 = and i1 %t2099, %t1904
  %t2116 = and i1 %t2100, %t1904
  %t2117 = and i1 %t2101, %t1904
  %t2118 = and i1 %t2102, %t1904
  %t2119 = and i1 %t2103, %t1904
  %t2120 = and i1 %t2104, %t1904
  %t2121 = and i1 %t2105, %t1904
  %t2122 = and i1 %t2106, %t1904
  %t2123 = and i1 %t2099, %t1904
  %t2124 = and i1 %t2100, %t1904
  %t2125 = and i1 %t2101, %t1904
  %t2126 = and i1 %t2102, %t1904
  %t2127 = and i1 %t2103, %t1904
  %t2128 = and i1 %t2104, %t1904
  %t2129 = and i1 %t2105, %t1904
  %t2130 = and i1 %t2106, %t1904
  %t2131 = and i1 %t2099, %t1904
  %t2132 = and i1 %t2100, %t1904
  %t2133 = and i1 %t2101, %t1904
  %t2134 = and i1 %t2102, %t1904
  %t2135 = and i1 %t2103, %t1904
  %t2136 = and i1 %t2104, %t1904
  %t2137 = and i1 %t2105, %t1904
  %t2138 = and i1 %t2106, %t1904
  %t2139 = and i1 %t2099, %t1904
  %t2140 = and i1 %t2100, %t1904
  %t2141 = and i1 %t2101, %t1904
  %t2142 = and i1 %t2102, %t1904
  %t2143 = and i1 %t2103, %t1904
  %t2144 = and i1 %t2104, %t1904
  %t2145 = and i1 %t2105, %t1904
  %t2146 = and i1 %t2106, %t1904
  %t2147 = and i1 %t2099, %t1904
  %t2148 = and i1 %t2100, %t1904
  %t2149 = and i1 %t2101, %t1904
  %t2150 = and i1 %t2102, %t1904
  %t2151 = and i1 %t2103, %t1904
  %t2152 = and i1 %t2104, %t1904
  %t2153 = and i1 %t2105, %t1904
  %t2154 = and i1 %t2106, %t1904
  %t2155 = and i1 %t2099, %t1904
  %t2156 = and i1 %t2100, %t1904
  %t2157 = and i1 %t2101, %t1904
  %t2158 = and i1 %t2102, %t1904
  %t2159 = and i1 %t2103, %t1904
  %t2160 = and i1 %t2104, %t1904
  %t2161 = and i1 %t2105, %t1904
  %t2162 = and i1 %t2106, %t1904
  %t2163 = and i1 %t2099, %t1904
  %t2164 = and i1 %t2100, %t1904
  %t2165 = and i1 %t2101, %t1904
  %t2166 = and i1 %t2102, %t1904
  %t2167 = and i1 %t2103, %t1904
  %t2168 = and i1 %t2104, %t1904
  %t2169 = and i1 %t2105, %t1904
  %t2170 = and i1 %t2106, %t1904
  %t2171 = mul i32 %t1895, 8192
  %t2172 = add i32 %t2171, 0
  %t2173 = mul i32 %t2172, 2
  %t2174 = add i32 %t100, %t2173
  %t2175 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2174
  %t2176 = select i1 %t2107, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2175, ptr addrspace(1) %t1970, i32 %t2176)
  %t2177 = add i32 %t100, %t2173
  %t2178 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2177
  %t2179 = select i1 %t2115, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2178, ptr addrspace(1) %t1986, i32 %t2179)
  %t2180 = add i32 %t100, %t2173
  %t2181 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2180
  %t2182 = select i1 %t2123, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2181, ptr addrspace(1) %t2002, i32 %t2182)
  %t2183 = add i32 %t100, %t2173
  %t2184 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2183
  %t2185 = select i1 %t2131, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2184, ptr addrspace(1) %t2018, i32 %t2185)
  %t2186 = add i32 %t100, %t2173
  %t2187 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2186
  %t2188 = select i1 %t2139, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+8192], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2187, ptr addrspace(1) %t2034, i32 %t2188)
  %t2189 = add i32 %t100, %t2173
  %t2190 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2189
  %t2191 = select i1 %t2147, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+10240], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2190, ptr addrspace(1) %t2050, i32 %t2191)
  %t2192 = add i32 %t100, %t2173
  %t2193 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2192
  %t2194 = select i1 %t2155, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+12288], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2193, ptr addrspace(1) %t2066, i32 %t2194)
  %t2195 = add i32 %t100, %t2173
  %t2196 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2195
  %t2197 = select i1 %t2163, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+14336], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2196, ptr addrspace(1) %t2082, i32 %t2197)
  %t2198 = mul i32 %t841, 2
  %t2199 = mul i32 %t841, 2
  %t2200 = mul i32 %t841, 2
  %t2201 = mul i32 %t841, 2
  %t2202 = mul i32 %t841, 2
  %t2203 = mul i32 %t841, 2
  %t2204 = mul i32 %t841, 2
  %t2205 = mul i32 %t841, 2
  %t2206 = mul i32 %t841, 2
  %t2207 = mul i32 %t841, 2
  %t2208 = mul i32 %t841, 2
  %t2209 = mul i32 %t841, 2
  %t2210 = mul i32 %t841, 2
  %t2211 = mul i32 %t841, 2
  %t2212 = mul i32 %t841, 2
  %t2213 = mul i32 %t841, 2
  %t2214 = mul i32 %t841, 2
  %t2215 = mul i32 %t841, 2
  %t2216 = mul i32 %t841, 2
  %t2217 = mul i32 %t841, 2
  %t2218 = mul i32 %t841, 2
  %t2219 = mul i32 %t841, 2
  %t2220 = mul i32 %t841, 2
  %t2221 = mul i32 %t841, 2
  %t2222 = mul i32 %t841, 2
  %t2223 = mul i32 %t841, 2
  %t2224 = mul i32 %t841, 2
  %t2225 = mul i32 %t841, 2
  %t2226 = mul i32 %t841, 2
  %t2227 = mul i32 %t841, 2
  %t2228 = mul i32 %t841, 2
  %t2229 = mul i32 %t841, 2
  %t2230 = mul i32 %t841, 2
  %t2231 = mul i32 %t841, 2
  %t2232 = mul i32 %t841, 2
  %t2233 = mul i32 %t841, 2
  %t2234 = mul i32 %t841, 2
  %t2235 = mul i32 %t841, 2
  %t2236 = mul i32 %t841, 2
  %t2237 = mul i32 %t841, 2
  %t2238 = mul i32 %t841, 2
  %t2239 = mul i32 %t841, 2
  %t2240 = mul i32 %t841, 2
  %t2241 = mul i32 %t841, 2
  %t2242 = mul i32 %t841, 2
  %t2243 = mul i32 %t841, 2
  %t2244 = mul i32 %t841, 2
  %t2245 = mul i32 %t841, 2
  %t2246 = mul i32 %t841, 2
  %t2247 = mul i32 %t841, 2
  %t2248 = mul i32 %t841, 2
  %t2249 = mul i32 %t841, 2
  %t2250 = mul i32 %t841, 2
  %t2251 = mul i32 %t841, 2
  %t2252 = mul i32 %t841, 2
  %t2253 = mul i32 %t841, 2
  %t2254 = mul i32 %t841, 2
  %t2255 = mul i32 %t841, 2
  %t2256 = mul i32 %t841, 2
  %t2257 = mul i32 %t841, 2
  %t2258 = mul i32 %t841, 2
  %t2259 = mul i32 %t841, 2
  %t2260 = mul i32 %t841, 2
  %t2261 = mul i32 %t841, 2
  %t2262 = sext i32 %t2198 to i64
  %t2263 = getelementptr half, ptr addrspace(1) %t1830, i64 %t2262
  %t2264 = sext i32 %t2199 to i64
  %t2265 = getelementptr half, ptr addrspace(1) %t1831, i64 %t2264
  %t2266 = sext i32 %t2200 to i64
  %t2267 = getelementptr half, ptr addrspace(1) %t1832, i64 %t2266
  %t2268 = sext i32 %t2201 to i64
  %t2269 = getelementptr half, ptr addrspace(1) %t1833, i64 %t2268
  %t2270 = sext i32 %t2202 to i64
  %t2271 = getelementptr half, ptr addrspace(1) %t1834, i64 %t2270
  %t2272 = sext i32 %t2203 to i64
  %t2273 = getelementptr half, ptr addrspace(1) %t1835, i64 %t2272
  %t2274 = sext i32 %t2204 to i64
  %t2275 = getelementptr half, ptr addrspace(1) %t1836, i64 %t2274
  %t2276 = sext i32 %t2205 to i64
  %t2277 = getelementptr half, ptr addrspace(1) %t1837, i64 %t2276
  %t2278 = sext i32 %t2206 to i64
  %t2279 = getelementptr half, ptr addrspace(1) %t1838, i64 %t2278
  %t2280 = sext i32 %t2207 to i64
  %t2281 = getelementptr half, ptr addrspace(1) %t1839, i64 %t2280
  %t2282 = sext i32 %t2208 to i64
  %t2283 = getelementptr half, ptr addrspace(1) %t1840, i64 %t2282
  %t2284 = sext i32 %t2209 to i64
  %t2285 = getelementptr half, ptr addrspace(1) %t1841, i64 %t2284
  %t2286 = sext i32 %t2210 to i64
  %t2287 = getelementptr half, ptr addrspace(1) %t1842, i64 %t2286
  %t2288 = sext i32 %t2211 to i64
  %t2289 = getelementptr half, ptr addrspace(1) %t1843, i64 %t2288
  %t2290 = sext i32 %t2212 to i64
  %t2291 = getelementptr half, ptr addrspace(1) %t1844, i64 %t2290
  %t2292 = sext i32 %t2213 to i64
  %t2293 = getelementptr half, ptr addrspace(1) %t1845, i64 %t2292
  %t2294 = sext i32 %t2214 to i64
  %t2295 = getelementptr half, ptr addrspace(1) %t1846, i64 %t2294
  %t2296 = sext i32 %t2215 to i64
  %t2297 = getelementptr half, ptr addrspace(1) %t1847, i64 %t2296
  %t2298 = sext i32 %t2216 to i64
  %t2299 = getelementptr half, ptr addrspace(1) %t1848, i64 %t2298
  %t2300 = sext i32 %t2217 to i64
  %t2301 = getelementptr half, ptr addrspace(1) %t1849, i64 %t2300
  %t2302 = sext i32 %t2218 to i64
  %t2303 = getelementptr half, ptr addrspace(1) %t1850, i64 %t2302
  %t2304 = sext i32 %t2219 to i64
  %t2305 = getelementptr half, ptr addrspace(1) %t1851, i64 %t2304
  %t2306 = sext i32 %t2220 to i64
  %t2307 = getelementptr half, ptr addrspace(1) %t1852, i64 %t2306
  %t2308 = sext i32 %t2221 to i64
  %t2309 = getelementptr half, ptr addrspace(1) %t1853, i64 %t2308
  %t2310 = sext i32 %t2222 to i64
  %t2311 = getelementptr half, ptr addrspace(1) %t1854, i64 %t2310
  %t2312 = sext i32 %t2223 to i64
  %t2313 = getelementptr half, ptr addrspace(1) %t1855, i64 %t2312
  %t2314 = sext i32 %t2224 to i64
  %t2315 = getelementptr half, ptr addrspace(1) %t1856, i64 %t2314
  %t2316 = sext i32 %t2225 to i64
  %t2317 = getelementptr half, ptr addrspace(1) %t1857, i64 %t2316
  %t2318 = sext i32 %t2226 to i64
  %t2319 = getelementptr half, ptr addrspace(1) %t1858, i64 %t2318
  %t2320 = sext i32 %t2227 to i64
  %t2321 = getelementptr half, ptr addrspace(1) %t1859, i64 %t2320
  %t2322 = sext i32 %t2228 to i64
  %t2323 = getelementptr half, ptr addrspace(1) %t1860, i64 %t2322
  %t2324 = sext i32 %t2229 to i64
  %t2325 = getelementptr half, ptr addrspace(1) %t1861, i64 %t2324
  %t2326 = sext i32 %t2230 to i64
  %t2327 = getelementptr half, ptr addrspace(1) %t1862, i64 %t2326
  %t2328 = sext i32 %t2231 to i64
  %t2329 = getelementptr half, ptr addrspace(1) %t1863, i64 %t2328
  %t2330 = sext i32 %t2232 to i64
  %t2331 = getelementptr half, ptr addrspace(1) %t1864, i64 %t2330
  %t2332 = sext i32 %t2233 to i64
  %t2333 = getelementptr half, ptr addrspace(1) %t1865, i64 %t2332
  %t2334 = sext i32 %t2234 to i64
  %t2335 = getelementptr half, ptr addrspace(1) %t1866, i64 %t2334
  %t2336 = sext i32 %t2235 to i64
  %t2337 = getelementptr half, ptr addrspace(1) %t1867, i64 %t2336
  %t2338 = sext i32 %t2236 to i64
  %t2339 = getelementptr half, ptr addrspace(1) %t1868, i64 %t2338
  %t2340 = sext i32 %t2237 to i64
  %t2341 = getelementptr half, ptr addrspace(1) %t1869, i64 %t2340
  %t2342 = sext i32 %t2238 to i64
  %t2343 = getelementptr half, ptr addrspace(1) %t1870, i64 %t2342
  %t2344 = sext i32 %t2239 to i64
  %t2345 = getelementptr half, ptr addrspace(1) %t1871, i64 %t2344
  %t2346 = sext i32 %t2240 to i64
  %t2347 = getelementptr half, ptr addrspace(1) %t1872, i64 %t2346
  %t2348 = sext i32 %t2241 to i64
  %t2349 = getelementptr half, ptr addrspace(1) %t1873, i64 %t2348
  %t2350 = sext i32 %t2242 to i64
  %t2351 = getelementptr half, ptr addrspace(1) %t1874, i64 %t2350
  %t2352 = sext i32 %t2243 to i64
  %t2353 = getelementptr half, ptr addrspace(1) %t1875, i64 %t2352
  %t2354 = sext i32 %t2244 to i64
  %t2355 = getelementptr half, ptr addrspace(1) %t1876, i64 %t2354
  %t2356 = sext i32 %t2245 to i64
  %t2357 = getelementptr half, ptr addrspace(1) %t1877, i64 %t2356
  %t2358 = sext i32 %t2246 to i64
  %t2359 = getelementptr half, ptr addrspace(1) %t1878, i64 %t2358
  %t2360 = sext i32 %t2247 to i64
  %t2361 = getelementptr half, ptr addrspace(1) %t1879, i64 %t2360
  %t2362 = sext i32 %t2248 to i64
  %t2363 = getelementptr half, ptr addrspace(1) %t1880, i64 %t2362
  %t2364 = sext i32 %t2249 to i64
  %t2365 = getelementptr half, ptr addrspace(1) %t1881, i64 %t2364
  %t2366 = sext i32 %t2250 to i64
  %t2367 = getelementptr half, ptr addrspace(1) %t1882, i64 %t2366
  %t2368 = sext i32 %t2251 to i64
  %t2369 = getelementptr half, ptr addrspace(1) %t1883, i64 %t2368
  %t2370 = sext i32 %t2252 to i64
  %t2371 = getelementptr half, ptr addrspace(1) %t1884, i64 %t2370
  %t2372 = sext i32 %t2253 to i64
  %t2373 = getelementptr half, ptr addrspace(1) %t1885, i64 %t2372
  %t2374 = sext i32 %t2254 to i64
  %t2375 = getelementptr half, ptr addrspace(1) %t1886, i64 %t2374
  %t2376 = sext i32 %t2255 to i64
  %t2377 = getelementptr half, ptr addrspace(1) %t1887, i64 %t2376
  %t2378 = sext i32 %t2256 to i64
  %t2379 = getelementptr half, ptr addrspace(1) %t1888, i64 %t2378
  %t2380 = sext i32 %t2257 to i64
  %t2381 = getelementptr half, ptr addrspace(1) %t1889, i64 %t2380
  %t2382 = sext i32 %t2258 to i64
  %t2383 = getelementptr half, ptr addrspace(1) %t1890, i64 %t2382
  %t2384 = sext i32 %t2259 to i64
  %t2385 = getelementptr half, ptr addrspace(1) %t1891, i64 %t2384
  %t2386 = sext i32 %t2260 to i64
  %t2387 = getelementptr half, ptr addrspace(1) %t1892, i64 %t2386
  %t2388 = sext i32 %t2261 to i64
  %t2389 = getelementptr half, ptr addrspace(1) %t1893, i64 %t2388
  %t2390 = mul i32 %t1903, 64
  %t2391 = sub i32 %arg5, %t2390
  %t2392 = icmp slt i32 %t64, %t2391
  %t2393 = icmp slt i32 %t520, %t2391
  %t2394 = icmp slt i32 %t521, %t2391
  %t2395 = icmp slt i32 %t522, %t2391
  %t2396 = icmp slt i32 %t523, %t2391
  %t2397 = icmp slt i32 %t524, %t2391
  %t2398 = icmp slt i32 %t525, %t2391
  %t2399 = icmp slt i32 %t526, %t2391
  %t2400 = and i1 %t2392, %t1904
  %t2401 = and i1 %t2392, %t1904
  %t2402 = and i1 %t2392, %t1904
  %t2403 = and i1 %t2392, %t1904
  %t2404 = and i1 %t2392, %t1904
  %t2405 = and i1 %t2392, %t1904
  %t2406 = and i1 %t2392, %t1904
  %t2407 = and i1 %t2392, %t1904
  %t2408 = and i1 %t2393, %t1904
  %t2409 = and i1 %t2393, %t1904
  %t2410 = and i1 %t2393, %t1904
  %t2411 = and i1 %t2393, %t1904
  %t2412 = and i1 %t2393, %t1904
  %t2413 = and i1 %t2393, %t1904
  %t2414 = and i1 %t2393, %t1904
  %t2415 = and i1 %t2393, %t1904
  %t2416 = and i1 %t2394, %t1904
  %t2417 = and i1 %t2394, %t1904
  %t2418 = and i1 %t2394, %t1904
  %t2419 = and i1 %t2394, %t1904
  %t2420 = and i1 %t2394, %t1904
  %t2421 = and i1 %t2394, %t1904
  %t2422 = and i1 %t2394, %t1904
  %t2423 = and i1 %t2394, %t1904
  %t2424 = and i1 %t2395, %t1904
  %t2425 = and i1 %t2395, %t1904
  %t2426 = and i1 %t2395, %t1904
  %t2427 = and i1 %t2395, %t1904
  %t2428 = and i1 %t2395, %t1904
  %t2429 = and i1 %t2395, %t1904
  %t2430 = and i1 %t2395, %t1904
  %t2431 = and i1 %t2395, %t1904
  %t2432 = and i1 %t2396, %t1904
  %t2433 = and i1 %t2396, %t1904
  %t2434 = and i1 %t2396, %t1904
  %t2435 = and i1 %t2396, %t1904
  %t2436 = and i1 %t2396, %t1904
  %t2437 = and i1 %t2396, %t1904
  %t2438 = and i1 %t2396, %t1904
  %t2439 = and i1 %t2396, %t1904
  %t2440 = and i1 %t2397, %t1904
  %t2441 = and i1 %t2397, %t1904
  %t2442 = and i1 %t2397, %t1904
  %t2443 = and i1 %t2397, %t1904
  %t2444 = and i1 %t2397, %t1904
  %t2445 = and i1 %t2397, %t1904
  %t2446 = and i1 %t2397, %t1904
  %t2447 = and i1 %t2397, %t1904
  %t2448 = and i1 %t2398, %t1904
  %t2449 = and i1 %t2398, %t1904
  %t2450 = and i1 %t2398, %t1904
  %t2451 = and i1 %t2398, %t1904
  %t2452 = and i1 %t2398, %t1904
  %t2453 = and i1 %t2398, %t1904
  %t2454 = and i1 %t2398, %t1904
  %t2455 = and i1 %t2398, %t1904
  %t2456 = and i1 %t2399, %t1904
  %t2457 = and i1 %t2399, %t1904
  %t2458 = and i1 %t2399, %t1904
  %t2459 = and i1 %t2399, %t1904
  %t2460 = and i1 %t2399, %t1904
  %t2461 = and i1 %t2399, %t1904
  %t2462 = and i1 %t2399, %t1904
  %t2463 = and i1 %t2399, %t1904
  %t2464 = mul i32 %t1895, 8192
  %t2465 = add i32 %t2464, 32768
  %t2466 = mul i32 %t2465, 2
  %t2467 = add i32 %t144, %t2466
  %t2468 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2467
  %t2469 = select i1 %t2400, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2468, ptr addrspace(1) %t2263, i32 %t2469)
  %t2470 = add i32 %t144, %t2466
  %t2471 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2470
  %t2472 = select i1 %t2408, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+1024], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2471, ptr addrspace(1) %t2279, i32 %t2472)
  %t2473 = add i32 %t144, %t2466
  %t2474 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2473
  %t2475 = select i1 %t2416, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2474, ptr addrspace(1) %t2295, i32 %t2475)
  %t2476 = add i32 %t144, %t2466
  %t2477 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2476
  %t2478 = select i1 %t2424, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+3072], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2477, ptr addrspace(1) %t2311, i32 %t2478)
  %t2479 = add i32 %t144, %t2466
  %t2480 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2479
  %t2481 = select i1 %t2432, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2480, ptr addrspace(1) %t2327, i32 %t2481)
  %t2482 = add i32 %t144, %t2466
  %t2483 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2482
  %t2484 = select i1 %t2440, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+5120], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2483, ptr addrspace(1) %t2343, i32 %t2484)
  %t2485 = add i32 %t144, %t2466
  %t2486 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2485
  %t2487 = select i1 %t2448, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2486, ptr addrspace(1) %t2359, i32 %t2487)
  %t2488 = add i32 %t144, %t2466
  %t2489 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2488
  %t2490 = select i1 %t2456, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+7168], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t2489, ptr addrspace(1) %t2375, i32 %t2490)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %t2491 = add i32 %t1898, %t203
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  %t2492 = add i32 %t2491, 0
  %t2493 = add i32 %t1901, 0
  %t2494 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2492
  %t2495 = lshr i32 %t2494, 4
  %t2496 = and i32 %t2495, 16383
  %t2497 = zext i32 %t2496 to i64
  %t2498 = or i64 %t2497, 4611686293372403712
  %t2499 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2493
  %t2500 = lshr i32 %t2499, 4
  %t2501 = and i32 %t2500, 16383
  %t2502 = zext i32 %t2501 to i64
  %t2503 = or i64 %t2502, 4611686293338849280
  %t2504 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2498, i64 %t2503, i32 1, float %t1638, float %t1639, float %t1640, float %t1641, float %t1642, float %t1643, float %t1644, float %t1645, float %t1646, float %t1647, float %t1648, float %t1649, float %t1650, float %t1651, float %t1652, float %t1653, float %t1654, float %t1655, float %t1656, float %t1657, float %t1658, float %t1659, float %t1660, float %t1661, float %t1662, float %t1663, float %t1664, float %t1665, float %t1666, float %t1667, float %t1668, float %t1669, float %t1670, float %t1671, float %t1672, float %t1673, float %t1674, float %t1675, float %t1676, float %t1677, float %t1678, float %t1679, float %t1680, float %t1681, float %t1682, float %t1683, float %t1684, float %t1685, float %t1686, float %t1687, float %t1688, float %t1689, float %t1690, float %t1691, float %t1692, float %t1693, float %t1694, float %t1695, float %t1696, float %t1697, float %t1698, float %t1699, float %t1700, float %t1701)
  %t2505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 0
  %t2506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 1
  %t2507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 2
  %t2508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 3
  %t2509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 4
  %t2510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 5
  %t2511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 6
  %t2512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 7
  %t2513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 8
  %t2514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 9
  %t2515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 10
  %t2516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 11
  %t2517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 12
  %t2518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 13
  %t2519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 14
  %t2520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 15
  %t2521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 16
  %t2522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 17
  %t2523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 18
  %t2524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 19
  %t2525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 20
  %t2526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 21
  %t2527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 22
  %t2528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 23
  %t2529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 24
  %t2530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 25
  %t2531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 26
  %t2532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 27
  %t2533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 28
  %t2534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 29
  %t2535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 30
  %t2536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 31
  %t2537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 32
  %t2538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 33
  %t2539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 34
  %t2540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 35
  %t2541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 36
  %t2542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 37
  %t2543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 38
  %t2544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 39
  %t2545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 40
  %t2546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 41
  %t2547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 42
  %t2548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 43
  %t2549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 44
  %t2550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 45
  %t2551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 46
  %t2552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 47
  %t2553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 48
  %t2554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 49
  %t2555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 50
  %t2556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 51
  %t2557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 52
  %t2558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 53
  %t2559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 54
  %t2560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 55
  %t2561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 56
  %t2562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 57
  %t2563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 58
  %t2564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 59
  %t2565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 60
  %t2566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 61
  %t2567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 62
  %t2568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2504, 63
  %t2569 = add i32 %t2491, 8192
  %t2570 = add i32 %t1901, 0
  %t2571 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2569
  %t2572 = lshr i32 %t2571, 4
  %t2573 = and i32 %t2572, 16383
  %t2574 = zext i32 %t2573 to i64
  %t2575 = or i64 %t2574, 4611686293372403712
  %t2576 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2570
  %t2577 = lshr i32 %t2576, 4
  %t2578 = and i32 %t2577, 16383
  %t2579 = zext i32 %t2578 to i64
  %t2580 = or i64 %t2579, 4611686293338849280
  %t2581 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2575, i64 %t2580, i32 1, float %t1702, float %t1703, float %t1704, float %t1705, float %t1706, float %t1707, float %t1708, float %t1709, float %t1710, float %t1711, float %t1712, float %t1713, float %t1714, float %t1715, float %t1716, float %t1717, float %t1718, float %t1719, float %t1720, float %t1721, float %t1722, float %t1723, float %t1724, float %t1725, float %t1726, float %t1727, float %t1728, float %t1729, float %t1730, float %t1731, float %t1732, float %t1733, float %t1734, float %t1735, float %t1736, float %t1737, float %t1738, float %t1739, float %t1740, float %t1741, float %t1742, float %t1743, float %t1744, float %t1745, float %t1746, float %t1747, float %t1748, float %t1749, float %t1750, float %t1751, float %t1752, float %t1753, float %t1754, float %t1755, float %t1756, float %t1757, float %t1758, float %t1759, float %t1760, float %t1761, float %t1762, float %t1763, float %t1764, float %t1765)
  %t2582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 0
  %t2583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 1
  %t2584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 2
  %t2585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 3
  %t2586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 4
  %t2587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 5
  %t2588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 6
  %t2589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 7
  %t2590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 8
  %t2591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 9
  %t2592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 10
  %t2593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 11
  %t2594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 12
  %t2595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 13
  %t2596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 14
  %t2597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 15
  %t2598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 16
  %t2599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 17
  %t2600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 18
  %t2601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 19
  %t2602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 20
  %t2603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 21
  %t2604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 22
  %t2605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 23
  %t2606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 24
  %t2607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 25
  %t2608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 26
  %t2609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 27
  %t2610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 28
  %t2611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 29
  %t2612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 30
  %t2613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 31
  %t2614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 32
  %t2615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 33
  %t2616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 34
  %t2617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 35
  %t2618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 36
  %t2619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 37
  %t2620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 38
  %t2621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 39
  %t2622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 40
  %t2623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 41
  %t2624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 42
  %t2625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 43
  %t2626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 44
  %t2627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 45
  %t2628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 46
  %t2629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 47
  %t2630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 48
  %t2631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 49
  %t2632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 50
  %t2633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 51
  %t2634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 52
  %t2635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 53
  %t2636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 54
  %t2637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 55
  %t2638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 56
  %t2639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 57
  %t2640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 58
  %t2641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 59
  %t2642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 60
  %t2643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 61
  %t2644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 62
  %t2645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2581, 63
  %t2646 = add i32 %t2491, 32
  %t2647 = add i32 %t1901, 2048
  %t2648 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2646
  %t2649 = lshr i32 %t2648, 4
  %t2650 = and i32 %t2649, 16383
  %t2651 = zext i32 %t2650 to i64
  %t2652 = or i64 %t2651, 4611686293372403712
  %t2653 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2647
  %t2654 = lshr i32 %t2653, 4
  %t2655 = and i32 %t2654, 16383
  %t2656 = zext i32 %t2655 to i64
  %t2657 = or i64 %t2656, 4611686293338849280
  %t2658 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2652, i64 %t2657, i32 1, float %t2505, float %t2506, float %t2507, float %t2508, float %t2509, float %t2510, float %t2511, float %t2512, float %t2513, float %t2514, float %t2515, float %t2516, float %t2517, float %t2518, float %t2519, float %t2520, float %t2521, float %t2522, float %t2523, float %t2524, float %t2525, float %t2526, float %t2527, float %t2528, float %t2529, float %t2530, float %t2531, float %t2532, float %t2533, float %t2534, float %t2535, float %t2536, float %t2537, float %t2538, float %t2539, float %t2540, float %t2541, float %t2542, float %t2543, float %t2544, float %t2545, float %t2546, float %t2547, float %t2548, float %t2549, float %t2550, float %t2551, float %t2552, float %t2553, float %t2554, float %t2555, float %t2556, float %t2557, float %t2558, float %t2559, float %t2560, float %t2561, float %t2562, float %t2563, float %t2564, float %t2565, float %t2566, float %t2567, float %t2568)
  %t2659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 0
  %t2660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 1
  %t2661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 2
  %t2662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 3
  %t2663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 4
  %t2664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 5
  %t2665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 6
  %t2666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 7
  %t2667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 8
  %t2668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 9
  %t2669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 10
  %t2670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 11
  %t2671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 12
  %t2672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 13
  %t2673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 14
  %t2674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 15
  %t2675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 16
  %t2676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 17
  %t2677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 18
  %t2678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 19
  %t2679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 20
  %t2680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 21
  %t2681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 22
  %t2682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 23
  %t2683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 24
  %t2684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 25
  %t2685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 26
  %t2686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 27
  %t2687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 28
  %t2688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 29
  %t2689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 30
  %t2690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 31
  %t2691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 32
  %t2692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 33
  %t2693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 34
  %t2694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 35
  %t2695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 36
  %t2696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 37
  %t2697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 38
  %t2698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 39
  %t2699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 40
  %t2700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 41
  %t2701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 42
  %t2702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 43
  %t2703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 44
  %t2704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 45
  %t2705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 46
  %t2706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 47
  %t2707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 48
  %t2708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 49
  %t2709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 50
  %t2710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 51
  %t2711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 52
  %t2712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 53
  %t2713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 54
  %t2714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 55
  %t2715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 56
  %t2716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 57
  %t2717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 58
  %t2718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 59
  %t2719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 60
  %t2720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 61
  %t2721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 62
  %t2722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2658, 63
  %t2723 = add i32 %t2491, 8224
  %t2724 = add i32 %t1901, 2048
  %t2725 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2723
  %t2726 = lshr i32 %t2725, 4
  %t2727 = and i32 %t2726, 16383
  %t2728 = zext i32 %t2727 to i64
  %t2729 = or i64 %t2728, 4611686293372403712
  %t2730 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2724
  %t2731 = lshr i32 %t2730, 4
  %t2732 = and i32 %t2731, 16383
  %t2733 = zext i32 %t2732 to i64
  %t2734 = or i64 %t2733, 4611686293338849280
  %t2735 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2729, i64 %t2734, i32 1, float %t2582, float %t2583, float %t2584, float %t2585, float %t2586, float %t2587, float %t2588, float %t2589, float %t2590, float %t2591, float %t2592, float %t2593, float %t2594, float %t2595, float %t2596, float %t2597, float %t2598, float %t2599, float %t2600, float %t2601, float %t2602, float %t2603, float %t2604, float %t2605, float %t2606, float %t2607, float %t2608, float %t2609, float %t2610, float %t2611, float %t2612, float %t2613, float %t2614, float %t2615, float %t2616, float %t2617, float %t2618, float %t2619, float %t2620, float %t2621, float %t2622, float %t2623, float %t2624, float %t2625, float %t2626, float %t2627, float %t2628, float %t2629, float %t2630, float %t2631, float %t2632, float %t2633, float %t2634, float %t2635, float %t2636, float %t2637, float %t2638, float %t2639, float %t2640, float %t2641, float %t2642, float %t2643, float %t2644, float %t2645)
  %t2736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 0
  %t2737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 1
  %t2738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 2
  %t2739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 3
  %t2740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 4
  %t2741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 5
  %t2742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 6
  %t2743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 7
  %t2744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 8
  %t2745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 9
  %t2746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 10
  %t2747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 11
  %t2748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 12
  %t2749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 13
  %t2750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 14
  %t2751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 15
  %t2752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 16
  %t2753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 17
  %t2754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 18
  %t2755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 19
  %t2756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 20
  %t2757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 21
  %t2758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 22
  %t2759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 23
  %t2760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 24
  %t2761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 25
  %t2762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 26
  %t2763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 27
  %t2764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 28
  %t2765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 29
  %t2766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 30
  %t2767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 31
  %t2768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 32
  %t2769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 33
  %t2770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 34
  %t2771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 35
  %t2772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 36
  %t2773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 37
  %t2774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 38
  %t2775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 39
  %t2776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 40
  %t2777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 41
  %t2778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 42
  %t2779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 43
  %t2780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 44
  %t2781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 45
  %t2782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 46
  %t2783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 47
  %t2784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 48
  %t2785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 49
  %t2786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 50
  %t2787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 51
  %t2788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 52
  %t2789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 53
  %t2790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 54
  %t2791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 55
  %t2792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 56
  %t2793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 57
  %t2794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 58
  %t2795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 59
  %t2796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 60
  %t2797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 61
  %t2798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 62
  %t2799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2735, 63
  %t2800 = add i32 %t2491, 64
  %t2801 = add i32 %t1901, 4096
  %t2802 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2800
  %t2803 = lshr i32 %t2802, 4
  %t2804 = and i32 %t2803, 16383
  %t2805 = zext i32 %t2804 to i64
  %t2806 = or i64 %t2805, 4611686293372403712
  %t2807 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2801
  %t2808 = lshr i32 %t2807, 4
  %t2809 = and i32 %t2808, 16383
  %t2810 = zext i32 %t2809 to i64
  %t2811 = or i64 %t2810, 4611686293338849280
  %t2812 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2806, i64 %t2811, i32 1, float %t2659, float %t2660, float %t2661, float %t2662, float %t2663, float %t2664, float %t2665, float %t2666, float %t2667, float %t2668, float %t2669, float %t2670, float %t2671, float %t2672, float %t2673, float %t2674, float %t2675, float %t2676, float %t2677, float %t2678, float %t2679, float %t2680, float %t2681, float %t2682, float %t2683, float %t2684, float %t2685, float %t2686, float %t2687, float %t2688, float %t2689, float %t2690, float %t2691, float %t2692, float %t2693, float %t2694, float %t2695, float %t2696, float %t2697, float %t2698, float %t2699, float %t2700, float %t2701, float %t2702, float %t2703, float %t2704, float %t2705, float %t2706, float %t2707, float %t2708, float %t2709, float %t2710, float %t2711, float %t2712, float %t2713, float %t2714, float %t2715, float %t2716, float %t2717, float %t2718, float %t2719, float %t2720, float %t2721, float %t2722)
  %t2813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 0
  %t2814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 1
  %t2815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 2
  %t2816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 3
  %t2817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 4
  %t2818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 5
  %t2819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 6
  %t2820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 7
  %t2821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 8
  %t2822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 9
  %t2823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 10
  %t2824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 11
  %t2825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 12
  %t2826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 13
  %t2827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 14
  %t2828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 15
  %t2829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 16
  %t2830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 17
  %t2831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 18
  %t2832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 19
  %t2833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 20
  %t2834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 21
  %t2835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 22
  %t2836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 23
  %t2837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 24
  %t2838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 25
  %t2839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 26
  %t2840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 27
  %t2841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 28
  %t2842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 29
  %t2843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 30
  %t2844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 31
  %t2845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 32
  %t2846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 33
  %t2847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 34
  %t2848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 35
  %t2849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 36
  %t2850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 37
  %t2851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 38
  %t2852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 39
  %t2853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 40
  %t2854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 41
  %t2855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 42
  %t2856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 43
  %t2857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 44
  %t2858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 45
  %t2859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 46
  %t2860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 47
  %t2861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 48
  %t2862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 49
  %t2863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 50
  %t2864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 51
  %t2865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 52
  %t2866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 53
  %t2867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 54
  %t2868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 55
  %t2869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 56
  %t2870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 57
  %t2871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 58
  %t2872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 59
  %t2873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 60
  %t2874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 61
  %t2875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 62
  %t2876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2812, 63
  %t2877 = add i32 %t2491, 8256
  %t2878 = add i32 %t1901, 4096
  %t2879 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2877
  %t2880 = lshr i32 %t2879, 4
  %t2881 = and i32 %t2880, 16383
  %t2882 = zext i32 %t2881 to i64
  %t2883 = or i64 %t2882, 4611686293372403712
  %t2884 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2878
  %t2885 = lshr i32 %t2884, 4
  %t2886 = and i32 %t2885, 16383
  %t2887 = zext i32 %t2886 to i64
  %t2888 = or i64 %t2887, 4611686293338849280
  %t2889 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2883, i64 %t2888, i32 1, float %t2736, float %t2737, float %t2738, float %t2739, float %t2740, float %t2741, float %t2742, float %t2743, float %t2744, float %t2745, float %t2746, float %t2747, float %t2748, float %t2749, float %t2750, float %t2751, float %t2752, float %t2753, float %t2754, float %t2755, float %t2756, float %t2757, float %t2758, float %t2759, float %t2760, float %t2761, float %t2762, float %t2763, float %t2764, float %t2765, float %t2766, float %t2767, float %t2768, float %t2769, float %t2770, float %t2771, float %t2772, float %t2773, float %t2774, float %t2775, float %t2776, float %t2777, float %t2778, float %t2779, float %t2780, float %t2781, float %t2782, float %t2783, float %t2784, float %t2785, float %t2786, float %t2787, float %t2788, float %t2789, float %t2790, float %t2791, float %t2792, float %t2793, float %t2794, float %t2795, float %t2796, float %t2797, float %t2798, float %t2799)
  %t2890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 0
  %t2891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 1
  %t2892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 2
  %t2893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 3
  %t2894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 4
  %t2895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 5
  %t2896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 6
  %t2897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 7
  %t2898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 8
  %t2899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 9
  %t2900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 10
  %t2901 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 11
  %t2902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 12
  %t2903 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 13
  %t2904 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 14
  %t2905 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 15
  %t2906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 16
  %t2907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 17
  %t2908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 18
  %t2909 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 19
  %t2910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 20
  %t2911 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 21
  %t2912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 22
  %t2913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 23
  %t2914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 24
  %t2915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 25
  %t2916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 26
  %t2917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 27
  %t2918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 28
  %t2919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 29
  %t2920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 30
  %t2921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 31
  %t2922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 32
  %t2923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 33
  %t2924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 34
  %t2925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 35
  %t2926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 36
  %t2927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 37
  %t2928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 38
  %t2929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 39
  %t2930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 40
  %t2931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 41
  %t2932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 42
  %t2933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 43
  %t2934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 44
  %t2935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 45
  %t2936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 46
  %t2937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 47
  %t2938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 48
  %t2939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 49
  %t2940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 50
  %t2941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 51
  %t2942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 52
  %t2943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 53
  %t2944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 54
  %t2945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 55
  %t2946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 56
  %t2947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 57
  %t2948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 58
  %t2949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 59
  %t2950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 60
  %t2951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 61
  %t2952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 62
  %t2953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2889, 63
  %t2954 = add i32 %t2491, 96
  %t2955 = add i32 %t1901, 6144
  %t2956 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2954
  %t2957 = lshr i32 %t2956, 4
  %t2958 = and i32 %t2957, 16383
  %t2959 = zext i32 %t2958 to i64
  %t2960 = or i64 %t2959, 4611686293372403712
  %t2961 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2955
  %t2962 = lshr i32 %t2961, 4
  %t2963 = and i32 %t2962, 16383
  %t2964 = zext i32 %t2963 to i64
  %t2965 = or i64 %t2964, 4611686293338849280
  %t2966 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2960, i64 %t2965, i32 1, float %t2813, float %t2814, float %t2815, float %t2816, float %t2817, float %t2818, float %t2819, float %t2820, float %t2821, float %t2822, float %t2823, float %t2824, float %t2825, float %t2826, float %t2827, float %t2828, float %t2829, float %t2830, float %t2831, float %t2832, float %t2833, float %t2834, float %t2835, float %t2836, float %t2837, float %t2838, float %t2839, float %t2840, float %t2841, float %t2842, float %t2843, float %t2844, float %t2845, float %t2846, float %t2847, float %t2848, float %t2849, float %t2850, float %t2851, float %t2852, float %t2853, float %t2854, float %t2855, float %t2856, float %t2857, float %t2858, float %t2859, float %t2860, float %t2861, float %t2862, float %t2863, float %t2864, float %t2865, float %t2866, float %t2867, float %t2868, float %t2869, float %t2870, float %t2871, float %t2872, float %t2873, float %t2874, float %t2875, float %t2876)
  %t2967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 0
  %t2968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 1
  %t2969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 2
  %t2970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 3
  %t2971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 4
  %t2972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 5
  %t2973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 6
  %t2974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 7
  %t2975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 8
  %t2976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 9
  %t2977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 10
  %t2978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 11
  %t2979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 12
  %t2980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 13
  %t2981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 14
  %t2982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 15
  %t2983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 16
  %t2984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 17
  %t2985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 18
  %t2986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 19
  %t2987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 20
  %t2988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 21
  %t2989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 22
  %t2990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 23
  %t2991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 24
  %t2992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 25
  %t2993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 26
  %t2994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 27
  %t2995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 28
  %t2996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 29
  %t2997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 30
  %t2998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 31
  %t2999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 32
  %t3000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 33
  %t3001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 34
  %t3002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 35
  %t3003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 36
  %t3004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 37
  %t3005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 38
  %t3006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 39
  %t3007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 40
  %t3008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 41
  %t3009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 42
  %t3010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 43
  %t3011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 44
  %t3012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 45
  %t3013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 46
  %t3014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 47
  %t3015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 48
  %t3016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 49
  %t3017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 50
  %t3018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 51
  %t3019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 52
  %t3020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 53
  %t3021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 54
  %t3022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 55
  %t3023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 56
  %t3024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 57
  %t3025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 58
  %t3026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 59
  %t3027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 60
  %t3028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 61
  %t3029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 62
  %t3030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2966, 63
  %t3031 = add i32 %t2491, 8288
  %t3032 = add i32 %t1901, 6144
  %t3033 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3031
  %t3034 = lshr i32 %t3033, 4
  %t3035 = and i32 %t3034, 16383
  %t3036 = zext i32 %t3035 to i64
  %t3037 = or i64 %t3036, 4611686293372403712
  %t3038 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3032
  %t3039 = lshr i32 %t3038, 4
  %t3040 = and i32 %t3039, 16383
  %t3041 = zext i32 %t3040 to i64
  %t3042 = or i64 %t3041, 4611686293338849280
  %t3043 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t3037, i64 %t3042, i32 1, float %t2890, float %t2891, float %t2892, float %t2893, float %t2894, float %t2895, float %t2896, float %t2897, float %t2898, float %t2899, float %t2900, float %t2901, float %t2902, float %t2903, float %t2904, float %t2905, float %t2906, float %t2907, float %t2908, float %t2909, float %t2910, float %t2911, float %t2912, float %t2913, float %t2914, float %t2915, float %t2916, float %t2917, float %t2918, float %t2919, float %t2920, float %t2921, float %t2922, float %t2923, float %t2924, float %t2925, float %t2926, float %t2927, float %t2928, float %t2929, float %t2930, float %t2931, float %t2932, float %t2933, float %t2934, float %t2935, float %t2936, float %t2937, float %t2938, float %t2939, float %t2940, float %t2941, float %t2942, float %t2943, float %t2944, float %t2945, float %t2946, float %t2947, float %t2948, float %t2949, float %t2950, float %t2951, float %t2952, float %t2953)
  %t3044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 0
  %t3045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 1
  %t3046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 2
  %t3047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 3
  %t3048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 4
  %t3049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 5
  %t3050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 6
  %t3051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 7
  %t3052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 8
  %t3053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 9
  %t3054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 10
  %t3055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 11
  %t3056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 12
  %t3057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 13
  %t3058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 14
  %t3059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 15
  %t3060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 16
  %t3061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 17
  %t3062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 18
  %t3063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 19
  %t3064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 20
  %t3065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 21
  %t3066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 22
  %t3067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 23
  %t3068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 24
  %t3069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 25
  %t3070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 26
  %t3071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 27
  %t3072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 28
  %t3073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 29
  %t3074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 30
  %t3075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 31
  %t3076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 32
  %t3077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 33
  %t3078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 34
  %t3079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 35
  %t3080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 36
  %t3081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 37
  %t3082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 38
  %t3083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 39
  %t3084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 40
  %t3085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 41
  %t3086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 42
  %t3087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 43
  %t3088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 44
  %t3089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 45
  %t3090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 46
  %t3091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 47
  %t3092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 48
  %t3093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 49
  %t3094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 50
  %t3095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 51
  %t3096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 52
  %t3097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 53
  %t3098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 54
  %t3099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 55
  %t3100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 56
  %t3101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 57
  %t3102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 58
  %t3103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 59
  %t3104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 60
  %t3105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 61
  %t3106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 62
  %t3107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3043, 63
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"()
  call void asm sideeffect "wgmma.wait_group.sync.aligned 1;", "~{memory}"()
  %t3108 = sext i32 64 to i64
  %t3109 = getelementptr half, ptr addrspace(1) %t1766, i64 %t3108
  %t3110 = sext i32 64 to i64
  %t3111 = getelementptr half, ptr addrspace(1) %t1767, i64 %t3110
  %t3112 = sext i32 64 to i64
  %t3113 = getelementptr half, ptr addrspace(1) %t1768, i64 %t3112
  %t3114 = sext i32 64 to i64
  %t3115 = getelementptr half, ptr addrspace(1) %t1769, i64 %t3114
  %t3116 = sext i32 64 to i64
  %t3117 = getelementptr half, ptr addrspace(1) %t1770, i64 %t3116
  %t3118 = sext i32 64 to i64
  %t3119 = getelementptr half, ptr addrspace(1) %t1771, i64 %t3118
  %t3120 = sext i32 64 to i64
  %t3121 = getelementptr half, ptr addrspace(1) %t1772, i64 %t3120
  %t3122 = sext i32 64 to i64
  %t3123 = getelementptr half, ptr addrspace(1) %t1773, i64 %t3122
  %t3124 = sext i32 64 to i64
  %t3125 = getelementptr half, ptr addrspace(1) %t1774, i64 %t3124
  %t3126 = sext i32 64 to i64
  %t3127 = getelementptr half, ptr addrspace(1) %t1775, i64 %t3126
  %t3128 = sext i32 64 to i64
  %t3129 = getelementptr half, ptr addrspace(1) %t1776, i64 %t3128
  %t3130 = sext i32 64 to i64
  %t3131 = getelementptr half, ptr addrspace(1) %t1777, i64 %t3130
  %t3132 = sext i32 64 to i64
  %t3133 = getelementptr half, ptr addrspace(1) %t1778, i64 %t3132
  %t3134 = sext i32 64 to i64
  %t3135 = getelementptr half, ptr addrspace(1) %t1779, i64 %t3134
  %t3136 = sext i32 64 to i64
  %t3137 = getelementptr half, ptr addrspace(1) %t1780, i64 %t3136
  %t3138 = sext i32 64 to i64
  %t3139 = getelementptr half, ptr addrspace(1) %t1781, i64 %t3138
  %t3140 = sext i32 64 to i64
  %t3141 = getelementptr half, ptr addrspace(1) %t1782, i64 %t3140
  %t3142 = sext i32 64 to i64
  %t3143 = getelementptr half, ptr addrspace(1) %t1783, i64 %t3142
  %t3144 = sext i32 64 to i64
  %t3145 = getelementptr half, ptr addrspace(1) %t1784, i64 %t3144
  %t3146 = sext i32 64 to i64
  %t3147 = getelementptr half, ptr addrspace(1) %t1785, i64 %t3146
  %t3148 = sext i32 64 to i64
  %t3149 = getelementptr half, ptr addrspace(1) %t1786, i64 %t3148
  %t3150 = sext i32 64 to i64
  %t3151 = getelementptr half, ptr addrspace(1) %t1787, i64 %t3150
  %t3152 = sext i32 64 to i64
  %t3153 = getelementptr half, ptr addrspace(1) %t1788, i64 %t3152
  %t3154 = sext i32 64 to i64
  %t3155 = getelementptr half, ptr addrspace(1) %t1789, i64 %t3154
  %t3156 = sext i32 64 to i64
  %t3157 = getelementptr half, ptr addrspace(1) %t1790, i64 %t3156
  %t3158 = sext i32 64 to i64
  %t3159 = getelementptr half, ptr addrspace(1) %t1791, i64 %t3158
  %t3160 = sext i32 64 to i64
  %t3161 = getelementptr half, ptr addrspace(1) %t1792, i64 %t3160
  %t3162 = sext i32 64 to i64
  %t3163 = getelementptr half, ptr addrspace(1) %t1793, i64 %t3162
  %t3164 = sext i32 64 to i64
  %t3165 = getelementptr half, ptr addrspace(1) %t1794, i64 %t3164
  %t3166 = sext i32 64 to i64
  %t3167 = getelementptr half, ptr addrspace(1) %t1795, i64 %t3166
  %t3168 = sext i32 64 to i64
  %t3169 = getelementptr half, ptr addrspace(1) %t1796, i64 %t3168
  %t3170 = sext i32 64 to i64
  %t3171 = getelementptr half, ptr addrspace(1) %t1797, i64 %t3170
  %t3172 = sext i32 64 to i64
  %t3173 = getelementptr half, ptr addrspace(1) %t1798, i64 %t3172
  %t3174 = sext i32 64 to i64
  %t3175 = getelementptr half, ptr addrspace(1) %t1799, i64 %t3174
  %t3176 = sext i32 64 to i64
  %t3177 = getelementptr half, ptr addrspace(1) %t1800, i64 %t3176
  %t3178 = sext i32 64 to i64
  %t3179 = getelementptr half, ptr addrspace(1) %t1801, i64 %t3178
  %t3180 = sext i32 64 to i64
  %t3181 = getelementptr half, ptr addrspace(1) %t1802, i64 %t3180
  %t3182 = sext i32 64 to i64
  %t3183 = getelementptr half, ptr addrspace(1) %t1803, i64 %t3182
  %t3184 = sext i32 64 to i64
  %t3185 = getelementptr half, ptr addrspace(1) %t1804, i64 %t3184
  %t3186 = sext i32 64 to i64
  %t3187 = getelementptr half, ptr addrspace(1) %t1805, i64 %t3186
  %t3188 = sext i32 64 to i64
  %t3189 = getelementptr half, ptr addrspace(1) %t1806, i64 %t3188
  %t3190 = sext i32 64 to i64
  %t3191 = getelementptr half, ptr addrspace(1) %t1807, i64 %t3190
  %t3192 = sext i32 64 to i64
  %t3193 = getelementptr half, ptr addrspace(1) %t1808, i64 %t3192
  %t3194 = sext i32 64 to i64
  %t3195 = getelementptr half, ptr addrspace(1) %t1809, i64 %t3194
  %t3196 = sext i32 64 to i64
  %t3197 = getelementptr half, ptr addrspace(1) %t1810, i64 %t3196
  %t3198 = sext i32 64 to i64
  %t3199 = getelementptr half, ptr addrspace(1) %t1811, i64 %t3198
  %t3200 = sext i32 64 to i64
  %t3201 = getelementptr half, ptr addrspace(1) %t1812, i64 %t3200
  %t3202 = sext i32 64 to i64
  %t3203 = getelementptr half, ptr addrspace(1) %t1813, i64 %t3202
  %t3204 = sext i32 64 to i64
  %t3205 = getelementptr half, ptr addrspace(1) %t1814, i64 %t3204
  %t3206 = sext i32 64 to i64
  %t3207 = getelementptr half, ptr addrspace(1) %t1815, i64 %t3206
  %t3208 = sext i32 64 to i64
  %t3209 = getelementptr half, ptr addrspace(1) %t1816, i64 %t3208
  %t3210 = sext i32 64 to i64
  %t3211 = getelementptr half, ptr addrspace(1) %t1817, i64 %t3210
  %t3212 = sext i32 64 to i64
  %t3213 = getelementptr half, ptr addrspace(1) %t1818, i64 %t3212
  %t3214 = sext i32 64 to i64
  %t3215 = getelementptr half, ptr addrspace(1) %t1819, i64 %t3214
  %t3216 = sext i32 64 to i64
  %t3217 = getelementptr half, ptr addrspace(1) %t1820, i64 %t3216
  %t3218 = sext i32 64 to i64
  %t3219 = getelementptr half, ptr addrspace(1) %t1821, i64 %t3218
  %t3220 = sext i32 64 to i64
  %t3221 = getelementptr half, ptr addrspace(1) %t1822, i64 %t3220
  %t3222 = sext i32 64 to i64
  %t3223 = getelementptr half, ptr addrspace(1) %t1823, i64 %t3222
  %t3224 = sext i32 64 to i64
  %t3225 = getelementptr half, ptr addrspace(1) %t1824, i64 %t3224
  %t3226 = sext i32 64 to i64
  %t3227 = getelementptr half, ptr addrspace(1) %t1825, i64 %t3226
  %t3228 = sext i32 64 to i64
  %t3229 = getelementptr half, ptr addrspace(1) %t1826, i64 %t3228
  %t3230 = sext i32 64 to i64
  %t3231 = getelementptr half, ptr addrspace(1) %t1827, i64 %t3230
  %t3232 = sext i32 64 to i64
  %t3233 = getelementptr half, ptr addrspace(1) %t1828, i64 %t3232
  %t3234 = sext i32 64 to i64
  %t3235 = getelementptr half, ptr addrspace(1) %t1829, i64 %t3234
  %t3236 = sext i32 %t841 to i64
  %t3237 = getelementptr half, ptr addrspace(1) %t1830, i64 %t3236
  %t3238 = sext i32 %t841 to i64
  %t3239 = getelementptr half, ptr addrspace(1) %t1831, i64 %t3238
  %t3240 = sext i32 %t841 to i64
  %t3241 = getelementptr half, ptr addrspace(1) %t1832, i64 %t3240
  %t3242 = sext i32 %t841 to i64
  %t3243 = getelementptr half, ptr addrspace(1) %t1833, i64 %t3242
  %t3244 = sext i32 %t841 to i64
  %t3245 = getelementptr half, ptr addrspace(1) %t1834, i64 %t3244
  %t3246 = sext i32 %t841 to i64
  %t3247 = getelementptr half, ptr addrspace(1) %t1835, i64 %t3246
  %t3248 = sext i32 %t841 to i64
  %t3249 = getelementptr half, ptr addrspace(1) %t1836, i64 %t3248
  %t3250 = sext i32 %t841 to i64
  %t3251 = getelementptr half, ptr addrspace(1) %t1837, i64 %t3250
  %t3252 = sext i32 %t841 to i64
  %t3253 = getelementptr half, ptr addrspace(1) %t1838, i64 %t3252
  %t3254 = sext i32 %t841 to i64
  %t3255 = getelementptr half, ptr addrspace(1) %t1839, i64 %t3254
  %t3256 = sext i32 %t841 to i64
  %t3257 = getelementptr half, ptr addrspace(1) %t1840, i64 %t3256
  %t3258 = sext i32 %t841 to i64
  %t3259 = getelementptr half, ptr addrspace(1) %t1841, i64 %t3258
  %t3260 = sext i32 %t841 to i64
  %t3261 = getelementptr half, ptr addrspace(1) %t1842, i64 %t3260
  %t3262 = sext i32 %t841 to i64
  %t3263 = getelementptr half, ptr addrspace(1) %t1843, i64 %t3262
  %t3264 = sext i32 %t841 to i64
  %t3265 = getelementptr half, ptr addrspace(1) %t1844, i64 %t3264
  %t3266 = sext i32 %t841 to i64
  %t3267 = getelementptr half, ptr addrspace(1) %t1845, i64 %t3266
  %t3268 = sext i32 %t841 to i64
  %t3269 = getelementptr half, ptr addrspace(1) %t1846, i64 %t3268
  %t3270 = sext i32 %t841 to i64
  %t3271 = getelementptr half, ptr addrspace(1) %t1847, i64 %t3270
  %t3272 = sext i32 %t841 to i64
  %t3273 = getelementptr half, ptr addrspace(1) %t1848, i64 %t3272
  %t3274 = sext i32 %t841 to i64
  %t3275 = getelementptr half, ptr addrspace(1) %t1849, i64 %t3274
  %t3276 = sext i32 %t841 to i64
  %t3277 = getelementptr half, ptr addrspace(1) %t1850, i64 %t3276
  %t3278 = sext i32 %t841 to i64
  %t3279 = getelementptr half, ptr addrspace(1) %t1851, i64 %t3278
  %t3280 = sext i32 %t841 to i64
  %t3281 = getelementptr half, ptr addrspace(1) %t1852, i64 %t3280
  %t3282 = sext i32 %t841 to i64
  %t3283 = getelementptr half, ptr addrspace(1) %t1853, i64 %t3282
  %t3284 = sext i32 %t841 to i64
  %t3285 = getelementptr half, ptr addrspace(1) %t1854, i64 %t3284
  %t3286 = sext i32 %t841 to i64
  %t3287 = getelementptr half, ptr addrspace(1) %t1855, i64 %t3286
  %t3288 = sext i32 %t841 to i64
  %t3289 = getelementptr half, ptr addrspace(1) %t1856, i64 %t3288
  %t3290 = sext i32 %t841 to i64
  %t3291 = getelementptr half, ptr addrspace(1) %t1857, i64 %t3290
  %t3292 = sext i32 %t841 to i64
  %t3293 = getelementptr half, ptr addrspace(1) %t1858, i64 %t3292
  %t3294 = sext i32 %t841 to i64
  %t3295 = getelementptr half, ptr addrspace(1) %t1859, i64 %t3294
  %t3296 = sext i32 %t841 to i64
  %t3297 = getelementptr half, ptr addrspace(1) %t1860, i64 %t3296
  %t3298 = sext i32 %t841 to i64
  %t3299 = getelementptr half, ptr addrspace(1) %t1861, i64 %t3298
  %t3300 = sext i32 %t841 to i64
  %t3301 = getelementptr half, ptr addrspace(1) %t1862, i64 %t3300
  %t3302 = sext i32 %t841 to i64
  %t3303 = getelementptr half, ptr addrspace(1) %t1863, i64 %t3302
  %t3304 = sext i32 %t841 to i64
  %t3305 = getelementptr half, ptr addrspace(1) %t1864, i64 %t3304
  %t3306 = sext i32 %t841 to i64
  %t3307 = getelementptr half, ptr addrspace(1) %t1865, i64 %t3306
  %t3308 = sext i32 %t841 to i64
  %t3309 = getelementptr half, ptr addrspace(1) %t1866, i64 %t3308
  %t3310 = sext i32 %t841 to i64
  %t3311 = getelementptr half, ptr addrspace(1) %t1867, i64 %t3310
  %t3312 = sext i32 %t841 to i64
  %t3313 = getelementptr half, ptr addrspace(1) %t1868, i64 %t3312
  %t3314 = sext i32 %t841 to i64
  %t3315 = getelementptr half, ptr addrspace(1) %t1869, i64 %t3314
  %t3316 = sext i32 %t841 to i64
  %t3317 = getelementptr half, ptr addrspace(1) %t1870, i64 %t3316
  %t3318 = sext i32 %t841 to i64
  %t3319 = getelementptr half, ptr addrspace(1) %t1871, i64 %t3318
  %t3320 = sext i32 %t841 to i64
  %t3321 = getelementptr half, ptr addrspace(1) %t1872, i64 %t3320
  %t3322 = sext i32 %t841 to i64
  %t3323 = getelementptr half, ptr addrspace(1) %t1873, i64 %t3322
  %t3324 = sext i32 %t841 to i64
  %t3325 = getelementptr half, ptr addrspace(1) %t1874, i64 %t3324
  %t3326 = sext i32 %t841 to i64
  %t3327 = getelementptr half, ptr addrspace(1) %t1875, i64 %t3326
  %t3328 = sext i32 %t841 to i64
  %t3329 = getelementptr half, ptr addrspace(1) %t1876, i64 %t3328
  %t3330 = sext i32 %t841 to i64
  %t3331 = getelementptr half, ptr addrspace(1) %t1877, i64 %t3330
  %t3332 = sext i32 %t841 to i64
  %t3333 = getelementptr half, ptr addrspace(1) %t1878, i64 %t3332
  %t3334 = sext i32 %t841 to i64
  %t3335 = getelementptr half, ptr addrspace(1) %t1879, i64 %t3334
  %t3336 = sext i32 %t841 to i64
  %t3337 = getelementptr half, ptr addrspace(1) %t1880, i64 %t3336
  %t3338 = sext i32 %t841 to i64
  %t3339 = getelementptr half, ptr addrspace(1) %t1881, i64 %t3338
  %t3340 = sext i32 %t841 to i64
  %t3341 = getelementptr half, ptr addrspace(1) %t1882, i64 %t3340
  %t3342 = sext i32 %t841 to i64
  %t3343 = getelementptr half, ptr addrspace(1) %t1883, i64 %t3342
  %t3344 = sext i32 %t841 to i64
  %t3345 = getelementptr half, ptr addrspace(1) %t1884, i64 %t3344
  %t3346 = sext i32 %t841 to i64
  %t3347 = getelementptr half, ptr addrspace(1) %t1885, i64 %t3346
  %t3348 = sext i32 %t841 to i64
  %t3349 = getelementptr half, ptr addrspace(1) %t1886, i64 %t3348
  %t3350 = sext i32 %t841 to i64
  %t3351 = getelementptr half, ptr addrspace(1) %t1887, i64 %t3350
  %t3352 = sext i32 %t841 to i64
  %t3353 = getelementptr half, ptr addrspace(1) %t1888, i64 %t3352
  %t3354 = sext i32 %t841 to i64
  %t3355 = getelementptr half, ptr addrspace(1) %t1889, i64 %t3354
  %t3356 = sext i32 %t841 to i64
  %t3357 = getelementptr half, ptr addrspace(1) %t1890, i64 %t3356
  %t3358 = sext i32 %t841 to i64
  %t3359 = getelementptr half, ptr addrspace(1) %t1891, i64 %t3358
  %t3360 = sext i32 %t841 to i64
  %t3361 = getelementptr half, ptr addrspace(1) %t1892, i64 %t3360
  %t3362 = sext i32 %t841 to i64
  %t3363 = getelementptr half, ptr addrspace(1) %t1893, i64 %t3362
  %t3364 = add i32 %t1894, 1
  %t3365 = icmp eq i32 %t3364, 4
  %t3366 = select i1 %t3365, i32 0, i32 %t3364
  %t3367 = add i32 %t1895, 1
  %t3368 = icmp eq i32 %t3367, 4
  %t3369 = select i1 %t3368, i32 0, i32 %t3367
  store float %t2967, ptr %s0
  store float %t2968, ptr %s1
  store float %t2969, ptr %s2
  store float %t2970, ptr %s3
  store float %t2971, ptr %s4
  store float %t2972, ptr %s5
  store float %t2973, ptr %s6
  store float %t2974, ptr %s7
  store float %t2975, ptr %s8
  store float %t2976, ptr %s9
  store float %t2977, ptr %s10
  store float %t2978, ptr %s11
  store float %t2979, ptr %s12
  store float %t2980, ptr %s13
  store float %t2981, ptr %s14
  store float %t2982, ptr %s15
  store float %t2983, ptr %s16
  store float %t2984, ptr %s17
  store float %t2985, ptr %s18
  store float %t2986, ptr %s19
  store float %t2987, ptr %s20
  store float %t2988, ptr %s21
  store float %t2989, ptr %s22
  store float %t2990, ptr %s23
  store float %t2991, ptr %s24
  store float %t2992, ptr %s25
  store float %t2993, ptr %s26
  store float %t2994, ptr %s27
  store float %t2995, ptr %s28
  store float %t2996, ptr %s29
  store float %t2997, ptr %s30
  store float %t2998, ptr %s31
  store float %t2999, ptr %s32
  store float %t3000, ptr %s33
  store float %t3001, ptr %s34
  store float %t3002, ptr %s35
  store float %t3003, ptr %s36
  store float %t3004, ptr %s37
  store float %t3005, ptr %s38
  store float %t3006, ptr %s39
  store float %t3007, ptr %s40
  store float %t3008, ptr %s41
  store float %t3009, ptr %s42
  store float %t3010, ptr %s43
  store float %t3011, ptr %s44
  store float %t3012, ptr %s45
  store float %t3013, ptr %s46
  store float %t3014, ptr %s47
  store float %t3015, ptr %s48
  store float %t3016, ptr %s49
  store float %t3017, ptr %s50
  store float %t3018, ptr %s51
  store float %t3019, ptr %s52
  store float %t3020, ptr %s53
  store float %t3021, ptr %s54
  store float %t3022, ptr %s55
  store float %t3023, ptr %s56
  store float %t3024, ptr %s57
  store float %t3025, ptr %s58
  store float %t3026, ptr %s59
  store float %t3027, ptr %s60
  store float %t3028, ptr %s61
  store float %t3029, ptr %s62
  store float %t3030, ptr %s63
  store float %t3044, ptr %s64
  store float %t3045, ptr %s65
  store float %t3046, ptr %s66
  store float %t3047, ptr %s67
  store float %t3048, ptr %s68
  store float %t3049, ptr %s69
  store float %t3050, ptr %s70
  store float %t3051, ptr %s71
  store float %t3052, ptr %s72
  store float %t3053, ptr %s73
  store float %t3054, ptr %s74
  store float %t3055, ptr %s75
  store float %t3056, ptr %s76
  store float %t3057, ptr %s77
  store float %t3058, ptr %s78
  store float %t3059, ptr %s79
  store float %t3060, ptr %s80
  store float %t3061, ptr %s81
  store float %t3062, ptr %s82
  store float %t3063, ptr %s83
  store float %t3064, ptr %s84
  store float %t3065, ptr %s85
  store float %t3066, ptr %s86
  store float %t3067, ptr %s87
  store float %t3068, ptr %s88
  store float %t3069, ptr %s89
  store float %t3070, ptr %s90
  store float %t3071, ptr %s91
  store float %t3072, ptr %s92
  store float %t3073, ptr %s93
  store float %t3074, ptr %s94
  store float %t3075, ptr %s95
  store float %t3076, ptr %s96
  store float %t3077, ptr %s97
  store float %t3078, ptr %s98
  store float %t3079, ptr %s99
  store float %t3080, ptr %s100
  store float %t3081, ptr %s101
  store float %t3082, ptr %s102
  store float %t3083, ptr %s103
  store float %t3084, ptr %s104
  store float %t3085, ptr %s105
  store float %t3086, ptr %s106
  store float %t3087, ptr %s107
  store float %t3088, ptr %s108
  store float %t3089, ptr %s109
  store float %t3090, ptr %s110
  store float %t3091, ptr %s111
  store float %t3092, ptr %s112
  store float %t3093, ptr %s113
  store float %t3094, ptr %s114
  store float %t3095, ptr %s115
  store float %t3096, ptr %s116
  store float %t3097, ptr %s117
  store float %t3098, ptr %s118
  store float %t3099, ptr %s119
  store float %t3100, ptr %s120
  store float %t3101, ptr %s121
  store float %t3102, ptr %s122
  store float %t3103, ptr %s123
  store float %t3104, ptr %s124
  store float %t3105, ptr %s125
  store float %t3106, ptr %s126
  store float %t3107, ptr %s127
  store ptr addrspace(1) %t3109, ptr %s128
  store ptr addrspace(1) %t3111, ptr %s129
  store ptr addrspace(1) %t3113, ptr %s130
  store ptr addrspace(1) %t3115, ptr %s131
  store ptr addrspace(1) %t3117, ptr %s132
  store ptr addrspace(1) %t3119, ptr %s133
  store ptr addrspace(1) %t3121, ptr %s134
  store ptr addrspace(1) %t3123, ptr %s135
  store ptr addrspace(1) %t3125, ptr %s136
  store ptr addrspace(1) %t3127, ptr %s137
  store ptr addrspace(1) %t3129, ptr %s138
  store ptr addrspace(1) %t3131, ptr %s139
  store ptr addrspace(1) %t3133, ptr %s140
  store ptr addrspace(1) %t3135, ptr %s141
  store ptr addrspace(1) %t3137, ptr %s142
  store ptr addrspace(1) %t3139, ptr %s143
  store ptr addrspace(1) %t3141, ptr %s144
  store ptr addrspace(1) %t3143, ptr %s145
  store ptr addrspace(1) %t3145, ptr %s146
  store ptr addrspace(1) %t3147, ptr %s147
  store ptr addrspace(1) %t3149, ptr %s148
  store ptr addrspace(1) %t3151, ptr %s149
  store ptr addrspace(1) %t3153, ptr %s150
  store ptr addrspace(1) %t3155, ptr %s151
  store ptr addrspace(1) %t3157, ptr %s152
  store ptr addrspace(1) %t3159, ptr %s153
  store ptr addrspace(1) %t3161, ptr %s154
  store ptr addrspace(1) %t3163, ptr %s155
  store ptr addrspace(1) %t3165, ptr %s156
  store ptr addrspace(1) %t3167, ptr %s157
  store ptr addrspace(1) %t3169, ptr %s158
  store ptr addrspace(1) %t3171, ptr %s159
  store ptr addrspace(1) %t3173, ptr %s160
  store ptr addrspace(1) %t3175, ptr %s161
  store ptr addrspace(1) %t3177, ptr %s162
  store ptr addrspace(1) %t3179, ptr %s163
  store ptr addrspace(1) %t3181, ptr %s164
  store ptr addrspace(1) %t3183, ptr %s165
  store ptr addrspace(1) %t3185, ptr %s166
  store ptr addrspace(1) %t3187, ptr %s167
  store ptr addrspace(1) %t3189, ptr %s168
  store ptr addrspace(1) %t3191, ptr %s169
  store ptr addrspace(1) %t3193, ptr %s170
  store ptr addrspace(1) %t3195, ptr %s171
  store ptr addrspace(1) %t3197, ptr %s172
  store ptr addrspace(1) %t3199, ptr %s173
  store ptr addrspace(1) %t3201, ptr %s174
  store ptr addrspace(1) %t3203, ptr %s175
  store ptr addrspace(1) %t3205, ptr %s176
  store ptr addrspace(1) %t3207, ptr %s177
  store ptr addrspace(1) %t3209, ptr %s178
  store ptr addrspace(1) %t3211, ptr %s179
  store ptr addrspace(1) %t3213, ptr %s180
  store ptr addrspace(1) %t3215, ptr %s181
  store ptr addrspace(1) %t3217, ptr %s182
  store ptr addrspace(1) %t3219, ptr %s183
  store ptr addrspace(1) %t3221, ptr %s184
  store ptr addrspace(1) %t3223, ptr %s185
  store ptr addrspace(1) %t3225, ptr %s186
  store ptr addrspace(1) %t3227, ptr %s187
  store ptr addrspace(1) %t3229, ptr %s188
  store ptr addrspace(1) %t3231, ptr %s189
  store ptr addrspace(1) %t3233, ptr %s190
  store ptr addrspace(1) %t3235, ptr %s191
  store ptr addrspace(1) %t3237, ptr %s192
  store ptr addrspace(1) %t3239, ptr %s193
  store ptr addrspace(1) %t3241, ptr %s194
  store ptr addrspace(1) %t3243, ptr %s195
  store ptr addrspace(1) %t3245, ptr %s196
  store ptr addrspace(1) %t3247, ptr %s197
  store ptr addrspace(1) %t3249, ptr %s198
  store ptr addrspace(1) %t3251, ptr %s199
  store ptr addrspace(1) %t3253, ptr %s200
  store ptr addrspace(1) %t3255, ptr %s201
  store ptr addrspace(1) %t3257, ptr %s202
  store ptr addrspace(1) %t3259, ptr %s203
  store ptr addrspace(1) %t3261, ptr %s204
  store ptr addrspace(1) %t3263, ptr %s205
  store ptr addrspace(1) %t3265, ptr %s206
  store ptr addrspace(1) %t3267, ptr %s207
  store ptr addrspace(1) %t3269, ptr %s208
  store ptr addrspace(1) %t3271, ptr %s209
  store ptr addrspace(1) %t3273, ptr %s210
  store ptr addrspace(1) %t3275, ptr %s211
  store ptr addrspace(1) %t3277, ptr %s212
  store ptr addrspace(1) %t3279, ptr %s213
  store ptr addrspace(1) %t3281, ptr %s214
  store ptr addrspace(1) %t3283, ptr %s215
  store ptr addrspace(1) %t3285, ptr %s216
  store ptr addrspace(1) %t3287, ptr %s217
  store ptr addrspace(1) %t3289, ptr %s218
  store ptr addrspace(1) %t3291, ptr %s219
  store ptr addrspace(1) %t3293, ptr %s220
  store ptr addrspace(1) %t3295, ptr %s221
  store ptr addrspace(1) %t3297, ptr %s222
  store ptr addrspace(1) %t3299, ptr %s223
  store ptr addrspace(1) %t3301, ptr %s224
  store ptr addrspace(1) %t3303, ptr %s225
  store ptr addrspace(1) %t3305, ptr %s226
  store ptr addrspace(1) %t3307, ptr %s227
  store ptr addrspace(1) %t3309, ptr %s228
  store ptr addrspace(1) %t3311, ptr %s229
  store ptr addrspace(1) %t3313, ptr %s230
  store ptr addrspace(1) %t3315, ptr %s231
  store ptr addrspace(1) %t3317, ptr %s232
  store ptr addrspace(1) %t3319, ptr %s233
  store ptr addrspace(1) %t3321, ptr %s234
  store ptr addrspace(1) %t3323, ptr %s235
  store ptr addrspace(1) %t3325, ptr %s236
  store ptr addrspace(1) %t3327, ptr %s237
  store ptr addrspace(1) %t3329, ptr %s238
  store ptr addrspace(1) %t3331, ptr %s239
  store ptr addrspace(1) %t3333, ptr %s240
  store ptr addrspace(1) %t3335, ptr %s241
  store ptr addrspace(1) %t3337, ptr %s242
  store ptr addrspace(1) %t3339, ptr %s243
  store ptr addrspace(1) %t3341, ptr %s244
  store ptr addrspace(1) %t3343, ptr %s245
  store ptr addrspace(1) %t3345, ptr %s246
  store ptr addrspace(1) %t3347, ptr %s247
  store ptr addrspace(1) %t3349, ptr %s248
  store ptr addrspace(1) %t3351, ptr %s249
  store ptr addrspace(1) %t3353, ptr %s250
  store ptr addrspace(1) %t3355, ptr %s251
  store ptr addrspace(1) %t3357, ptr %s252
  store ptr addrspace(1) %t3359, ptr %s253
  store ptr addrspace(1) %t3361, ptr %s254
  store ptr addrspace(1) %t3363, ptr %s255
  store i32 %t3366, ptr %s256
  store i32 %t3369, ptr %s257
  %t3370 = add i32 %t1636, 1
  store i32 %t3370, ptr %s258
  br label %for_head1
for_done3:
  %t3371 = load float, ptr %s0
  %t3372 = load float, ptr %s1
  %t3373 = load float, ptr %s2
  %t3374 = load float, ptr %s3
  %t3375 = load float, ptr %s4
  %t3376 = load float, ptr %s5
  %t3377 = load float, ptr %s6
  %t3378 = load float, ptr %s7
  %t3379 = load float, ptr %s8
  %t3380 = load float, ptr %s9
  %t3381 = load float, ptr %s10
  %t3382 = load float, ptr %s11
  %t3383 = load float, ptr %s12
  %t3384 = load float, ptr %s13
  %t3385 = load float, ptr %s14
  %t3386 = load float, ptr %s15
  %t3387 = load float, ptr %s16
  %t3388 = load float, ptr %s17
  %t3389 = load float, ptr %s18
  %t3390 = load float, ptr %s19
  %t3391 = load float, ptr %s20
  %t3392 = load float, ptr %s21
  %t3393 = load float, ptr %s22
  %t3394 = load float, ptr %s23
  %t3395 = load float, ptr %s24
  %t3396 = load float, ptr %s25
  %t3397 = load float, ptr %s26
  %t3398 = load float, ptr %s27
  %t3399 = load float, ptr %s28
  %t3400 = load float, ptr %s29
  %t3401 = load float, ptr %s30
  %t3402 = load float, ptr %s31
  %t3403 = load float, ptr %s32
  %t3404 = load float, ptr %s33
  %t3405 = load float, ptr %s34
  %t3406 = load float, ptr %s35
  %t3407 = load float, ptr %s36
  %t3408 = load float, ptr %s37
  %t3409 = load float, ptr %s38
  %t3410 = load float, ptr %s39
  %t3411 = load float, ptr %s40
  %t3412 = load float, ptr %s41
  %t3413 = load float, ptr %s42
  %t3414 = load float, ptr %s43
  %t3415 = load float, ptr %s44
  %t3416 = load float, ptr %s45
  %t3417 = load float, ptr %s46
  %t3418 = load float, ptr %s47
  %t3419 = load float, ptr %s48
  %t3420 = load float, ptr %s49
  %t3421 = load float, ptr %s50
  %t3422 = load float, ptr %s51
  %t3423 = load float, ptr %s52
  %t3424 = load float, ptr %s53
  %t3425 = load float, ptr %s54
  %t3426 = load float, ptr %s55
  %t3427 = load float, ptr %s56
  %t3428 = load float, ptr %s57
  %t3429 = load float, ptr %s58
  %t3430 = load float, ptr %s59
  %t3431 = load float, ptr %s60
  %t3432 = load float, ptr %s61
  %t3433 = load float, ptr %s62
  %t3434 = load float, ptr %s63
  %t3435 = load float, ptr %s64
  %t3436 = load float, ptr %s65
  %t3437 = load float, ptr %s66
  %t3438 = load float, ptr %s67
  %t3439 = load float, ptr %s68
  %t3440 = load float, ptr %s69
  %t3441 = load float, ptr %s70
  %t3442 = load float, ptr %s71
  %t3443 = load float, ptr %s72
  %t3444 = load float, ptr %s73
  %t3445 = load float, ptr %s74
  %t3446 = load float, ptr %s75
  %t3447 = load float, ptr %s76
  %t3448 = load float, ptr %s77
  %t3449 = load float, ptr %s78
  %t3450 = load float, ptr %s79
  %t3451 = load float, ptr %s80
  %t3452 = load float, ptr %s81
  %t3453 = load float, ptr %s82
  %t3454 = load float, ptr %s83
  %t3455 = load float, ptr %s84
  %t3456 = load float, ptr %s85
  %t3457 = load float, ptr %s86
  %t3458 = load float, ptr %s87
  %t3459 = load float, ptr %s88
  %t3460 = load float, ptr %s89
  %t3461 = load float, ptr %s90
  %t3462 = load float, ptr %s91
  %t3463 = load float, ptr %s92
  %t3464 = load float, ptr %s93
  %t3465 = load float, ptr %s94
  %t3466 = load float, ptr %s95
  %t3467 = load float, ptr %s96
  %t3468 = load float, ptr %s97
  %t3469 = load float, ptr %s98
  %t3470 = load float, ptr %s99
  %t3471 = load float, ptr %s100
  %t3472 = load float, ptr %s101
  %t3473 = load float, ptr %s102
  %t3474 = load float, ptr %s103
  %t3475 = load float, ptr %s104
  %t3476 = load float, ptr %s105
  %t3477 = load float, ptr %s106
  %t3478 = load float, ptr %s107
  %t3479 = load float, ptr %s108
  %t3480 = load float, ptr %s109
  %t3481 = load float, ptr %s110
  %t3482 = load float, ptr %s111
  %t3483 = load float, ptr %s112
  %t3484 = load float, ptr %s113
  %t3485 = load float, ptr %s114
  %t3486 = load float, ptr %s115
  %t3487 = load float, ptr %s116
  %t3488 = load float, ptr %s117
  %t3489 = load float, ptr %s118
  %t3490 = load float, ptr %s119
  %t3491 = load float, ptr %s120
  %t3492 = load float, ptr %s121
  %t3493 = load float, ptr %s122
  %t3494 = load float, ptr %s123
  %t3495 = load float, ptr %s124
  %t3496 = load float, ptr %s125
  %t3497 = load float, ptr %s126
  %t3498 = load float, ptr %s127
  %t3499 = load ptr addrspace(1), ptr %s128
  %t3500 = load ptr addrspace(1), ptr %s129
  %t3501 = load ptr addrspace(1), ptr %s130
  %t3502 = load ptr addrspace(1), ptr %s131
  %t3503 = load ptr addrspace(1), ptr %s132
  %t3504 = load ptr addrspace(1), ptr %s133
  %t3505 = load ptr addrspace(1), ptr %s134
  %t3506 = load ptr addrspace(1), ptr %s135
  %t3507 = load ptr addrspace(1), ptr %s136
  %t3508 = load ptr addrspace(1), ptr %s137
  %t3509 = load ptr addrspace(1), ptr %s138
  %t3510 = load ptr addrspace(1), ptr %s139
  %t3511 = load ptr addrspace(1), ptr %s140
  %t3512 = load ptr addrspace(1), ptr %s141
  %t3513 = load ptr addrspace(1), ptr %s142
  %t3514 = load ptr addrspace(1), ptr %s143
  %t3515 = load ptr addrspace(1), ptr %s144
  %t3516 = load ptr addrspace(1), ptr %s145
  %t3517 = load ptr addrspace(1), ptr %s146
  %t3518 = load ptr addrspace(1), ptr %s147
  %t3519 = load ptr addrspace(1), ptr %s148
  %t3520 = load ptr addrspace(1), ptr %s149
  %t3521 = load ptr addrspace(1), ptr %s150
  %t3522 = load ptr addrspace(1), ptr %s151
  %t3523 = load ptr addrspace(1), ptr %s152
  %t3524 = load ptr addrspace(1), ptr %s153
  %t3525 = load ptr addrspace(1), ptr %s154
  %t3526 = load ptr addrspace(1), ptr %s155
  %t3527 = load ptr addrspace(1), ptr %s156
  %t3528 = load ptr addrspace(1), ptr %s157
  %t3529 = load ptr addrspace(1), ptr %s158
  %t3530 = load ptr addrspace(1), ptr %s159
  %t3531 = load ptr addrspace(1), ptr %s160
  %t3532 = load ptr addrspace(1), ptr %s161
  %t3533 = load ptr addrspace(1), ptr %s162
  %t3534 = load ptr addrspace(1), ptr %s163
  %t3535 = load ptr addrspace(1), ptr %s164
  %t3536 = load ptr addrspace(1), ptr %s165
  %t3537 = load ptr addrspace(1), ptr %s166
  %t3538 = load ptr addrspace(1), ptr %s167
  %t3539 = load ptr addrspace(1), ptr %s168
  %t3540 = load ptr addrspace(1), ptr %s169
  %t3541 = load ptr addrspace(1), ptr %s170
  %t3542 = load ptr addrspace(1), ptr %s171
  %t3543 = load ptr addrspace(1), ptr %s172
  %t3544 = load ptr addrspace(1), ptr %s173
  %t3545 = load ptr addrspace(1), ptr %s174
  %t3546 = load ptr addrspace(1), ptr %s175
  %t3547 = load ptr addrspace(1), ptr %s176
  %t3548 = load ptr addrspace(1), ptr %s177
  %t3549 = load ptr addrspace(1), ptr %s178
  %t3550 = load ptr addrspace(1), ptr %s179
  %t3551 = load ptr addrspace(1), ptr %s180
  %t3552 = load ptr addrspace(1), ptr %s181
  %t3553 = load ptr addrspace(1), ptr %s182
  %t3554 = load ptr addrspace(1), ptr %s183
  %t3555 = load ptr addrspace(1), ptr %s184
  %t3556 = load ptr addrspace(1), ptr %s185
  %t3557 = load ptr addrspace(1), ptr %s186
  %t3558 = load ptr addrspace(1), ptr %s187
  %t3559 = load ptr addrspace(1), ptr %s188
  %t3560 = load ptr addrspace(1), ptr %s189
  %t3561 = load ptr addrspace(1), ptr %s190
  %t3562 = load ptr addrspace(1), ptr %s191
  %t3563 = load ptr addrspace(1), ptr %s192
  %t3564 = load ptr addrspace(1), ptr %s193
  %t3565 = load ptr addrspace(1), ptr %s194
  %t3566 = load ptr addrspace(1), ptr %s195
  %t3567 = load ptr addrspace(1), ptr %s196
  %t3568 = load ptr addrspace(1), ptr %s197
  %t3569 = load ptr addrspace(1), ptr %s198
  %t3570 = load ptr addrspace(1), ptr %s199
  %t3571 = load ptr addrspace(1), ptr %s200
  %t3572 = load ptr addrspace(1), ptr %s201
  %t3573 = load ptr addrspace(1), ptr %s202
  %t3574 = load ptr addrspace(1), ptr %s203
  %t3575 = load ptr addrspace(1), ptr %s204
  %t3576 = load ptr addrspace(1), ptr %s205
  %t3577 = load ptr addrspace(1), ptr %s206
  %t3578 = load ptr addrspace(1), ptr %s207
  %t3579 = load ptr addrspace(1), ptr %s208
  %t3580 = load ptr addrspace(1), ptr %s209
  %t3581 = load ptr addrspace(1), ptr %s210
  %t3582 = load ptr addrspace(1), ptr %s211
  %t3583 = load ptr addrspace(1), ptr %s212
  %t3584 = load ptr addrspace(1), ptr %s213
  %t3585 = load ptr addrspace(1), ptr %s214
  %t3586 = load ptr addrspace(1), ptr %s215
  %t3587 = load ptr addrspace(1), ptr %s216
  %t3588 = load ptr addrspace(1), ptr %s217
  %t3589 = load ptr addrspace(1), ptr %s218
  %t3590 = load ptr addrspace(1), ptr %s219
  %t3591 = load ptr addrspace(1), ptr %s220
  %t3592 = load ptr addrspace(1), ptr %s221
  %t3593 = load ptr addrspace(1), ptr %s222
  %t3594 = load ptr addrspace(1), ptr %s223
  %t3595 = load ptr addrspace(1), ptr %s224
  %t3596 = load ptr addrspace(1), ptr %s225
  %t3597 = load ptr addrspace(1), ptr %s226
  %t3598 = load ptr addrspace(1), ptr %s227
  %t3599 = load ptr addrspace(1), ptr %s228
  %t3600 = load ptr addrspace(1), ptr %s229
  %t3601 = load ptr addrspace(1), ptr %s230
  %t3602 = load ptr addrspace(1), ptr %s231
  %t3603 = load ptr addrspace(1), ptr %s232
  %t3604 = load ptr addrspace(1), ptr %s233
  %t3605 = load ptr addrspace(1), ptr %s234
  %t3606 = load ptr addrspace(1), ptr %s235
  %t3607 = load ptr addrspace(1), ptr %s236
  %t3608 = load ptr addrspace(1), ptr %s237
  %t3609 = load ptr addrspace(1), ptr %s238
  %t3610 = load ptr addrspace(1), ptr %s239
  %t3611 = load ptr addrspace(1), ptr %s240
  %t3612 = load ptr addrspace(1), ptr %s241
  %t3613 = load ptr addrspace(1), ptr %s242
  %t3614 = load ptr addrspace(1), ptr %s243
  %t3615 = load ptr addrspace(1), ptr %s244
  %t3616 = load ptr addrspace(1), ptr %s245
  %t3617 = load ptr addrspace(1), ptr %s246
  %t3618 = load ptr addrspace(1), ptr %s247
  %t3619 = load ptr addrspace(1), ptr %s248
  %t3620 = load ptr addrspace(1), ptr %s249
  %t3621 = load ptr addrspace(1), ptr %s250
  %t3622 = load ptr addrspace(1), ptr %s251
  %t3623 = load ptr addrspace(1), ptr %s252
  %t3624 = load ptr addrspace(1), ptr %s253
  %t3625 = load ptr addrspace(1), ptr %s254
  %t3626 = load ptr addrspace(1), ptr %s255
  %t3627 = load i32, ptr %s256
  %t3628 = load i32, ptr %s257
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t3629 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,~{memory}"(float %t3371, float %t3372, float %t3373, float %t3374, float %t3375, float %t3376, float %t3377, float %t3378, float %t3379, float %t3380, float %t3381, float %t3382, float %t3383, float %t3384, float %t3385, float %t3386, float %t3387, float %t3388, float %t3389, float %t3390, float %t3391, float %t3392, float %t3393, float %t3394, float %t3395, float %t3396, float %t3397, float %t3398, float %t3399, float %t3400, float %t3401, float %t3402, float %t3403, float %t3404, float %t3405, float %t3406, float %t3407, float %t3408, float %t3409, float %t3410, float %t3411, float %t3412, float %t3413, float %t3414, float %t3415, float %t3416, float %t3417, float %t3418, float %t3419, float %t3420, float %t3421, float %t3422, float %t3423, float %t3424, float %t3425, float %t3426, float %t3427, float %t3428, float %t3429, float %t3430, float %t3431, float %t3432, float %t3433, float %t3434, float %t3435, float %t3436, float %t3437, float %t3438, float %t3439, float %t3440, float %t3441, float %t3442, float %t3443, float %t3444, float %t3445, float %t3446, float %t3447, float %t3448, float %t3449, float %t3450, float %t3451, float %t3452, float %t3453, float %t3454, float %t3455, float %t3456, float %t3457, float %t3458, float %t3459, float %t3460, float %t3461, float %t3462, float %t3463, float %t3464, float %t3465, float %t3466, float %t3467, float %t3468, float %t3469, float %t3470, float %t3471, float %t3472, float %t3473, float %t3474, float %t3475, float %t3476, float %t3477, float %t3478, float %t3479, float %t3480, float %t3481, float %t3482, float %t3483, float %t3484, float %t3485, float %t3486, float %t3487, float %t3488, float %t3489, float %t3490, float %t3491, float %t3492, float %t3493, float %t3494, float %t3495, float %t3496, float %t3497, float %t3498)
  %t3630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 0
  %t3631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 1
  %t3632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 2
  %t3633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 3
  %t3634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 4
  %t3635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 5
  %t3636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 6
  %t3637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 7
  %t3638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 8
  %t3639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 9
  %t3640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 10
  %t3641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 11
  %t3642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 12
  %t3643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 13
  %t3644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 14
  %t3645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 15
  %t3646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 16
  %t3647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 17
  %t3648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 18
  %t3649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 19
  %t3650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 20
  %t3651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 21
  %t3652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 22
  %t3653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 23
  %t3654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 24
  %t3655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 25
  %t3656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 26
  %t3657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 27
  %t3658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 28
  %t3659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 29
  %t3660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 30
  %t3661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 31
  %t3662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 32
  %t3663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 33
  %t3664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 34
  %t3665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 35
  %t3666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 36
  %t3667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 37
  %t3668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 38
  %t3669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 39
  %t3670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 40
  %t3671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 41
  %t3672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 42
  %t3673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 43
  %t3674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 44
  %t3675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 45
  %t3676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 46
  %t3677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 47
  %t3678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 48
  %t3679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 49
  %t3680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 50
  %t3681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 51
  %t3682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 52
  %t3683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 53
  %t3684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 54
  %t3685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 55
  %t3686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 56
  %t3687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 57
  %t3688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 58
  %t3689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 59
  %t3690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 60
  %t3691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 61
  %t3692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 62
  %t3693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 63
  %t3694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 64
  %t3695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 65
  %t3696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 66
  %t3697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 67
  %t3698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 68
  %t3699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 69
  %t3700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 70
  %t3701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 71
  %t3702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 72
  %t3703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 73
  %t3704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 74
  %t3705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 75
  %t3706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 76
  %t3707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 77
  %t3708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 78
  %t3709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 79
  %t3710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 80
  %t3711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 81
  %t3712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 82
  %t3713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 83
  %t3714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 84
  %t3715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 85
  %t3716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 86
  %t3717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 87
  %t3718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 88
  %t3719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 89
  %t3720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 90
  %t3721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 91
  %t3722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 92
  %t3723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 93
  %t3724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 94
  %t3725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 95
  %t3726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 96
  %t3727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 97
  %t3728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 98
  %t3729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 99
  %t3730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 100
  %t3731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 101
  %t3732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 102
  %t3733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 103
  %t3734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 104
  %t3735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 105
  %t3736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 106
  %t3737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 107
  %t3738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 108
  %t3739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 109
  %t3740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 110
  %t3741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 111
  %t3742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 112
  %t3743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 113
  %t3744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 114
  %t3745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 115
  %t3746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 116
  %t3747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 117
  %t3748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 118
  %t3749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 119
  %t3750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 120
  %t3751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 121
  %t3752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 122
  %t3753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 123
  %t3754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 124
  %t3755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 125
  %t3756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 126
  %t3757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3629, 127
  %t3758 = mul i32 %t324, %arg8
  %t3759 = mul i32 %t325, %arg8
  %t3760 = mul i32 %t326, %arg8
  %t3761 = mul i32 %t327, %arg8
  %t3762 = sext i32 %t3758 to i64
  %t3763 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3762
  %t3764 = sext i32 %t3759 to i64
  %t3765 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3764
  %t3766 = sext i32 %t3760 to i64
  %t3767 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3766
  %t3768 = sext i32 %t3761 to i64
  %t3769 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3768
  %t3770 = sext i32 %t401 to i64
  %t3771 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3770
  %t3772 = sext i32 %t402 to i64
  %t3773 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3772
  %t3774 = sext i32 %t401 to i64
  %t3775 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3774
  %t3776 = sext i32 %t402 to i64
  %t3777 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3776
  %t3778 = sext i32 %t403 to i64
  %t3779 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3778
  %t3780 = sext i32 %t404 to i64
  %t3781 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3780
  %t3782 = sext i32 %t403 to i64
  %t3783 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3782
  %t3784 = sext i32 %t404 to i64
  %t3785 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3784
  %t3786 = sext i32 %t405 to i64
  %t3787 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3786
  %t3788 = sext i32 %t406 to i64
  %t3789 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3788
  %t3790 = sext i32 %t405 to i64
  %t3791 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3790
  %t3792 = sext i32 %t406 to i64
  %t3793 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3792
  %t3794 = sext i32 %t407 to i64
  %t3795 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3794
  %t3796 = sext i32 %t408 to i64
  %t3797 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3796
  %t3798 = sext i32 %t407 to i64
  %t3799 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3798
  %t3800 = sext i32 %t408 to i64
  %t3801 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3800
  %t3802 = sext i32 %t409 to i64
  %t3803 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3802
  %t3804 = sext i32 %t410 to i64
  %t3805 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3804
  %t3806 = sext i32 %t409 to i64
  %t3807 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3806
  %t3808 = sext i32 %t410 to i64
  %t3809 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3808
  %t3810 = sext i32 %t411 to i64
  %t3811 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3810
  %t3812 = sext i32 %t412 to i64
  %t3813 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3812
  %t3814 = sext i32 %t411 to i64
  %t3815 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3814
  %t3816 = sext i32 %t412 to i64
  %t3817 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3816
  %t3818 = sext i32 %t413 to i64
  %t3819 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3818
  %t3820 = sext i32 %t414 to i64
  %t3821 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3820
  %t3822 = sext i32 %t413 to i64
  %t3823 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3822
  %t3824 = sext i32 %t414 to i64
  %t3825 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3824
  %t3826 = sext i32 %t415 to i64
  %t3827 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3826
  %t3828 = sext i32 %t416 to i64
  %t3829 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3828
  %t3830 = sext i32 %t415 to i64
  %t3831 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3830
  %t3832 = sext i32 %t416 to i64
  %t3833 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3832
  %t3834 = sext i32 %t417 to i64
  %t3835 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3834
  %t3836 = sext i32 %t418 to i64
  %t3837 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3836
  %t3838 = sext i32 %t417 to i64
  %t3839 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3838
  %t3840 = sext i32 %t418 to i64
  %t3841 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3840
  %t3842 = sext i32 %t419 to i64
  %t3843 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3842
  %t3844 = sext i32 %t420 to i64
  %t3845 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3844
  %t3846 = sext i32 %t419 to i64
  %t3847 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3846
  %t3848 = sext i32 %t420 to i64
  %t3849 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3848
  %t3850 = sext i32 %t421 to i64
  %t3851 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3850
  %t3852 = sext i32 %t422 to i64
  %t3853 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3852
  %t3854 = sext i32 %t421 to i64
  %t3855 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3854
  %t3856 = sext i32 %t422 to i64
  %t3857 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3856
  %t3858 = sext i32 %t423 to i64
  %t3859 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3858
  %t3860 = sext i32 %t424 to i64
  %t3861 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3860
  %t3862 = sext i32 %t423 to i64
  %t3863 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3862
  %t3864 = sext i32 %t424 to i64
  %t3865 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3864
  %t3866 = sext i32 %t425 to i64
  %t3867 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3866
  %t3868 = sext i32 %t426 to i64
  %t3869 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3868
  %t3870 = sext i32 %t425 to i64
  %t3871 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3870
  %t3872 = sext i32 %t426 to i64
  %t3873 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3872
  %t3874 = sext i32 %t427 to i64
  %t3875 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3874
  %t3876 = sext i32 %t428 to i64
  %t3877 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3876
  %t3878 = sext i32 %t427 to i64
  %t3879 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3878
  %t3880 = sext i32 %t428 to i64
  %t3881 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3880
  %t3882 = sext i32 %t429 to i64
  %t3883 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3882
  %t3884 = sext i32 %t430 to i64
  %t3885 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3884
  %t3886 = sext i32 %t429 to i64
  %t3887 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3886
  %t3888 = sext i32 %t430 to i64
  %t3889 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3888
  %t3890 = sext i32 %t431 to i64
  %t3891 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3890
  %t3892 = sext i32 %t432 to i64
  %t3893 = getelementptr float, ptr addrspace(1) %t3763, i64 %t3892
  %t3894 = sext i32 %t431 to i64
  %t3895 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3894
  %t3896 = sext i32 %t432 to i64
  %t3897 = getelementptr float, ptr addrspace(1) %t3765, i64 %t3896
  %t3898 = sext i32 %t401 to i64
  %t3899 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3898
  %t3900 = sext i32 %t402 to i64
  %t3901 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3900
  %t3902 = sext i32 %t401 to i64
  %t3903 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3902
  %t3904 = sext i32 %t402 to i64
  %t3905 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3904
  %t3906 = sext i32 %t403 to i64
  %t3907 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3906
  %t3908 = sext i32 %t404 to i64
  %t3909 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3908
  %t3910 = sext i32 %t403 to i64
  %t3911 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3910
  %t3912 = sext i32 %t404 to i64
  %t3913 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3912
  %t3914 = sext i32 %t405 to i64
  %t3915 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3914
  %t3916 = sext i32 %t406 to i64
  %t3917 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3916
  %t3918 = sext i32 %t405 to i64
  %t3919 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3918
  %t3920 = sext i32 %t406 to i64
  %t3921 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3920
  %t3922 = sext i32 %t407 to i64
  %t3923 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3922
  %t3924 = sext i32 %t408 to i64
  %t3925 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3924
  %t3926 = sext i32 %t407 to i64
  %t3927 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3926
  %t3928 = sext i32 %t408 to i64
  %t3929 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3928
  %t3930 = sext i32 %t409 to i64
  %t3931 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3930
  %t3932 = sext i32 %t410 to i64
  %t3933 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3932
  %t3934 = sext i32 %t409 to i64
  %t3935 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3934
  %t3936 = sext i32 %t410 to i64
  %t3937 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3936
  %t3938 = sext i32 %t411 to i64
  %t3939 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3938
  %t3940 = sext i32 %t412 to i64
  %t3941 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3940
  %t3942 = sext i32 %t411 to i64
  %t3943 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3942
  %t3944 = sext i32 %t412 to i64
  %t3945 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3944
  %t3946 = sext i32 %t413 to i64
  %t3947 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3946
  %t3948 = sext i32 %t414 to i64
  %t3949 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3948
  %t3950 = sext i32 %t413 to i64
  %t3951 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3950
  %t3952 = sext i32 %t414 to i64
  %t3953 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3952
  %t3954 = sext i32 %t415 to i64
  %t3955 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3954
  %t3956 = sext i32 %t416 to i64
  %t3957 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3956
  %t3958 = sext i32 %t415 to i64
  %t3959 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3958
  %t3960 = sext i32 %t416 to i64
  %t3961 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3960
  %t3962 = sext i32 %t417 to i64
  %t3963 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3962
  %t3964 = sext i32 %t418 to i64
  %t3965 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3964
  %t3966 = sext i32 %t417 to i64
  %t3967 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3966
  %t3968 = sext i32 %t418 to i64
  %t3969 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3968
  %t3970 = sext i32 %t419 to i64
  %t3971 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3970
  %t3972 = sext i32 %t420 to i64
  %t3973 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3972
  %t3974 = sext i32 %t419 to i64
  %t3975 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3974
  %t3976 = sext i32 %t420 to i64
  %t3977 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3976
  %t3978 = sext i32 %t421 to i64
  %t3979 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3978
  %t3980 = sext i32 %t422 to i64
  %t3981 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3980
  %t3982 = sext i32 %t421 to i64
  %t3983 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3982
  %t3984 = sext i32 %t422 to i64
  %t3985 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3984
  %t3986 = sext i32 %t423 to i64
  %t3987 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3986
  %t3988 = sext i32 %t424 to i64
  %t3989 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3988
  %t3990 = sext i32 %t423 to i64
  %t3991 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3990
  %t3992 = sext i32 %t424 to i64
  %t3993 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3992
  %t3994 = sext i32 %t425 to i64
  %t3995 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3994
  %t3996 = sext i32 %t426 to i64
  %t3997 = getelementptr float, ptr addrspace(1) %t3767, i64 %t3996
  %t3998 = sext i32 %t425 to i64
  %t3999 = getelementptr float, ptr addrspace(1) %t3769, i64 %t3998
  %t4000 = sext i32 %t426 to i64
  %t4001 = getelementptr float, ptr addrspace(1) %t3769, i64 %t4000
  %t4002 = sext i32 %t427 to i64
  %t4003 = getelementptr float, ptr addrspace(1) %t3767, i64 %t4002
  %t4004 = sext i32 %t428 to i64
  %t4005 = getelementptr float, ptr addrspace(1) %t3767, i64 %t4004
  %t4006 = sext i32 %t427 to i64
  %t4007 = getelementptr float, ptr addrspace(1) %t3769, i64 %t4006
  %t4008 = sext i32 %t428 to i64
  %t4009 = getelementptr float, ptr addrspace(1) %t3769, i64 %t4008
  %t4010 = sext i32 %t429 to i64
  %t4011 = getelementptr float, ptr addrspace(1) %t3767, i64 %t4010
  %t4012 = sext i32 %t430 to i64
  %t4013 = getelementptr float, ptr addrspace(1) %t3767, i64 %t4012
  %t4014 = sext i32 %t429 to i64
  %t4015 = getelementptr float, ptr addrspace(1) %t3769, i64 %t4014
  %t4016 = sext i32 %t430 to i64
  %t4017 = getelementptr float, ptr addrspace(1) %t3769, i64 %t4016
  %t4018 = sext i32 %t431 to i64
  %t4019 = getelementptr float, ptr addrspace(1) %t3767, i64 %t4018
  %t4020 = sext i32 %t432 to i64
  %t4021 = getelementptr float, ptr addrspace(1) %t3767, i64 %t4020
  %t4022 = sext i32 %t431 to i64
  %t4023 = getelementptr float, ptr addrspace(1) %t3769, i64 %t4022
  %t4024 = sext i32 %t432 to i64
  %t4025 = getelementptr float, ptr addrspace(1) %t3769, i64 %t4024
  %t4026 = icmp slt i32 %t324, %arg3
  %t4027 = icmp slt i32 %t325, %arg3
  %t4028 = icmp slt i32 %t326, %arg3
  %t4029 = icmp slt i32 %t327, %arg3
  %t4030 = icmp slt i32 %t401, %arg4
  %t4031 = icmp slt i32 %t402, %arg4
  %t4032 = icmp slt i32 %t403, %arg4
  %t4033 = icmp slt i32 %t404, %arg4
  %t4034 = icmp slt i32 %t405, %arg4
  %t4035 = icmp slt i32 %t406, %arg4
  %t4036 = icmp slt i32 %t407, %arg4
  %t4037 = icmp slt i32 %t408, %arg4
  %t4038 = icmp slt i32 %t409, %arg4
  %t4039 = icmp slt i32 %t410, %arg4
  %t4040 = icmp slt i32 %t411, %arg4
  %t4041 = icmp slt i32 %t412, %arg4
  %t4042 = icmp slt i32 %t413, %arg4
  %t4043 = icmp slt i32 %t414, %arg4
  %t4044 = icmp slt i32 %t415, %arg4
  %t4045 = icmp slt i32 %t416, %arg4
  %t4046 = icmp slt i32 %t417, %arg4
  %t4047 = icmp slt i32 %t418, %arg4
  %t4048 = icmp slt i32 %t419, %arg4
  %t4049 = icmp slt i32 %t420, %arg4
  %t4050 = icmp slt i32 %t421, %arg4
  %t4051 = icmp slt i32 %t422, %arg4
  %t4052 = icmp slt i32 %t423, %arg4
  %t4053 = icmp slt i32 %t424, %arg4
  %t4054 = icmp slt i32 %t425, %arg4
  %t4055 = icmp slt i32 %t426, %arg4
  %t4056 = icmp slt i32 %t427, %arg4
  %t4057 = icmp slt i32 %t428, %arg4
  %t4058 = icmp slt i32 %t429, %arg4
  %t4059 = icmp slt i32 %t430, %arg4
  %t4060 = icmp slt i32 %t431, %arg4
  %t4061 = icmp slt i32 %t432, %arg4
  %t4062 = and i1 %t4026, %t4030
  %t4063 = and i1 %t4026, %t4031
  %t4064 = and i1 %t4027, %t4030
  %t4065 = and i1 %t4027, %t4031
  %t4066 = and i1 %t4026, %t4032
  %t4067 = and i1 %t4026, %t4033
  %t4068 = and i1 %t4027, %t4032
  %t4069 = and i1 %t4027, %t4033
  %t4070 = and i1 %t4026, %t4034
  %t4071 = and i1 %t4026, %t4035
  %t4072 = and i1 %t4027, %t4034
  %t4073 = and i1 %t4027, %t4035
  %t4074 = and i1 %t4026, %t4036
  %t4075 = and i1 %t4026, %t4037
  %t4076 = and i1 %t4027, %t4036
  %t4077 = and i1 %t4027, %t4037
  %t4078 = and i1 %t4026, %t4038
  %t4079 = and i1 %t4026, %t4039
  %t4080 = and i1 %t4027, %t4038
  %t4081 = and i1 %t4027, %t4039
  %t4082 = and i1 %t4026, %t4040
  %t4083 = and i1 %t4026, %t4041
  %t4084 = and i1 %t4027, %t4040
  %t4085 = and i1 %t4027, %t4041
  %t4086 = and i1 %t4026, %t4042
  %t4087 = and i1 %t4026, %t4043
  %t4088 = and i1 %t4027, %t4042
  %t4089 = and i1 %t4027, %t4043
  %t4090 = and i1 %t4026, %t4044
  %t4091 = and i1 %t4026, %t4045
  %t4092 = and i1 %t4027, %t4044
  %t4093 = and i1 %t4027, %t4045
  %t4094 = and i1 %t4026, %t4046
  %t4095 = and i1 %t4026, %t4047
  %t4096 = and i1 %t4027, %t4046
  %t4097 = and i1 %t4027, %t4047
  %t4098 = and i1 %t4026, %t4048
  %t4099 = and i1 %t4026, %t4049
  %t4100 = and i1 %t4027, %t4048
  %t4101 = and i1 %t4027, %t4049
  %t4102 = and i1 %t4026, %t4050
  %t4103 = and i1 %t4026, %t4051
  %t4104 = and i1 %t4027, %t4050
  %t4105 = and i1 %t4027, %t4051
  %t4106 = and i1 %t4026, %t4052
  %t4107 = and i1 %t4026, %t4053
  %t4108 = and i1 %t4027, %t4052
  %t4109 = and i1 %t4027, %t4053
  %t4110 = and i1 %t4026, %t4054
  %t4111 = and i1 %t4026, %t4055
  %t4112 = and i1 %t4027, %t4054
  %t4113 = and i1 %t4027, %t4055
  %t4114 = and i1 %t4026, %t4056
  %t4115 = and i1 %t4026, %t4057
  %t4116 = and i1 %t4027, %t4056
  %t4117 = and i1 %t4027, %t4057
  %t4118 = and i1 %t4026, %t4058
  %t4119 = and i1 %t4026, %t4059
  %t4120 = and i1 %t4027, %t4058
  %t4121 = and i1 %t4027, %t4059
  %t4122 = and i1 %t4026, %t4060
  %t4123 = and i1 %t4026, %t4061
  %t4124 = and i1 %t4027, %t4060
  %t4125 = and i1 %t4027, %t4061
  %t4126 = and i1 %t4028, %t4030
  %t4127 = and i1 %t4028, %t4031
  %t4128 = and i1 %t4029, %t4030
  %t4129 = and i1 %t4029, %t4031
  %t4130 = and i1 %t4028, %t4032
  %t4131 = and i1 %t4028, %t4033
  %t4132 = and i1 %t4029, %t4032
  %t4133 = and i1 %t4029, %t4033
  %t4134 = and i1 %t4028, %t4034
  %t4135 = and i1 %t4028, %t4035
  %t4136 = and i1 %t4029, %t4034
  %t4137 = and i1 %t4029, %t4035
  %t4138 = and i1 %t4028, %t4036
  %t4139 = and i1 %t4028, %t4037
  %t4140 = and i1 %t4029, %t4036
  %t4141 = and i1 %t4029, %t4037
  %t4142 = and i1 %t4028, %t4038
  %t4143 = and i1 %t4028, %t4039
  %t4144 = and i1 %t4029, %t4038
  %t4145 = and i1 %t4029, %t4039
  %t4146 = and i1 %t4028, %t4040
  %t4147 = and i1 %t4028, %t4041
  %t4148 = and i1 %t4029, %t4040
  %t4149 = and i1 %t4029, %t4041
  %t4150 = and i1 %t4028, %t4042
  %t4151 = and i1 %t4028, %t4043
  %t4152 = and i1 %t4029, %t4042
  %t4153 = and i1 %t4029, %t4043
  %t4154 = and i1 %t4028, %t4044
  %t4155 = and i1 %t4028, %t4045
  %t4156 = and i1 %t4029, %t4044
  %t4157 = and i1 %t4029, %t4045
  %t4158 = and i1 %t4028, %t4046
  %t4159 = and i1 %t4028, %t4047
  %t4160 = and i1 %t4029, %t4046
  %t4161 = and i1 %t4029, %t4047
  %t4162 = and i1 %t4028, %t4048
  %t4163 = and i1 %t4028, %t4049
  %t4164 = and i1 %t4029, %t4048
  %t4165 = and i1 %t4029, %t4049
  %t4166 = and i1 %t4028, %t4050
  %t4167 = and i1 %t4028, %t4051
  %t4168 = and i1 %t4029, %t4050
  %t4169 = and i1 %t4029, %t4051
  %t4170 = and i1 %t4028, %t4052
  %t4171 = and i1 %t4028, %t4053
  %t4172 = and i1 %t4029, %t4052
  %t4173 = and i1 %t4029, %t4053
  %t4174 = and i1 %t4028, %t4054
  %t4175 = and i1 %t4028, %t4055
  %t4176 = and i1 %t4029, %t4054
  %t4177 = and i1 %t4029, %t4055
  %t4178 = and i1 %t4028, %t4056
  %t4179 = and i1 %t4028, %t4057
  %t4180 = and i1 %t4029, %t4056
  %t4181 = and i1 %t4029, %t4057
  %t4182 = and i1 %t4028, %t4058
  %t4183 = and i1 %t4028, %t4059
  %t4184 = and i1 %t4029, %t4058
  %t4185 = and i1 %t4029, %t4059
  %t4186 = and i1 %t4028, %t4060
  %t4187 = and i1 %t4028, %t4061
  %t4188 = and i1 %t4029, %t4060
  %t4189 = and i1 %t4029, %t4061
  %t4190 = bitcast float %t3630 to i32
  %t4191 = bitcast float %t3631 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3771, i1 %t4062, i32 %t4190, i32 %t4191)
  %t4192 = bitcast float %t3632 to i32
  %t4193 = bitcast float %t3633 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3775, i1 %t4064, i32 %t4192, i32 %t4193)
  %t4194 = bitcast float %t3634 to i32
  %t4195 = bitcast float %t3635 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3779, i1 %t4066, i32 %t4194, i32 %t4195)
  %t4196 = bitcast float %t3636 to i32
  %t4197 = bitcast float %t3637 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3783, i1 %t4068, i32 %t4196, i32 %t4197)
  %t4198 = bitcast float %t3638 to i32
  %t4199 = bitcast float %t3639 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3787, i1 %t4070, i32 %t4198, i32 %t4199)
  %t4200 = bitcast float %t3640 to i32
  %t4201 = bitcast float %t3641 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3791, i1 %t4072, i32 %t4200, i32 %t4201)
  %t4202 = bitcast float %t3642 to i32
  %t4203 = bitcast float %t3643 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3795, i1 %t4074, i32 %t4202, i32 %t4203)
  %t4204 = bitcast float %t3644 to i32
  %t4205 = bitcast float %t3645 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3799, i1 %t4076, i32 %t4204, i32 %t4205)
  %t4206 = bitcast float %t3646 to i32
  %t4207 = bitcast float %t3647 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3803, i1 %t4078, i32 %t4206, i32 %t4207)
  %t4208 = bitcast float %t3648 to i32
  %t4209 = bitcast float %t3649 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3807, i1 %t4080, i32 %t4208, i32 %t4209)
  %t4210 = bitcast float %t3650 to i32
  %t4211 = bitcast float %t3651 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3811, i1 %t4082, i32 %t4210, i32 %t4211)
  %t4212 = bitcast float %t3652 to i32
  %t4213 = bitcast float %t3653 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3815, i1 %t4084, i32 %t4212, i32 %t4213)
  %t4214 = bitcast float %t3654 to i32
  %t4215 = bitcast float %t3655 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3819, i1 %t4086, i32 %t4214, i32 %t4215)
  %t4216 = bitcast float %t3656 to i32
  %t4217 = bitcast float %t3657 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3823, i1 %t4088, i32 %t4216, i32 %t4217)
  %t4218 = bitcast float %t3658 to i32
  %t4219 = bitcast float %t3659 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3827, i1 %t4090, i32 %t4218, i32 %t4219)
  %t4220 = bitcast float %t3660 to i32
  %t4221 = bitcast float %t3661 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3831, i1 %t4092, i32 %t4220, i32 %t4221)
  %t4222 = bitcast float %t3662 to i32
  %t4223 = bitcast float %t3663 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3835, i1 %t4094, i32 %t4222, i32 %t4223)
  %t4224 = bitcast float %t3664 to i32
  %t4225 = bitcast float %t3665 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3839, i1 %t4096, i32 %t4224, i32 %t4225)
  %t4226 = bitcast float %t3666 to i32
  %t4227 = bitcast float %t3667 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3843, i1 %t4098, i32 %t4226, i32 %t4227)
  %t4228 = bitcast float %t3668 to i32
  %t4229 = bitcast float %t3669 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3847, i1 %t4100, i32 %t4228, i32 %t4229)
  %t4230 = bitcast float %t3670 to i32
  %t4231 = bitcast float %t3671 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3851, i1 %t4102, i32 %t4230, i32 %t4231)
  %t4232 = bitcast float %t3672 to i32
  %t4233 = bitcast float %t3673 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3855, i1 %t4104, i32 %t4232, i32 %t4233)
  %t4234 = bitcast float %t3674 to i32
  %t4235 = bitcast float %t3675 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3859, i1 %t4106, i32 %t4234, i32 %t4235)
  %t4236 = bitcast float %t3676 to i32
  %t4237 = bitcast float %t3677 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3863, i1 %t4108, i32 %t4236, i32 %t4237)
  %t4238 = bitcast float %t3678 to i32
  %t4239 = bitcast float %t3679 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3867, i1 %t4110, i32 %t4238, i32 %t4239)
  %t4240 = bitcast float %t3680 to i32
  %t4241 = bitcast float %t3681 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3871, i1 %t4112, i32 %t4240, i32 %t4241)
  %t4242 = bitcast float %t3682 to i32
  %t4243 = bitcast float %t3683 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3875, i1 %t4114, i32 %t4242, i32 %t4243)
  %t4244 = bitcast float %t3684 to i32
  %t4245 = bitcast float %t3685 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3879, i1 %t4116, i32 %t4244, i32 %t4245)
  %t4246 = bitcast float %t3686 to i32
  %t4247 = bitcast float %t3687 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3883, i1 %t4118, i32 %t4246, i32 %t4247)
  %t4248 = bitcast float %t3688 to i32
  %t4249 = bitcast float %t3689 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3887, i1 %t4120, i32 %t4248, i32 %t4249)
  %t4250 = bitcast float %t3690 to i32
  %t4251 = bitcast float %t3691 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3891, i1 %t4122, i32 %t4250, i32 %t4251)
  %t4252 = bitcast float %t3692 to i32
  %t4253 = bitcast float %t3693 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3895, i1 %t4124, i32 %t4252, i32 %t4253)
  %t4254 = bitcast float %t3694 to i32
  %t4255 = bitcast float %t3695 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3899, i1 %t4126, i32 %t4254, i32 %t4255)
  %t4256 = bitcast float %t3696 to i32
  %t4257 = bitcast float %t3697 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3903, i1 %t4128, i32 %t4256, i32 %t4257)
  %t4258 = bitcast float %t3698 to i32
  %t4259 = bitcast float %t3699 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3907, i1 %t4130, i32 %t4258, i32 %t4259)
  %t4260 = bitcast float %t3700 to i32
  %t4261 = bitcast float %t3701 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3911, i1 %t4132, i32 %t4260, i32 %t4261)
  %t4262 = bitcast float %t3702 to i32
  %t4263 = bitcast float %t3703 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3915, i1 %t4134, i32 %t4262, i32 %t4263)
  %t4264 = bitcast float %t3704 to i32
  %t4265 = bitcast float %t3705 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3919, i1 %t4136, i32 %t4264, i32 %t4265)
  %t4266 = bitcast float %t3706 to i32
  %t4267 = bitcast float %t3707 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3923, i1 %t4138, i32 %t4266, i32 %t4267)
  %t4268 = bitcast float %t3708 to i32
  %t4269 = bitcast float %t3709 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3927, i1 %t4140, i32 %t4268, i32 %t4269)
  %t4270 = bitcast float %t3710 to i32
  %t4271 = bitcast float %t3711 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3931, i1 %t4142, i32 %t4270, i32 %t4271)
  %t4272 = bitcast float %t3712 to i32
  %t4273 = bitcast float %t3713 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3935, i1 %t4144, i32 %t4272, i32 %t4273)
  %t4274 = bitcast float %t3714 to i32
  %t4275 = bitcast float %t3715 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3939, i1 %t4146, i32 %t4274, i32 %t4275)
  %t4276 = bitcast float %t3716 to i32
  %t4277 = bitcast float %t3717 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3943, i1 %t4148, i32 %t4276, i32 %t4277)
  %t4278 = bitcast float %t3718 to i32
  %t4279 = bitcast float %t3719 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3947, i1 %t4150, i32 %t4278, i32 %t4279)
  %t4280 = bitcast float %t3720 to i32
  %t4281 = bitcast float %t3721 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3951, i1 %t4152, i32 %t4280, i32 %t4281)
  %t4282 = bitcast float %t3722 to i32
  %t4283 = bitcast float %t3723 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3955, i1 %t4154, i32 %t4282, i32 %t4283)
  %t4284 = bitcast float %t3724 to i32
  %t4285 = bitcast float %t3725 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3959, i1 %t4156, i32 %t4284, i32 %t4285)
  %t4286 = bitcast float %t3726 to i32
  %t4287 = bitcast float %t3727 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3963, i1 %t4158, i32 %t4286, i32 %t4287)
  %t4288 = bitcast float %t3728 to i32
  %t4289 = bitcast float %t3729 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3967, i1 %t4160, i32 %t4288, i32 %t4289)
  %t4290 = bitcast float %t3730 to i32
  %t4291 = bitcast float %t3731 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3971, i1 %t4162, i32 %t4290, i32 %t4291)
  %t4292 = bitcast float %t3732 to i32
  %t4293 = bitcast float %t3733 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3975, i1 %t4164, i32 %t4292, i32 %t4293)
  %t4294 = bitcast float %t3734 to i32
  %t4295 = bitcast float %t3735 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3979, i1 %t4166, i32 %t4294, i32 %t4295)
  %t4296 = bitcast float %t3736 to i32
  %t4297 = bitcast float %t3737 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3983, i1 %t4168, i32 %t4296, i32 %t4297)
  %t4298 = bitcast float %t3738 to i32
  %t4299 = bitcast float %t3739 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3987, i1 %t4170, i32 %t4298, i32 %t4299)
  %t4300 = bitcast float %t3740 to i32
  %t4301 = bitcast float %t3741 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3991, i1 %t4172, i32 %t4300, i32 %t4301)
  %t4302 = bitcast float %t3742 to i32
  %t4303 = bitcast float %t3743 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3995, i1 %t4174, i32 %t4302, i32 %t4303)
  %t4304 = bitcast float %t3744 to i32
  %t4305 = bitcast float %t3745 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3999, i1 %t4176, i32 %t4304, i32 %t4305)
  %t4306 = bitcast float %t3746 to i32
  %t4307 = bitcast float %t3747 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t4003, i1 %t4178, i32 %t4306, i32 %t4307)
  %t4308 = bitcast float %t3748 to i32
  %t4309 = bitcast float %t3749 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t4007, i1 %t4180, i32 %t4308, i32 %t4309)
  %t4310 = bitcast float %t3750 to i32
  %t4311 = bitcast float %t3751 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t4011, i1 %t4182, i32 %t4310, i32 %t4311)
  %t4312 = bitcast float %t3752 to i32
  %t4313 = bitcast float %t3753 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t4015, i1 %t4184, i32 %t4312, i32 %t4313)
  %t4314 = bitcast float %t3754 to i32
  %t4315 = bitcast float %t3755 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t4019, i1 %t4186, i32 %t4314, i32 %t4315)
  %t4316 = bitcast float %t3756 to i32
  %t4317 = bitcast float %t3757 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t4023, i1 %t4188, i32 %t4316, i32 %t4317)
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
