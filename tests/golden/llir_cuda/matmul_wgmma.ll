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
  %t1902 = add i32 %t1898, %t203
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  %t1903 = add i32 %t1902, 0
  %t1904 = add i32 %t1901, 0
  %t1905 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1903
  %t1906 = lshr i32 %t1905, 4
  %t1907 = and i32 %t1906, 16383
  %t1908 = zext i32 %t1907 to i64
  %t1909 = or i64 %t1908, 4611686293372403712
  %t1910 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1904
  %t1911 = lshr i32 %t1910, 4
  %t1912 = and i32 %t1911, 16383
  %t1913 = zext i32 %t1912 to i64
  %t1914 = or i64 %t1913, 4611686293338849280
  %t1915 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t1909, i64 %t1914, i32 1, float %t1638, float %t1639, float %t1640, float %t1641, float %t1642, float %t1643, float %t1644, float %t1645, float %t1646, float %t1647, float %t1648, float %t1649, float %t1650, float %t1651, float %t1652, float %t1653, float %t1654, float %t1655, float %t1656, float %t1657, float %t1658, float %t1659, float %t1660, float %t1661, float %t1662, float %t1663, float %t1664, float %t1665, float %t1666, float %t1667, float %t1668, float %t1669, float %t1670, float %t1671, float %t1672, float %t1673, float %t1674, float %t1675, float %t1676, float %t1677, float %t1678, float %t1679, float %t1680, float %t1681, float %t1682, float %t1683, float %t1684, float %t1685, float %t1686, float %t1687, float %t1688, float %t1689, float %t1690, float %t1691, float %t1692, float %t1693, float %t1694, float %t1695, float %t1696, float %t1697, float %t1698, float %t1699, float %t1700, float %t1701)
  %t1916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 0
  %t1917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 1
  %t1918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 2
  %t1919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 3
  %t1920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 4
  %t1921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 5
  %t1922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 6
  %t1923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 7
  %t1924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 8
  %t1925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 9
  %t1926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 10
  %t1927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 11
  %t1928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 12
  %t1929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 13
  %t1930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 14
  %t1931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 15
  %t1932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 16
  %t1933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 17
  %t1934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 18
  %t1935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 19
  %t1936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 20
  %t1937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 21
  %t1938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 22
  %t1939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 23
  %t1940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 24
  %t1941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 25
  %t1942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 26
  %t1943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 27
  %t1944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 28
  %t1945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 29
  %t1946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 30
  %t1947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 31
  %t1948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 32
  %t1949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 33
  %t1950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 34
  %t1951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 35
  %t1952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 36
  %t1953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 37
  %t1954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 38
  %t1955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 39
  %t1956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 40
  %t1957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 41
  %t1958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 42
  %t1959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 43
  %t1960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 44
  %t1961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 45
  %t1962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 46
  %t1963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 47
  %t1964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 48
  %t1965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 49
  %t1966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 50
  %t1967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 51
  %t1968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 52
  %t1969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 53
  %t1970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 54
  %t1971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 55
  %t1972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 56
  %t1973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 57
  %t1974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 58
  %t1975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 59
  %t1976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 60
  %t1977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 61
  %t1978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 62
  %t1979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1915, 63
  %t1980 = add i32 %t1902, 8192
  %t1981 = add i32 %t1901, 0
  %t1982 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1980
  %t1983 = lshr i32 %t1982, 4
  %t1984 = and i32 %t1983, 16383
  %t1985 = zext i32 %t1984 to i64
  %t1986 = or i64 %t1985, 4611686293372403712
  %t1987 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1981
  %t1988 = lshr i32 %t1987, 4
  %t1989 = and i32 %t1988, 16383
  %t1990 = zext i32 %t1989 to i64
  %t1991 = or i64 %t1990, 4611686293338849280
  %t1992 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t1986, i64 %t1991, i32 1, float %t1702, float %t1703, float %t1704, float %t1705, float %t1706, float %t1707, float %t1708, float %t1709, float %t1710, float %t1711, float %t1712, float %t1713, float %t1714, float %t1715, float %t1716, float %t1717, float %t1718, float %t1719, float %t1720, float %t1721, float %t1722, float %t1723, float %t1724, float %t1725, float %t1726, float %t1727, float %t1728, float %t1729, float %t1730, float %t1731, float %t1732, float %t1733, float %t1734, float %t1735, float %t1736, float %t1737, float %t1738, float %t1739, float %t1740, float %t1741, float %t1742, float %t1743, float %t1744, float %t1745, float %t1746, float %t1747, float %t1748, float %t1749, float %t1750, float %t1751, float %t1752, float %t1753, float %t1754, float %t1755, float %t1756, float %t1757, float %t1758, float %t1759, float %t1760, float %t1761, float %t1762, float %t1763, float %t1764, float %t1765)
  %t1993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 0
  %t1994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 1
  %t1995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 2
  %t1996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 3
  %t1997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 4
  %t1998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 5
  %t1999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 6
  %t2000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 7
  %t2001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 8
  %t2002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 9
  %t2003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 10
  %t2004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 11
  %t2005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 12
  %t2006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 13
  %t2007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 14
  %t2008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 15
  %t2009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 16
  %t2010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 17
  %t2011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 18
  %t2012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 19
  %t2013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 20
  %t2014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 21
  %t2015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 22
  %t2016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 23
  %t2017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 24
  %t2018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 25
  %t2019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 26
  %t2020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 27
  %t2021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 28
  %t2022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 29
  %t2023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 30
  %t2024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 31
  %t2025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 32
  %t2026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 33
  %t2027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 34
  %t2028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 35
  %t2029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 36
  %t2030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 37
  %t2031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 38
  %t2032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 39
  %t2033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 40
  %t2034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 41
  %t2035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 42
  %t2036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 43
  %t2037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 44
  %t2038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 45
  %t2039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 46
  %t2040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 47
  %t2041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 48
  %t2042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 49
  %t2043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 50
  %t2044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 51
  %t2045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 52
  %t2046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 53
  %t2047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 54
  %t2048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 55
  %t2049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 56
  %t2050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 57
  %t2051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 58
  %t2052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 59
  %t2053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 60
  %t2054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 61
  %t2055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 62
  %t2056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t1992, 63
  %t2057 = add i32 %t1902, 32
  %t2058 = add i32 %t1901, 2048
  %t2059 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2057
  %t2060 = lshr i32 %t2059, 4
  %t2061 = and i32 %t2060, 16383
  %t2062 = zext i32 %t2061 to i64
  %t2063 = or i64 %t2062, 4611686293372403712
  %t2064 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2058
  %t2065 = lshr i32 %t2064, 4
  %t2066 = and i32 %t2065, 16383
  %t2067 = zext i32 %t2066 to i64
  %t2068 = or i64 %t2067, 4611686293338849280
  %t2069 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2063, i64 %t2068, i32 1, float %t1916, float %t1917, float %t1918, float %t1919, float %t1920, float %t1921, float %t1922, float %t1923, float %t1924, float %t1925, float %t1926, float %t1927, float %t1928, float %t1929, float %t1930, float %t1931, float %t1932, float %t1933, float %t1934, float %t1935, float %t1936, float %t1937, float %t1938, float %t1939, float %t1940, float %t1941, float %t1942, float %t1943, float %t1944, float %t1945, float %t1946, float %t1947, float %t1948, float %t1949, float %t1950, float %t1951, float %t1952, float %t1953, float %t1954, float %t1955, float %t1956, float %t1957, float %t1958, float %t1959, float %t1960, float %t1961, float %t1962, float %t1963, float %t1964, float %t1965, float %t1966, float %t1967, float %t1968, float %t1969, float %t1970, float %t1971, float %t1972, float %t1973, float %t1974, float %t1975, float %t1976, float %t1977, float %t1978, float %t1979)
  %t2070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 0
  %t2071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 1
  %t2072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 2
  %t2073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 3
  %t2074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 4
  %t2075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 5
  %t2076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 6
  %t2077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 7
  %t2078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 8
  %t2079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 9
  %t2080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 10
  %t2081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 11
  %t2082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 12
  %t2083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 13
  %t2084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 14
  %t2085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 15
  %t2086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 16
  %t2087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 17
  %t2088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 18
  %t2089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 19
  %t2090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 20
  %t2091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 21
  %t2092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 22
  %t2093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 23
  %t2094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 24
  %t2095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 25
  %t2096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 26
  %t2097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 27
  %t2098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 28
  %t2099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 29
  %t2100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 30
  %t2101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 31
  %t2102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 32
  %t2103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 33
  %t2104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 34
  %t2105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 35
  %t2106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 36
  %t2107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 37
  %t2108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 38
  %t2109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 39
  %t2110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 40
  %t2111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 41
  %t2112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 42
  %t2113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 43
  %t2114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 44
  %t2115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 45
  %t2116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 46
  %t2117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 47
  %t2118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 48
  %t2119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 49
  %t2120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 50
  %t2121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 51
  %t2122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 52
  %t2123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 53
  %t2124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 54
  %t2125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 55
  %t2126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 56
  %t2127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 57
  %t2128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 58
  %t2129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 59
  %t2130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 60
  %t2131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 61
  %t2132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 62
  %t2133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2069, 63
  %t2134 = add i32 %t1902, 8224
  %t2135 = add i32 %t1901, 2048
  %t2136 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2134
  %t2137 = lshr i32 %t2136, 4
  %t2138 = and i32 %t2137, 16383
  %t2139 = zext i32 %t2138 to i64
  %t2140 = or i64 %t2139, 4611686293372403712
  %t2141 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2135
  %t2142 = lshr i32 %t2141, 4
  %t2143 = and i32 %t2142, 16383
  %t2144 = zext i32 %t2143 to i64
  %t2145 = or i64 %t2144, 4611686293338849280
  %t2146 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2140, i64 %t2145, i32 1, float %t1993, float %t1994, float %t1995, float %t1996, float %t1997, float %t1998, float %t1999, float %t2000, float %t2001, float %t2002, float %t2003, float %t2004, float %t2005, float %t2006, float %t2007, float %t2008, float %t2009, float %t2010, float %t2011, float %t2012, float %t2013, float %t2014, float %t2015, float %t2016, float %t2017, float %t2018, float %t2019, float %t2020, float %t2021, float %t2022, float %t2023, float %t2024, float %t2025, float %t2026, float %t2027, float %t2028, float %t2029, float %t2030, float %t2031, float %t2032, float %t2033, float %t2034, float %t2035, float %t2036, float %t2037, float %t2038, float %t2039, float %t2040, float %t2041, float %t2042, float %t2043, float %t2044, float %t2045, float %t2046, float %t2047, float %t2048, float %t2049, float %t2050, float %t2051, float %t2052, float %t2053, float %t2054, float %t2055, float %t2056)
  %t2147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 0
  %t2148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 1
  %t2149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 2
  %t2150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 3
  %t2151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 4
  %t2152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 5
  %t2153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 6
  %t2154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 7
  %t2155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 8
  %t2156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 9
  %t2157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 10
  %t2158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 11
  %t2159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 12
  %t2160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 13
  %t2161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 14
  %t2162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 15
  %t2163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 16
  %t2164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 17
  %t2165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 18
  %t2166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 19
  %t2167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 20
  %t2168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 21
  %t2169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 22
  %t2170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 23
  %t2171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 24
  %t2172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 25
  %t2173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 26
  %t2174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 27
  %t2175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 28
  %t2176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 29
  %t2177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 30
  %t2178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 31
  %t2179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 32
  %t2180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 33
  %t2181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 34
  %t2182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 35
  %t2183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 36
  %t2184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 37
  %t2185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 38
  %t2186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 39
  %t2187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 40
  %t2188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 41
  %t2189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 42
  %t2190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 43
  %t2191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 44
  %t2192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 45
  %t2193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 46
  %t2194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 47
  %t2195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 48
  %t2196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 49
  %t2197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 50
  %t2198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 51
  %t2199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 52
  %t2200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 53
  %t2201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 54
  %t2202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 55
  %t2203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 56
  %t2204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 57
  %t2205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 58
  %t2206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 59
  %t2207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 60
  %t2208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 61
  %t2209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 62
  %t2210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2146, 63
  %t2211 = add i32 %t1902, 64
  %t2212 = add i32 %t1901, 4096
  %t2213 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2211
  %t2214 = lshr i32 %t2213, 4
  %t2215 = and i32 %t2214, 16383
  %t2216 = zext i32 %t2215 to i64
  %t2217 = or i64 %t2216, 4611686293372403712
  %t2218 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2212
  %t2219 = lshr i32 %t2218, 4
  %t2220 = and i32 %t2219, 16383
  %t2221 = zext i32 %t2220 to i64
  %t2222 = or i64 %t2221, 4611686293338849280
  %t2223 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2217, i64 %t2222, i32 1, float %t2070, float %t2071, float %t2072, float %t2073, float %t2074, float %t2075, float %t2076, float %t2077, float %t2078, float %t2079, float %t2080, float %t2081, float %t2082, float %t2083, float %t2084, float %t2085, float %t2086, float %t2087, float %t2088, float %t2089, float %t2090, float %t2091, float %t2092, float %t2093, float %t2094, float %t2095, float %t2096, float %t2097, float %t2098, float %t2099, float %t2100, float %t2101, float %t2102, float %t2103, float %t2104, float %t2105, float %t2106, float %t2107, float %t2108, float %t2109, float %t2110, float %t2111, float %t2112, float %t2113, float %t2114, float %t2115, float %t2116, float %t2117, float %t2118, float %t2119, float %t2120, float %t2121, float %t2122, float %t2123, float %t2124, float %t2125, float %t2126, float %t2127, float %t2128, float %t2129, float %t2130, float %t2131, float %t2132, float %t2133)
  %t2224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 0
  %t2225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 1
  %t2226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 2
  %t2227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 3
  %t2228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 4
  %t2229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 5
  %t2230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 6
  %t2231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 7
  %t2232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 8
  %t2233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 9
  %t2234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 10
  %t2235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 11
  %t2236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 12
  %t2237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 13
  %t2238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 14
  %t2239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 15
  %t2240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 16
  %t2241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 17
  %t2242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 18
  %t2243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 19
  %t2244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 20
  %t2245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 21
  %t2246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 22
  %t2247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 23
  %t2248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 24
  %t2249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 25
  %t2250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 26
  %t2251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 27
  %t2252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 28
  %t2253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 29
  %t2254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 30
  %t2255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 31
  %t2256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 32
  %t2257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 33
  %t2258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 34
  %t2259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 35
  %t2260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 36
  %t2261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 37
  %t2262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 38
  %t2263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 39
  %t2264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 40
  %t2265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 41
  %t2266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 42
  %t2267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 43
  %t2268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 44
  %t2269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 45
  %t2270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 46
  %t2271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 47
  %t2272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 48
  %t2273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 49
  %t2274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 50
  %t2275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 51
  %t2276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 52
  %t2277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 53
  %t2278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 54
  %t2279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 55
  %t2280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 56
  %t2281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 57
  %t2282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 58
  %t2283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 59
  %t2284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 60
  %t2285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 61
  %t2286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 62
  %t2287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2223, 63
  %t2288 = add i32 %t1902, 8256
  %t2289 = add i32 %t1901, 4096
  %t2290 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2288
  %t2291 = lshr i32 %t2290, 4
  %t2292 = and i32 %t2291, 16383
  %t2293 = zext i32 %t2292 to i64
  %t2294 = or i64 %t2293, 4611686293372403712
  %t2295 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2289
  %t2296 = lshr i32 %t2295, 4
  %t2297 = and i32 %t2296, 16383
  %t2298 = zext i32 %t2297 to i64
  %t2299 = or i64 %t2298, 4611686293338849280
  %t2300 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2294, i64 %t2299, i32 1, float %t2147, float %t2148, float %t2149, float %t2150, float %t2151, float %t2152, float %t2153, float %t2154, float %t2155, float %t2156, float %t2157, float %t2158, float %t2159, float %t2160, float %t2161, float %t2162, float %t2163, float %t2164, float %t2165, float %t2166, float %t2167, float %t2168, float %t2169, float %t2170, float %t2171, float %t2172, float %t2173, float %t2174, float %t2175, float %t2176, float %t2177, float %t2178, float %t2179, float %t2180, float %t2181, float %t2182, float %t2183, float %t2184, float %t2185, float %t2186, float %t2187, float %t2188, float %t2189, float %t2190, float %t2191, float %t2192, float %t2193, float %t2194, float %t2195, float %t2196, float %t2197, float %t2198, float %t2199, float %t2200, float %t2201, float %t2202, float %t2203, float %t2204, float %t2205, float %t2206, float %t2207, float %t2208, float %t2209, float %t2210)
  %t2301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 0
  %t2302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 1
  %t2303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 2
  %t2304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 3
  %t2305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 4
  %t2306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 5
  %t2307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 6
  %t2308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 7
  %t2309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 8
  %t2310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 9
  %t2311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 10
  %t2312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 11
  %t2313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 12
  %t2314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 13
  %t2315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 14
  %t2316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 15
  %t2317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 16
  %t2318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 17
  %t2319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 18
  %t2320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 19
  %t2321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 20
  %t2322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 21
  %t2323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 22
  %t2324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 23
  %t2325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 24
  %t2326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 25
  %t2327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 26
  %t2328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 27
  %t2329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 28
  %t2330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 29
  %t2331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 30
  %t2332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 31
  %t2333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 32
  %t2334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 33
  %t2335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 34
  %t2336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 35
  %t2337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 36
  %t2338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 37
  %t2339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 38
  %t2340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 39
  %t2341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 40
  %t2342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 41
  %t2343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 42
  %t2344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 43
  %t2345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 44
  %t2346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 45
  %t2347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 46
  %t2348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 47
  %t2349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 48
  %t2350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 49
  %t2351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 50
  %t2352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 51
  %t2353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 52
  %t2354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 53
  %t2355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 54
  %t2356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 55
  %t2357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 56
  %t2358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 57
  %t2359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 58
  %t2360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 59
  %t2361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 60
  %t2362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 61
  %t2363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 62
  %t2364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2300, 63
  %t2365 = add i32 %t1902, 96
  %t2366 = add i32 %t1901, 6144
  %t2367 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2365
  %t2368 = lshr i32 %t2367, 4
  %t2369 = and i32 %t2368, 16383
  %t2370 = zext i32 %t2369 to i64
  %t2371 = or i64 %t2370, 4611686293372403712
  %t2372 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2366
  %t2373 = lshr i32 %t2372, 4
  %t2374 = and i32 %t2373, 16383
  %t2375 = zext i32 %t2374 to i64
  %t2376 = or i64 %t2375, 4611686293338849280
  %t2377 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2371, i64 %t2376, i32 1, float %t2224, float %t2225, float %t2226, float %t2227, float %t2228, float %t2229, float %t2230, float %t2231, float %t2232, float %t2233, float %t2234, float %t2235, float %t2236, float %t2237, float %t2238, float %t2239, float %t2240, float %t2241, float %t2242, float %t2243, float %t2244, float %t2245, float %t2246, float %t2247, float %t2248, float %t2249, float %t2250, float %t2251, float %t2252, float %t2253, float %t2254, float %t2255, float %t2256, float %t2257, float %t2258, float %t2259, float %t2260, float %t2261, float %t2262, float %t2263, float %t2264, float %t2265, float %t2266, float %t2267, float %t2268, float %t2269, float %t2270, float %t2271, float %t2272, float %t2273, float %t2274, float %t2275, float %t2276, float %t2277, float %t2278, float %t2279, float %t2280, float %t2281, float %t2282, float %t2283, float %t2284, float %t2285, float %t2286, float %t2287)
  %t2378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 0
  %t2379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 1
  %t2380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 2
  %t2381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 3
  %t2382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 4
  %t2383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 5
  %t2384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 6
  %t2385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 7
  %t2386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 8
  %t2387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 9
  %t2388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 10
  %t2389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 11
  %t2390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 12
  %t2391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 13
  %t2392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 14
  %t2393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 15
  %t2394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 16
  %t2395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 17
  %t2396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 18
  %t2397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 19
  %t2398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 20
  %t2399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 21
  %t2400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 22
  %t2401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 23
  %t2402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 24
  %t2403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 25
  %t2404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 26
  %t2405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 27
  %t2406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 28
  %t2407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 29
  %t2408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 30
  %t2409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 31
  %t2410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 32
  %t2411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 33
  %t2412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 34
  %t2413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 35
  %t2414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 36
  %t2415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 37
  %t2416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 38
  %t2417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 39
  %t2418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 40
  %t2419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 41
  %t2420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 42
  %t2421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 43
  %t2422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 44
  %t2423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 45
  %t2424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 46
  %t2425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 47
  %t2426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 48
  %t2427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 49
  %t2428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 50
  %t2429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 51
  %t2430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 52
  %t2431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 53
  %t2432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 54
  %t2433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 55
  %t2434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 56
  %t2435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 57
  %t2436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 58
  %t2437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 59
  %t2438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 60
  %t2439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 61
  %t2440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 62
  %t2441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2377, 63
  %t2442 = add i32 %t1902, 8288
  %t2443 = add i32 %t1901, 6144
  %t2444 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2442
  %t2445 = lshr i32 %t2444, 4
  %t2446 = and i32 %t2445, 16383
  %t2447 = zext i32 %t2446 to i64
  %t2448 = or i64 %t2447, 4611686293372403712
  %t2449 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t2443
  %t2450 = lshr i32 %t2449, 4
  %t2451 = and i32 %t2450, 16383
  %t2452 = zext i32 %t2451 to i64
  %t2453 = or i64 %t2452, 4611686293338849280
  %t2454 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t2448, i64 %t2453, i32 1, float %t2301, float %t2302, float %t2303, float %t2304, float %t2305, float %t2306, float %t2307, float %t2308, float %t2309, float %t2310, float %t2311, float %t2312, float %t2313, float %t2314, float %t2315, float %t2316, float %t2317, float %t2318, float %t2319, float %t2320, float %t2321, float %t2322, float %t2323, float %t2324, float %t2325, float %t2326, float %t2327, float %t2328, float %t2329, float %t2330, float %t2331, float %t2332, float %t2333, float %t2334, float %t2335, float %t2336, float %t2337, float %t2338, float %t2339, float %t2340, float %t2341, float %t2342, float %t2343, float %t2344, float %t2345, float %t2346, float %t2347, float %t2348, float %t2349, float %t2350, float %t2351, float %t2352, float %t2353, float %t2354, float %t2355, float %t2356, float %t2357, float %t2358, float %t2359, float %t2360, float %t2361, float %t2362, float %t2363, float %t2364)
  %t2455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 0
  %t2456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 1
  %t2457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 2
  %t2458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 3
  %t2459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 4
  %t2460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 5
  %t2461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 6
  %t2462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 7
  %t2463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 8
  %t2464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 9
  %t2465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 10
  %t2466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 11
  %t2467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 12
  %t2468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 13
  %t2469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 14
  %t2470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 15
  %t2471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 16
  %t2472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 17
  %t2473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 18
  %t2474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 19
  %t2475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 20
  %t2476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 21
  %t2477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 22
  %t2478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 23
  %t2479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 24
  %t2480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 25
  %t2481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 26
  %t2482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 27
  %t2483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 28
  %t2484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 29
  %t2485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 30
  %t2486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 31
  %t2487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 32
  %t2488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 33
  %t2489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 34
  %t2490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 35
  %t2491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 36
  %t2492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 37
  %t2493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 38
  %t2494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 39
  %t2495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 40
  %t2496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 41
  %t2497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 42
  %t2498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 43
  %t2499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 44
  %t2500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 45
  %t2501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 46
  %t2502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 47
  %t2503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 48
  %t2504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 49
  %t2505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 50
  %t2506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 51
  %t2507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 52
  %t2508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 53
  %t2509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 54
  %t2510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 55
  %t2511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 56
  %t2512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 57
  %t2513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 58
  %t2514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 59
  %t2515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 60
  %t2516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 61
  %t2517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 62
  %t2518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t2454, 63
  call void asm sideeffect "wgmma.commit_group.sync.aligned;", "~{memory}"()
  call void asm sideeffect "wgmma.wait_group.sync.aligned 1;", "~{memory}"()
  %t2519 = sext i32 64 to i64
  %t2520 = getelementptr half, ptr addrspace(1) %t1766, i64 %t2519
  %t2521 = sext i32 64 to i64
  %t2522 = getelementptr half, ptr addrspace(1) %t1767, i64 %t2521
  %t2523 = sext i32 64 to i64
  %t2524 = getelementptr half, ptr addrspace(1) %t1768, i64 %t2523
  %t2525 = sext i32 64 to i64
  %t2526 = getelementptr half, ptr addrspace(1) %t1769, i64 %t2525
  %t2527 = sext i32 64 to i64
  %t2528 = getelementptr half, ptr addrspace(1) %t1770, i64 %t2527
  %t2529 = sext i32 64 to i64
  %t2530 = getelementptr half, ptr addrspace(1) %t1771, i64 %t2529
  %t2531 = sext i32 64 to i64
  %t2532 = getelementptr half, ptr addrspace(1) %t1772, i64 %t2531
  %t2533 = sext i32 64 to i64
  %t2534 = getelementptr half, ptr addrspace(1) %t1773, i64 %t2533
  %t2535 = sext i32 64 to i64
  %t2536 = getelementptr half, ptr addrspace(1) %t1774, i64 %t2535
  %t2537 = sext i32 64 to i64
  %t2538 = getelementptr half, ptr addrspace(1) %t1775, i64 %t2537
  %t2539 = sext i32 64 to i64
  %t2540 = getelementptr half, ptr addrspace(1) %t1776, i64 %t2539
  %t2541 = sext i32 64 to i64
  %t2542 = getelementptr half, ptr addrspace(1) %t1777, i64 %t2541
  %t2543 = sext i32 64 to i64
  %t2544 = getelementptr half, ptr addrspace(1) %t1778, i64 %t2543
  %t2545 = sext i32 64 to i64
  %t2546 = getelementptr half, ptr addrspace(1) %t1779, i64 %t2545
  %t2547 = sext i32 64 to i64
  %t2548 = getelementptr half, ptr addrspace(1) %t1780, i64 %t2547
  %t2549 = sext i32 64 to i64
  %t2550 = getelementptr half, ptr addrspace(1) %t1781, i64 %t2549
  %t2551 = sext i32 64 to i64
  %t2552 = getelementptr half, ptr addrspace(1) %t1782, i64 %t2551
  %t2553 = sext i32 64 to i64
  %t2554 = getelementptr half, ptr addrspace(1) %t1783, i64 %t2553
  %t2555 = sext i32 64 to i64
  %t2556 = getelementptr half, ptr addrspace(1) %t1784, i64 %t2555
  %t2557 = sext i32 64 to i64
  %t2558 = getelementptr half, ptr addrspace(1) %t1785, i64 %t2557
  %t2559 = sext i32 64 to i64
  %t2560 = getelementptr half, ptr addrspace(1) %t1786, i64 %t2559
  %t2561 = sext i32 64 to i64
  %t2562 = getelementptr half, ptr addrspace(1) %t1787, i64 %t2561
  %t2563 = sext i32 64 to i64
  %t2564 = getelementptr half, ptr addrspace(1) %t1788, i64 %t2563
  %t2565 = sext i32 64 to i64
  %t2566 = getelementptr half, ptr addrspace(1) %t1789, i64 %t2565
  %t2567 = sext i32 64 to i64
  %t2568 = getelementptr half, ptr addrspace(1) %t1790, i64 %t2567
  %t2569 = sext i32 64 to i64
  %t2570 = getelementptr half, ptr addrspace(1) %t1791, i64 %t2569
  %t2571 = sext i32 64 to i64
  %t2572 = getelementptr half, ptr addrspace(1) %t1792, i64 %t2571
  %t2573 = sext i32 64 to i64
  %t2574 = getelementptr half, ptr addrspace(1) %t1793, i64 %t2573
  %t2575 = sext i32 64 to i64
  %t2576 = getelementptr half, ptr addrspace(1) %t1794, i64 %t2575
  %t2577 = sext i32 64 to i64
  %t2578 = getelementptr half, ptr addrspace(1) %t1795, i64 %t2577
  %t2579 = sext i32 64 to i64
  %t2580 = getelementptr half, ptr addrspace(1) %t1796, i64 %t2579
  %t2581 = sext i32 64 to i64
  %t2582 = getelementptr half, ptr addrspace(1) %t1797, i64 %t2581
  %t2583 = sext i32 64 to i64
  %t2584 = getelementptr half, ptr addrspace(1) %t1798, i64 %t2583
  %t2585 = sext i32 64 to i64
  %t2586 = getelementptr half, ptr addrspace(1) %t1799, i64 %t2585
  %t2587 = sext i32 64 to i64
  %t2588 = getelementptr half, ptr addrspace(1) %t1800, i64 %t2587
  %t2589 = sext i32 64 to i64
  %t2590 = getelementptr half, ptr addrspace(1) %t1801, i64 %t2589
  %t2591 = sext i32 64 to i64
  %t2592 = getelementptr half, ptr addrspace(1) %t1802, i64 %t2591
  %t2593 = sext i32 64 to i64
  %t2594 = getelementptr half, ptr addrspace(1) %t1803, i64 %t2593
  %t2595 = sext i32 64 to i64
  %t2596 = getelementptr half, ptr addrspace(1) %t1804, i64 %t2595
  %t2597 = sext i32 64 to i64
  %t2598 = getelementptr half, ptr addrspace(1) %t1805, i64 %t2597
  %t2599 = sext i32 64 to i64
  %t2600 = getelementptr half, ptr addrspace(1) %t1806, i64 %t2599
  %t2601 = sext i32 64 to i64
  %t2602 = getelementptr half, ptr addrspace(1) %t1807, i64 %t2601
  %t2603 = sext i32 64 to i64
  %t2604 = getelementptr half, ptr addrspace(1) %t1808, i64 %t2603
  %t2605 = sext i32 64 to i64
  %t2606 = getelementptr half, ptr addrspace(1) %t1809, i64 %t2605
  %t2607 = sext i32 64 to i64
  %t2608 = getelementptr half, ptr addrspace(1) %t1810, i64 %t2607
  %t2609 = sext i32 64 to i64
  %t2610 = getelementptr half, ptr addrspace(1) %t1811, i64 %t2609
  %t2611 = sext i32 64 to i64
  %t2612 = getelementptr half, ptr addrspace(1) %t1812, i64 %t2611
  %t2613 = sext i32 64 to i64
  %t2614 = getelementptr half, ptr addrspace(1) %t1813, i64 %t2613
  %t2615 = sext i32 64 to i64
  %t2616 = getelementptr half, ptr addrspace(1) %t1814, i64 %t2615
  %t2617 = sext i32 64 to i64
  %t2618 = getelementptr half, ptr addrspace(1) %t1815, i64 %t2617
  %t2619 = sext i32 64 to i64
  %t2620 = getelementptr half, ptr addrspace(1) %t1816, i64 %t2619
  %t2621 = sext i32 64 to i64
  %t2622 = getelementptr half, ptr addrspace(1) %t1817, i64 %t2621
  %t2623 = sext i32 64 to i64
  %t2624 = getelementptr half, ptr addrspace(1) %t1818, i64 %t2623
  %t2625 = sext i32 64 to i64
  %t2626 = getelementptr half, ptr addrspace(1) %t1819, i64 %t2625
  %t2627 = sext i32 64 to i64
  %t2628 = getelementptr half, ptr addrspace(1) %t1820, i64 %t2627
  %t2629 = sext i32 64 to i64
  %t2630 = getelementptr half, ptr addrspace(1) %t1821, i64 %t2629
  %t2631 = sext i32 64 to i64
  %t2632 = getelementptr half, ptr addrspace(1) %t1822, i64 %t2631
  %t2633 = sext i32 64 to i64
  %t2634 = getelementptr half, ptr addrspace(1) %t1823, i64 %t2633
  %t2635 = sext i32 64 to i64
  %t2636 = getelementptr half, ptr addrspace(1) %t1824, i64 %t2635
  %t2637 = sext i32 64 to i64
  %t2638 = getelementptr half, ptr addrspace(1) %t1825, i64 %t2637
  %t2639 = sext i32 64 to i64
  %t2640 = getelementptr half, ptr addrspace(1) %t1826, i64 %t2639
  %t2641 = sext i32 64 to i64
  %t2642 = getelementptr half, ptr addrspace(1) %t1827, i64 %t2641
  %t2643 = sext i32 64 to i64
  %t2644 = getelementptr half, ptr addrspace(1) %t1828, i64 %t2643
  %t2645 = sext i32 64 to i64
  %t2646 = getelementptr half, ptr addrspace(1) %t1829, i64 %t2645
  %t2647 = sext i32 %t841 to i64
  %t2648 = getelementptr half, ptr addrspace(1) %t1830, i64 %t2647
  %t2649 = sext i32 %t841 to i64
  %t2650 = getelementptr half, ptr addrspace(1) %t1831, i64 %t2649
  %t2651 = sext i32 %t841 to i64
  %t2652 = getelementptr half, ptr addrspace(1) %t1832, i64 %t2651
  %t2653 = sext i32 %t841 to i64
  %t2654 = getelementptr half, ptr addrspace(1) %t1833, i64 %t2653
  %t2655 = sext i32 %t841 to i64
  %t2656 = getelementptr half, ptr addrspace(1) %t1834, i64 %t2655
  %t2657 = sext i32 %t841 to i64
  %t2658 = getelementptr half, ptr addrspace(1) %t1835, i64 %t2657
  %t2659 = sext i32 %t841 to i64
  %t2660 = getelementptr half, ptr addrspace(1) %t1836, i64 %t2659
  %t2661 = sext i32 %t841 to i64
  %t2662 = getelementptr half, ptr addrspace(1) %t1837, i64 %t2661
  %t2663 = sext i32 %t841 to i64
  %t2664 = getelementptr half, ptr addrspace(1) %t1838, i64 %t2663
  %t2665 = sext i32 %t841 to i64
  %t2666 = getelementptr half, ptr addrspace(1) %t1839, i64 %t2665
  %t2667 = sext i32 %t841 to i64
  %t2668 = getelementptr half, ptr addrspace(1) %t1840, i64 %t2667
  %t2669 = sext i32 %t841 to i64
  %t2670 = getelementptr half, ptr addrspace(1) %t1841, i64 %t2669
  %t2671 = sext i32 %t841 to i64
  %t2672 = getelementptr half, ptr addrspace(1) %t1842, i64 %t2671
  %t2673 = sext i32 %t841 to i64
  %t2674 = getelementptr half, ptr addrspace(1) %t1843, i64 %t2673
  %t2675 = sext i32 %t841 to i64
  %t2676 = getelementptr half, ptr addrspace(1) %t1844, i64 %t2675
  %t2677 = sext i32 %t841 to i64
  %t2678 = getelementptr half, ptr addrspace(1) %t1845, i64 %t2677
  %t2679 = sext i32 %t841 to i64
  %t2680 = getelementptr half, ptr addrspace(1) %t1846, i64 %t2679
  %t2681 = sext i32 %t841 to i64
  %t2682 = getelementptr half, ptr addrspace(1) %t1847, i64 %t2681
  %t2683 = sext i32 %t841 to i64
  %t2684 = getelementptr half, ptr addrspace(1) %t1848, i64 %t2683
  %t2685 = sext i32 %t841 to i64
  %t2686 = getelementptr half, ptr addrspace(1) %t1849, i64 %t2685
  %t2687 = sext i32 %t841 to i64
  %t2688 = getelementptr half, ptr addrspace(1) %t1850, i64 %t2687
  %t2689 = sext i32 %t841 to i64
  %t2690 = getelementptr half, ptr addrspace(1) %t1851, i64 %t2689
  %t2691 = sext i32 %t841 to i64
  %t2692 = getelementptr half, ptr addrspace(1) %t1852, i64 %t2691
  %t2693 = sext i32 %t841 to i64
  %t2694 = getelementptr half, ptr addrspace(1) %t1853, i64 %t2693
  %t2695 = sext i32 %t841 to i64
  %t2696 = getelementptr half, ptr addrspace(1) %t1854, i64 %t2695
  %t2697 = sext i32 %t841 to i64
  %t2698 = getelementptr half, ptr addrspace(1) %t1855, i64 %t2697
  %t2699 = sext i32 %t841 to i64
  %t2700 = getelementptr half, ptr addrspace(1) %t1856, i64 %t2699
  %t2701 = sext i32 %t841 to i64
  %t2702 = getelementptr half, ptr addrspace(1) %t1857, i64 %t2701
  %t2703 = sext i32 %t841 to i64
  %t2704 = getelementptr half, ptr addrspace(1) %t1858, i64 %t2703
  %t2705 = sext i32 %t841 to i64
  %t2706 = getelementptr half, ptr addrspace(1) %t1859, i64 %t2705
  %t2707 = sext i32 %t841 to i64
  %t2708 = getelementptr half, ptr addrspace(1) %t1860, i64 %t2707
  %t2709 = sext i32 %t841 to i64
  %t2710 = getelementptr half, ptr addrspace(1) %t1861, i64 %t2709
  %t2711 = sext i32 %t841 to i64
  %t2712 = getelementptr half, ptr addrspace(1) %t1862, i64 %t2711
  %t2713 = sext i32 %t841 to i64
  %t2714 = getelementptr half, ptr addrspace(1) %t1863, i64 %t2713
  %t2715 = sext i32 %t841 to i64
  %t2716 = getelementptr half, ptr addrspace(1) %t1864, i64 %t2715
  %t2717 = sext i32 %t841 to i64
  %t2718 = getelementptr half, ptr addrspace(1) %t1865, i64 %t2717
  %t2719 = sext i32 %t841 to i64
  %t2720 = getelementptr half, ptr addrspace(1) %t1866, i64 %t2719
  %t2721 = sext i32 %t841 to i64
  %t2722 = getelementptr half, ptr addrspace(1) %t1867, i64 %t2721
  %t2723 = sext i32 %t841 to i64
  %t2724 = getelementptr half, ptr addrspace(1) %t1868, i64 %t2723
  %t2725 = sext i32 %t841 to i64
  %t2726 = getelementptr half, ptr addrspace(1) %t1869, i64 %t2725
  %t2727 = sext i32 %t841 to i64
  %t2728 = getelementptr half, ptr addrspace(1) %t1870, i64 %t2727
  %t2729 = sext i32 %t841 to i64
  %t2730 = getelementptr half, ptr addrspace(1) %t1871, i64 %t2729
  %t2731 = sext i32 %t841 to i64
  %t2732 = getelementptr half, ptr addrspace(1) %t1872, i64 %t2731
  %t2733 = sext i32 %t841 to i64
  %t2734 = getelementptr half, ptr addrspace(1) %t1873, i64 %t2733
  %t2735 = sext i32 %t841 to i64
  %t2736 = getelementptr half, ptr addrspace(1) %t1874, i64 %t2735
  %t2737 = sext i32 %t841 to i64
  %t2738 = getelementptr half, ptr addrspace(1) %t1875, i64 %t2737
  %t2739 = sext i32 %t841 to i64
  %t2740 = getelementptr half, ptr addrspace(1) %t1876, i64 %t2739
  %t2741 = sext i32 %t841 to i64
  %t2742 = getelementptr half, ptr addrspace(1) %t1877, i64 %t2741
  %t2743 = sext i32 %t841 to i64
  %t2744 = getelementptr half, ptr addrspace(1) %t1878, i64 %t2743
  %t2745 = sext i32 %t841 to i64
  %t2746 = getelementptr half, ptr addrspace(1) %t1879, i64 %t2745
  %t2747 = sext i32 %t841 to i64
  %t2748 = getelementptr half, ptr addrspace(1) %t1880, i64 %t2747
  %t2749 = sext i32 %t841 to i64
  %t2750 = getelementptr half, ptr addrspace(1) %t1881, i64 %t2749
  %t2751 = sext i32 %t841 to i64
  %t2752 = getelementptr half, ptr addrspace(1) %t1882, i64 %t2751
  %t2753 = sext i32 %t841 to i64
  %t2754 = getelementptr half, ptr addrspace(1) %t1883, i64 %t2753
  %t2755 = sext i32 %t841 to i64
  %t2756 = getelementptr half, ptr addrspace(1) %t1884, i64 %t2755
  %t2757 = sext i32 %t841 to i64
  %t2758 = getelementptr half, ptr addrspace(1) %t1885, i64 %t2757
  %t2759 = sext i32 %t841 to i64
  %t2760 = getelementptr half, ptr addrspace(1) %t1886, i64 %t2759
  %t2761 = sext i32 %t841 to i64
  %t2762 = getelementptr half, ptr addrspace(1) %t1887, i64 %t2761
  %t2763 = sext i32 %t841 to i64
  %t2764 = getelementptr half, ptr addrspace(1) %t1888, i64 %t2763
  %t2765 = sext i32 %t841 to i64
  %t2766 = getelementptr half, ptr addrspace(1) %t1889, i64 %t2765
  %t2767 = sext i32 %t841 to i64
  %t2768 = getelementptr half, ptr addrspace(1) %t1890, i64 %t2767
  %t2769 = sext i32 %t841 to i64
  %t2770 = getelementptr half, ptr addrspace(1) %t1891, i64 %t2769
  %t2771 = sext i32 %t841 to i64
  %t2772 = getelementptr half, ptr addrspace(1) %t1892, i64 %t2771
  %t2773 = sext i32 %t841 to i64
  %t2774 = getelementptr half, ptr addrspace(1) %t1893, i64 %t2773
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t2775 = mul i32 1, 2
  %t2776 = add i32 %t1636, %t2775
  %t2777 = icmp slt i32 %t2776, %t838
  %t2778 = mul i32 64, 2
  %t2779 = mul i32 64, 2
  %t2780 = mul i32 64, 2
  %t2781 = mul i32 64, 2
  %t2782 = mul i32 64, 2
  %t2783 = mul i32 64, 2
  %t2784 = mul i32 64, 2
  %t2785 = mul i32 64, 2
  %t2786 = mul i32 64, 2
  %t2787 = mul i32 64, 2
  %t2788 = mul i32 64, 2
  %t2789 = mul i32 64, 2
  %t2790 = mul i32 64, 2
  %t2791 = mul i32 64, 2
  %t2792 = mul i32 64, 2
  %t2793 = mul i32 64, 2
  %t2794 = mul i32 64, 2
  %t2795 = mul i32 64, 2
  %t2796 = mul i32 64, 2
  %t2797 = mul i32 64, 2
  %t2798 = mul i32 64, 2
  %t2799 = mul i32 64, 2
  %t2800 = mul i32 64, 2
  %t2801 = mul i32 64, 2
  %t2802 = mul i32 64, 2
  %t2803 = mul i32 64, 2
  %t2804 = mul i32 64, 2
  %t2805 = mul i32 64, 2
  %t2806 = mul i32 64, 2
  %t2807 = mul i32 64, 2
  %t2808 = mul i32 64, 2
  %t2809 = mul i32 64, 2
  %t2810 = mul i32 64, 2
  %t2811 = mul i32 64, 2
  %t2812 = mul i32 64, 2
  %t2813 = mul i32 64, 2
  %t2814 = mul i32 64, 2
  %t2815 = mul i32 64, 2
  %t2816 = mul i32 64, 2
  %t2817 = mul i32 64, 2
  %t2818 = mul i32 64, 2
  %t2819 = mul i32 64, 2
  %t2820 = mul i32 64, 2
  %t2821 = mul i32 64, 2
  %t2822 = mul i32 64, 2
  %t2823 = mul i32 64, 2
  %t2824 = mul i32 64, 2
  %t2825 = mul i32 64, 2
  %t2826 = mul i32 64, 2
  %t2827 = mul i32 64, 2
  %t2828 = mul i32 64, 2
  %t2829 = mul i32 64, 2
  %t2830 = mul i32 64, 2
  %t2831 = mul i32 64, 2
  %t2832 = mul i32 64, 2
  %t2833 = mul i32 64, 2
  %t2834 = mul i32 64, 2
  %t2835 = mul i32 64, 2
  %t2836 = mul i32 64, 2
  %t2837 = mul i32 64, 2
  %t2838 = mul i32 64, 2
  %t2839 = mul i32 64, 2
  %t2840 = mul i32 64, 2
  %t2841 = mul i32 64, 2
  %t2842 = sext i32 %t2778 to i64
  %t2843 = getelementptr half, ptr addrspace(1) %t1766, i64 %t2842
  %t2844 = sext i32 %t2779 to i64
  %t2845 = getelementptr half, ptr addrspace(1) %t1767, i64 %t2844
  %t2846 = sext i32 %t2780 to i64
  %t2847 = getelementptr half, ptr addrspace(1) %t1768, i64 %t2846
  %t2848 = sext i32 %t2781 to i64
  %t2849 = getelementptr half, ptr addrspace(1) %t1769, i64 %t2848
  %t2850 = sext i32 %t2782 to i64
  %t2851 = getelementptr half, ptr addrspace(1) %t1770, i64 %t2850
  %t2852 = sext i32 %t2783 to i64
  %t2853 = getelementptr half, ptr addrspace(1) %t1771, i64 %t2852
  %t2854 = sext i32 %t2784 to i64
  %t2855 = getelementptr half, ptr addrspace(1) %t1772, i64 %t2854
  %t2856 = sext i32 %t2785 to i64
  %t2857 = getelementptr half, ptr addrspace(1) %t1773, i64 %t2856
  %t2858 = sext i32 %t2786 to i64
  %t2859 = getelementptr half, ptr addrspace(1) %t1774, i64 %t2858
  %t2860 = sext i32 %t2787 to i64
  %t2861 = getelementptr half, ptr addrspace(1) %t1775, i64 %t2860
  %t2862 = sext i32 %t2788 to i64
  %t2863 = getelementptr half, ptr addrspace(1) %t1776, i64 %t2862
  %t2864 = sext i32 %t2789 to i64
  %t2865 = getelementptr half, ptr addrspace(1) %t1777, i64 %t2864
  %t2866 = sext i32 %t2790 to i64
  %t2867 = getelementptr half, ptr addrspace(1) %t1778, i64 %t2866
  %t2868 = sext i32 %t2791 to i64
  %t2869 = getelementptr half, ptr addrspace(1) %t1779, i64 %t2868
  %t2870 = sext i32 %t2792 to i64
  %t2871 = getelementptr half, ptr addrspace(1) %t1780, i64 %t2870
  %t2872 = sext i32 %t2793 to i64
  %t2873 = getelementptr half, ptr addrspace(1) %t1781, i64 %t2872
  %t2874 = sext i32 %t2794 to i64
  %t2875 = getelementptr half, ptr addrspace(1) %t1782, i64 %t2874
  %t2876 = sext i32 %t2795 to i64
  %t2877 = getelementptr half, ptr addrspace(1) %t1783, i64 %t2876
  %t2878 = sext i32 %t2796 to i64
  %t2879 = getelementptr half, ptr addrspace(1) %t1784, i64 %t2878
  %t2880 = sext i32 %t2797 to i64
  %t2881 = getelementptr half, ptr addrspace(1) %t1785, i64 %t2880
  %t2882 = sext i32 %t2798 to i64
  %t2883 = getelementptr half, ptr addrspace(1) %t1786, i64 %t2882
  %t2884 = sext i32 %t2799 to i64
  %t2885 = getelementptr half, ptr addrspace(1) %t1787, i64 %t2884
  %t2886 = sext i32 %t2800 to i64
  %t2887 = getelementptr half, ptr addrspace(1) %t1788, i64 %t2886
  %t2888 = sext i32 %t2801 to i64
  %t2889 = getelementptr half, ptr addrspace(1) %t1789, i64 %t2888
  %t2890 = sext i32 %t2802 to i64
  %t2891 = getelementptr half, ptr addrspace(1) %t1790, i64 %t2890
  %t2892 = sext i32 %t2803 to i64
  %t2893 = getelementptr half, ptr addrspace(1) %t1791, i64 %t2892
  %t2894 = sext i32 %t2804 to i64
  %t2895 = getelementptr half, ptr addrspace(1) %t1792, i64 %t2894
  %t2896 = sext i32 %t2805 to i64
  %t2897 = getelementptr half, ptr addrspace(1) %t1793, i64 %t2896
  %t2898 = sext i32 %t2806 to i64
  %t2899 = getelementptr half, ptr addrspace(1) %t1794, i64 %t2898
  %t2900 = sext i32 %t2807 to i64
  %t2901 = getelementptr half, ptr addrspace(1) %t1795, i64 %t2900
  %t2902 = sext i32 %t2808 to i64
  %t2903 = getelementptr half, ptr addrspace(1) %t1796, i64 %t2902
  %t2904 = sext i32 %t2809 to i64
  %t2905 = getelementptr half, ptr addrspace(1) %t1797, i64 %t2904
  %t2906 = sext i32 %t2810 to i64
  %t2907 = getelementptr half, ptr addrspace(1) %t1798, i64 %t2906
  %t2908 = sext i32 %t2811 to i64
  %t2909 = getelementptr half, ptr addrspace(1) %t1799, i64 %t2908
  %t2910 = sext i32 %t2812 to i64
  %t2911 = getelementptr half, ptr addrspace(1) %t1800, i64 %t2910
  %t2912 = sext i32 %t2813 to i64
  %t2913 = getelementptr half, ptr addrspace(1) %t1801, i64 %t2912
  %t2914 = sext i32 %t2814 to i64
  %t2915 = getelementptr half, ptr addrspace(1) %t1802, i64 %t2914
  %t2916 = sext i32 %t2815 to i64
  %t2917 = getelementptr half, ptr addrspace(1) %t1803, i64 %t2916
  %t2918 = sext i32 %t2816 to i64
  %t2919 = getelementptr half, ptr addrspace(1) %t1804, i64 %t2918
  %t2920 = sext i32 %t2817 to i64
  %t2921 = getelementptr half, ptr addrspace(1) %t1805, i64 %t2920
  %t2922 = sext i32 %t2818 to i64
  %t2923 = getelementptr half, ptr addrspace(1) %t1806, i64 %t2922
  %t2924 = sext i32 %t2819 to i64
  %t2925 = getelementptr half, ptr addrspace(1) %t1807, i64 %t2924
  %t2926 = sext i32 %t2820 to i64
  %t2927 = getelementptr half, ptr addrspace(1) %t1808, i64 %t2926
  %t2928 = sext i32 %t2821 to i64
  %t2929 = getelementptr half, ptr addrspace(1) %t1809, i64 %t2928
  %t2930 = sext i32 %t2822 to i64
  %t2931 = getelementptr half, ptr addrspace(1) %t1810, i64 %t2930
  %t2932 = sext i32 %t2823 to i64
  %t2933 = getelementptr half, ptr addrspace(1) %t1811, i64 %t2932
  %t2934 = sext i32 %t2824 to i64
  %t2935 = getelementptr half, ptr addrspace(1) %t1812, i64 %t2934
  %t2936 = sext i32 %t2825 to i64
  %t2937 = getelementptr half, ptr addrspace(1) %t1813, i64 %t2936
  %t2938 = sext i32 %t2826 to i64
  %t2939 = getelementptr half, ptr addrspace(1) %t1814, i64 %t2938
  %t2940 = sext i32 %t2827 to i64
  %t2941 = getelementptr half, ptr addrspace(1) %t1815, i64 %t2940
  %t2942 = sext i32 %t2828 to i64
  %t2943 = getelementptr half, ptr addrspace(1) %t1816, i64 %t2942
  %t2944 = sext i32 %t2829 to i64
  %t2945 = getelementptr half, ptr addrspace(1) %t1817, i64 %t2944
  %t2946 = sext i32 %t2830 to i64
  %t2947 = getelementptr half, ptr addrspace(1) %t1818, i64 %t2946
  %t2948 = sext i32 %t2831 to i64
  %t2949 = getelementptr half, ptr addrspace(1) %t1819, i64 %t2948
  %t2950 = sext i32 %t2832 to i64
  %t2951 = getelementptr half, ptr addrspace(1) %t1820, i64 %t2950
  %t2952 = sext i32 %t2833 to i64
  %t2953 = getelementptr half, ptr addrspace(1) %t1821, i64 %t2952
  %t2954 = sext i32 %t2834 to i64
  %t2955 = getelementptr half, ptr addrspace(1) %t1822, i64 %t2954
  %t2956 = sext i32 %t2835 to i64
  %t2957 = getelementptr half, ptr addrspace(1) %t1823, i64 %t2956
  %t2958 = sext i32 %t2836 to i64
  %t2959 = getelementptr half, ptr addrspace(1) %t1824, i64 %t2958
  %t2960 = sext i32 %t2837 to i64
  %t2961 = getelementptr half, ptr addrspace(1) %t1825, i64 %t2960
  %t2962 = sext i32 %t2838 to i64
  %t2963 = getelementptr half, ptr addrspace(1) %t1826, i64 %t2962
  %t2964 = sext i32 %t2839 to i64
  %t2965 = getelementptr half, ptr addrspace(1) %t1827, i64 %t2964
  %t2966 = sext i32 %t2840 to i64
  %t2967 = getelementptr half, ptr addrspace(1) %t1828, i64 %t2966
  %t2968 = sext i32 %t2841 to i64
  %t2969 = getelementptr half, ptr addrspace(1) %t1829, i64 %t2968
  %t2970 = mul i32 %t2776, 64
  %t2971 = sub i32 %arg5, %t2970
  %t2972 = icmp slt i32 %t51, %t2971
  %t2973 = icmp slt i32 %t513, %t2971
  %t2974 = icmp slt i32 %t514, %t2971
  %t2975 = icmp slt i32 %t515, %t2971
  %t2976 = icmp slt i32 %t516, %t2971
  %t2977 = icmp slt i32 %t517, %t2971
  %t2978 = icmp slt i32 %t518, %t2971
  %t2979 = icmp slt i32 %t519, %t2971
  %t2980 = and i1 %t2972, %t2777
  %t2981 = and i1 %t2973, %t2777
  %t2982 = and i1 %t2974, %t2777
  %t2983 = and i1 %t2975, %t2777
  %t2984 = and i1 %t2976, %t2777
  %t2985 = and i1 %t2977, %t2777
  %t2986 = and i1 %t2978, %t2777
  %t2987 = and i1 %t2979, %t2777
  %t2988 = and i1 %t2972, %t2777
  %t2989 = and i1 %t2973, %t2777
  %t2990 = and i1 %t2974, %t2777
  %t2991 = and i1 %t2975, %t2777
  %t2992 = and i1 %t2976, %t2777
  %t2993 = and i1 %t2977, %t2777
  %t2994 = and i1 %t2978, %t2777
  %t2995 = and i1 %t2979, %t2777
  %t2996 = and i1 %t2972, %t2777
  %t2997 = and i1 %t2973, %t2777
  %t2998 = and i1 %t2974, %t2777
  %t2999 = and i1 %t2975, %t2777
  %t3000 = and i1 %t2976, %t2777
  %t3001 = and i1 %t2977, %t2777
  %t3002 = and i1 %t2978, %t2777
  %t3003 = and i1 %t2979, %t2777
  %t3004 = and i1 %t2972, %t2777
  %t3005 = and i1 %t2973, %t2777
  %t3006 = and i1 %t2974, %t2777
  %t3007 = and i1 %t2975, %t2777
  %t3008 = and i1 %t2976, %t2777
  %t3009 = and i1 %t2977, %t2777
  %t3010 = and i1 %t2978, %t2777
  %t3011 = and i1 %t2979, %t2777
  %t3012 = and i1 %t2972, %t2777
  %t3013 = and i1 %t2973, %t2777
  %t3014 = and i1 %t2974, %t2777
  %t3015 = and i1 %t2975, %t2777
  %t3016 = and i1 %t2976, %t2777
  %t3017 = and i1 %t2977, %t2777
  %t3018 = and i1 %t2978, %t2777
  %t3019 = and i1 %t2979, %t2777
  %t3020 = and i1 %t2972, %t2777
  %t3021 = and i1 %t2973, %t2777
  %t3022 = and i1 %t2974, %t2777
  %t3023 = and i1 %t2975, %t2777
  %t3024 = and i1 %t2976, %t2777
  %t3025 = and i1 %t2977, %t2777
  %t3026 = and i1 %t2978, %t2777
  %t3027 = and i1 %t2979, %t2777
  %t3028 = and i1 %t2972, %t2777
  %t3029 = and i1 %t2973, %t2777
  %t3030 = and i1 %t2974, %t2777
  %t3031 = and i1 %t2975, %t2777
  %t3032 = and i1 %t2976, %t2777
  %t3033 = and i1 %t2977, %t2777
  %t3034 = and i1 %t2978, %t2777
  %t3035 = and i1 %t2979, %t2777
  %t3036 = and i1 %t2972, %t2777
  %t3037 = and i1 %t2973, %t2777
  %t3038 = and i1 %t2974, %t2777
  %t3039 = and i1 %t2975, %t2777
  %t3040 = and i1 %t2976, %t2777
  %t3041 = and i1 %t2977, %t2777
  %t3042 = and i1 %t2978, %t2777
  %t3043 = and i1 %t2979, %t2777
  %t3044 = mul i32 %t1895, 8192
  %t3045 = add i32 %t3044, 0
  %t3046 = mul i32 %t3045, 2
  %t3047 = add i32 %t100, %t3046
  %t3048 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3047
  %t3049 = select i1 %t2980, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3048, ptr addrspace(1) %t2843, i32 %t3049)
  %t3050 = add i32 %t100, %t3046
  %t3051 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3050
  %t3052 = select i1 %t2988, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3051, ptr addrspace(1) %t2859, i32 %t3052)
  %t3053 = add i32 %t100, %t3046
  %t3054 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3053
  %t3055 = select i1 %t2996, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3054, ptr addrspace(1) %t2875, i32 %t3055)
  %t3056 = add i32 %t100, %t3046
  %t3057 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3056
  %t3058 = select i1 %t3004, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3057, ptr addrspace(1) %t2891, i32 %t3058)
  %t3059 = add i32 %t100, %t3046
  %t3060 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3059
  %t3061 = select i1 %t3012, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+8192], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3060, ptr addrspace(1) %t2907, i32 %t3061)
  %t3062 = add i32 %t100, %t3046
  %t3063 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3062
  %t3064 = select i1 %t3020, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+10240], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3063, ptr addrspace(1) %t2923, i32 %t3064)
  %t3065 = add i32 %t100, %t3046
  %t3066 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3065
  %t3067 = select i1 %t3028, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+12288], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3066, ptr addrspace(1) %t2939, i32 %t3067)
  %t3068 = add i32 %t100, %t3046
  %t3069 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3068
  %t3070 = select i1 %t3036, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+14336], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3069, ptr addrspace(1) %t2955, i32 %t3070)
  %t3071 = mul i32 %t841, 2
  %t3072 = mul i32 %t841, 2
  %t3073 = mul i32 %t841, 2
  %t3074 = mul i32 %t841, 2
  %t3075 = mul i32 %t841, 2
  %t3076 = mul i32 %t841, 2
  %t3077 = mul i32 %t841, 2
  %t3078 = mul i32 %t841, 2
  %t3079 = mul i32 %t841, 2
  %t3080 = mul i32 %t841, 2
  %t3081 = mul i32 %t841, 2
  %t3082 = mul i32 %t841, 2
  %t3083 = mul i32 %t841, 2
  %t3084 = mul i32 %t841, 2
  %t3085 = mul i32 %t841, 2
  %t3086 = mul i32 %t841, 2
  %t3087 = mul i32 %t841, 2
  %t3088 = mul i32 %t841, 2
  %t3089 = mul i32 %t841, 2
  %t3090 = mul i32 %t841, 2
  %t3091 = mul i32 %t841, 2
  %t3092 = mul i32 %t841, 2
  %t3093 = mul i32 %t841, 2
  %t3094 = mul i32 %t841, 2
  %t3095 = mul i32 %t841, 2
  %t3096 = mul i32 %t841, 2
  %t3097 = mul i32 %t841, 2
  %t3098 = mul i32 %t841, 2
  %t3099 = mul i32 %t841, 2
  %t3100 = mul i32 %t841, 2
  %t3101 = mul i32 %t841, 2
  %t3102 = mul i32 %t841, 2
  %t3103 = mul i32 %t841, 2
  %t3104 = mul i32 %t841, 2
  %t3105 = mul i32 %t841, 2
  %t3106 = mul i32 %t841, 2
  %t3107 = mul i32 %t841, 2
  %t3108 = mul i32 %t841, 2
  %t3109 = mul i32 %t841, 2
  %t3110 = mul i32 %t841, 2
  %t3111 = mul i32 %t841, 2
  %t3112 = mul i32 %t841, 2
  %t3113 = mul i32 %t841, 2
  %t3114 = mul i32 %t841, 2
  %t3115 = mul i32 %t841, 2
  %t3116 = mul i32 %t841, 2
  %t3117 = mul i32 %t841, 2
  %t3118 = mul i32 %t841, 2
  %t3119 = mul i32 %t841, 2
  %t3120 = mul i32 %t841, 2
  %t3121 = mul i32 %t841, 2
  %t3122 = mul i32 %t841, 2
  %t3123 = mul i32 %t841, 2
  %t3124 = mul i32 %t841, 2
  %t3125 = mul i32 %t841, 2
  %t3126 = mul i32 %t841, 2
  %t3127 = mul i32 %t841, 2
  %t3128 = mul i32 %t841, 2
  %t3129 = mul i32 %t841, 2
  %t3130 = mul i32 %t841, 2
  %t3131 = mul i32 %t841, 2
  %t3132 = mul i32 %t841, 2
  %t3133 = mul i32 %t841, 2
  %t3134 = mul i32 %t841, 2
  %t3135 = sext i32 %t3071 to i64
  %t3136 = getelementptr half, ptr addrspace(1) %t1830, i64 %t3135
  %t3137 = sext i32 %t3072 to i64
  %t3138 = getelementptr half, ptr addrspace(1) %t1831, i64 %t3137
  %t3139 = sext i32 %t3073 to i64
  %t3140 = getelementptr half, ptr addrspace(1) %t1832, i64 %t3139
  %t3141 = sext i32 %t3074 to i64
  %t3142 = getelementptr half, ptr addrspace(1) %t1833, i64 %t3141
  %t3143 = sext i32 %t3075 to i64
  %t3144 = getelementptr half, ptr addrspace(1) %t1834, i64 %t3143
  %t3145 = sext i32 %t3076 to i64
  %t3146 = getelementptr half, ptr addrspace(1) %t1835, i64 %t3145
  %t3147 = sext i32 %t3077 to i64
  %t3148 = getelementptr half, ptr addrspace(1) %t1836, i64 %t3147
  %t3149 = sext i32 %t3078 to i64
  %t3150 = getelementptr half, ptr addrspace(1) %t1837, i64 %t3149
  %t3151 = sext i32 %t3079 to i64
  %t3152 = getelementptr half, ptr addrspace(1) %t1838, i64 %t3151
  %t3153 = sext i32 %t3080 to i64
  %t3154 = getelementptr half, ptr addrspace(1) %t1839, i64 %t3153
  %t3155 = sext i32 %t3081 to i64
  %t3156 = getelementptr half, ptr addrspace(1) %t1840, i64 %t3155
  %t3157 = sext i32 %t3082 to i64
  %t3158 = getelementptr half, ptr addrspace(1) %t1841, i64 %t3157
  %t3159 = sext i32 %t3083 to i64
  %t3160 = getelementptr half, ptr addrspace(1) %t1842, i64 %t3159
  %t3161 = sext i32 %t3084 to i64
  %t3162 = getelementptr half, ptr addrspace(1) %t1843, i64 %t3161
  %t3163 = sext i32 %t3085 to i64
  %t3164 = getelementptr half, ptr addrspace(1) %t1844, i64 %t3163
  %t3165 = sext i32 %t3086 to i64
  %t3166 = getelementptr half, ptr addrspace(1) %t1845, i64 %t3165
  %t3167 = sext i32 %t3087 to i64
  %t3168 = getelementptr half, ptr addrspace(1) %t1846, i64 %t3167
  %t3169 = sext i32 %t3088 to i64
  %t3170 = getelementptr half, ptr addrspace(1) %t1847, i64 %t3169
  %t3171 = sext i32 %t3089 to i64
  %t3172 = getelementptr half, ptr addrspace(1) %t1848, i64 %t3171
  %t3173 = sext i32 %t3090 to i64
  %t3174 = getelementptr half, ptr addrspace(1) %t1849, i64 %t3173
  %t3175 = sext i32 %t3091 to i64
  %t3176 = getelementptr half, ptr addrspace(1) %t1850, i64 %t3175
  %t3177 = sext i32 %t3092 to i64
  %t3178 = getelementptr half, ptr addrspace(1) %t1851, i64 %t3177
  %t3179 = sext i32 %t3093 to i64
  %t3180 = getelementptr half, ptr addrspace(1) %t1852, i64 %t3179
  %t3181 = sext i32 %t3094 to i64
  %t3182 = getelementptr half, ptr addrspace(1) %t1853, i64 %t3181
  %t3183 = sext i32 %t3095 to i64
  %t3184 = getelementptr half, ptr addrspace(1) %t1854, i64 %t3183
  %t3185 = sext i32 %t3096 to i64
  %t3186 = getelementptr half, ptr addrspace(1) %t1855, i64 %t3185
  %t3187 = sext i32 %t3097 to i64
  %t3188 = getelementptr half, ptr addrspace(1) %t1856, i64 %t3187
  %t3189 = sext i32 %t3098 to i64
  %t3190 = getelementptr half, ptr addrspace(1) %t1857, i64 %t3189
  %t3191 = sext i32 %t3099 to i64
  %t3192 = getelementptr half, ptr addrspace(1) %t1858, i64 %t3191
  %t3193 = sext i32 %t3100 to i64
  %t3194 = getelementptr half, ptr addrspace(1) %t1859, i64 %t3193
  %t3195 = sext i32 %t3101 to i64
  %t3196 = getelementptr half, ptr addrspace(1) %t1860, i64 %t3195
  %t3197 = sext i32 %t3102 to i64
  %t3198 = getelementptr half, ptr addrspace(1) %t1861, i64 %t3197
  %t3199 = sext i32 %t3103 to i64
  %t3200 = getelementptr half, ptr addrspace(1) %t1862, i64 %t3199
  %t3201 = sext i32 %t3104 to i64
  %t3202 = getelementptr half, ptr addrspace(1) %t1863, i64 %t3201
  %t3203 = sext i32 %t3105 to i64
  %t3204 = getelementptr half, ptr addrspace(1) %t1864, i64 %t3203
  %t3205 = sext i32 %t3106 to i64
  %t3206 = getelementptr half, ptr addrspace(1) %t1865, i64 %t3205
  %t3207 = sext i32 %t3107 to i64
  %t3208 = getelementptr half, ptr addrspace(1) %t1866, i64 %t3207
  %t3209 = sext i32 %t3108 to i64
  %t3210 = getelementptr half, ptr addrspace(1) %t1867, i64 %t3209
  %t3211 = sext i32 %t3109 to i64
  %t3212 = getelementptr half, ptr addrspace(1) %t1868, i64 %t3211
  %t3213 = sext i32 %t3110 to i64
  %t3214 = getelementptr half, ptr addrspace(1) %t1869, i64 %t3213
  %t3215 = sext i32 %t3111 to i64
  %t3216 = getelementptr half, ptr addrspace(1) %t1870, i64 %t3215
  %t3217 = sext i32 %t3112 to i64
  %t3218 = getelementptr half, ptr addrspace(1) %t1871, i64 %t3217
  %t3219 = sext i32 %t3113 to i64
  %t3220 = getelementptr half, ptr addrspace(1) %t1872, i64 %t3219
  %t3221 = sext i32 %t3114 to i64
  %t3222 = getelementptr half, ptr addrspace(1) %t1873, i64 %t3221
  %t3223 = sext i32 %t3115 to i64
  %t3224 = getelementptr half, ptr addrspace(1) %t1874, i64 %t3223
  %t3225 = sext i32 %t3116 to i64
  %t3226 = getelementptr half, ptr addrspace(1) %t1875, i64 %t3225
  %t3227 = sext i32 %t3117 to i64
  %t3228 = getelementptr half, ptr addrspace(1) %t1876, i64 %t3227
  %t3229 = sext i32 %t3118 to i64
  %t3230 = getelementptr half, ptr addrspace(1) %t1877, i64 %t3229
  %t3231 = sext i32 %t3119 to i64
  %t3232 = getelementptr half, ptr addrspace(1) %t1878, i64 %t3231
  %t3233 = sext i32 %t3120 to i64
  %t3234 = getelementptr half, ptr addrspace(1) %t1879, i64 %t3233
  %t3235 = sext i32 %t3121 to i64
  %t3236 = getelementptr half, ptr addrspace(1) %t1880, i64 %t3235
  %t3237 = sext i32 %t3122 to i64
  %t3238 = getelementptr half, ptr addrspace(1) %t1881, i64 %t3237
  %t3239 = sext i32 %t3123 to i64
  %t3240 = getelementptr half, ptr addrspace(1) %t1882, i64 %t3239
  %t3241 = sext i32 %t3124 to i64
  %t3242 = getelementptr half, ptr addrspace(1) %t1883, i64 %t3241
  %t3243 = sext i32 %t3125 to i64
  %t3244 = getelementptr half, ptr addrspace(1) %t1884, i64 %t3243
  %t3245 = sext i32 %t3126 to i64
  %t3246 = getelementptr half, ptr addrspace(1) %t1885, i64 %t3245
  %t3247 = sext i32 %t3127 to i64
  %t3248 = getelementptr half, ptr addrspace(1) %t1886, i64 %t3247
  %t3249 = sext i32 %t3128 to i64
  %t3250 = getelementptr half, ptr addrspace(1) %t1887, i64 %t3249
  %t3251 = sext i32 %t3129 to i64
  %t3252 = getelementptr half, ptr addrspace(1) %t1888, i64 %t3251
  %t3253 = sext i32 %t3130 to i64
  %t3254 = getelementptr half, ptr addrspace(1) %t1889, i64 %t3253
  %t3255 = sext i32 %t3131 to i64
  %t3256 = getelementptr half, ptr addrspace(1) %t1890, i64 %t3255
  %t3257 = sext i32 %t3132 to i64
  %t3258 = getelementptr half, ptr addrspace(1) %t1891, i64 %t3257
  %t3259 = sext i32 %t3133 to i64
  %t3260 = getelementptr half, ptr addrspace(1) %t1892, i64 %t3259
  %t3261 = sext i32 %t3134 to i64
  %t3262 = getelementptr half, ptr addrspace(1) %t1893, i64 %t3261
  %t3263 = mul i32 %t2776, 64
  %t3264 = sub i32 %arg5, %t3263
  %t3265 = icmp slt i32 %t64, %t3264
  %t3266 = icmp slt i32 %t520, %t3264
  %t3267 = icmp slt i32 %t521, %t3264
  %t3268 = icmp slt i32 %t522, %t3264
  %t3269 = icmp slt i32 %t523, %t3264
  %t3270 = icmp slt i32 %t524, %t3264
  %t3271 = icmp slt i32 %t525, %t3264
  %t3272 = icmp slt i32 %t526, %t3264
  %t3273 = and i1 %t3265, %t2777
  %t3274 = and i1 %t3265, %t2777
  %t3275 = and i1 %t3265, %t2777
  %t3276 = and i1 %t3265, %t2777
  %t3277 = and i1 %t3265, %t2777
  %t3278 = and i1 %t3265, %t2777
  %t3279 = and i1 %t3265, %t2777
  %t3280 = and i1 %t3265, %t2777
  %t3281 = and i1 %t3266, %t2777
  %t3282 = and i1 %t3266, %t2777
  %t3283 = and i1 %t3266, %t2777
  %t3284 = and i1 %t3266, %t2777
  %t3285 = and i1 %t3266, %t2777
  %t3286 = and i1 %t3266, %t2777
  %t3287 = and i1 %t3266, %t2777
  %t3288 = and i1 %t3266, %t2777
  %t3289 = and i1 %t3267, %t2777
  %t3290 = and i1 %t3267, %t2777
  %t3291 = and i1 %t3267, %t2777
  %t3292 = and i1 %t3267, %t2777
  %t3293 = and i1 %t3267, %t2777
  %t3294 = and i1 %t3267, %t2777
  %t3295 = and i1 %t3267, %t2777
  %t3296 = and i1 %t3267, %t2777
  %t3297 = and i1 %t3268, %t2777
  %t3298 = and i1 %t3268, %t2777
  %t3299 = and i1 %t3268, %t2777
  %t3300 = and i1 %t3268, %t2777
  %t3301 = and i1 %t3268, %t2777
  %t3302 = and i1 %t3268, %t2777
  %t3303 = and i1 %t3268, %t2777
  %t3304 = and i1 %t3268, %t2777
  %t3305 = and i1 %t3269, %t2777
  %t3306 = and i1 %t3269, %t2777
  %t3307 = and i1 %t3269, %t2777
  %t3308 = and i1 %t3269, %t2777
  %t3309 = and i1 %t3269, %t2777
  %t3310 = and i1 %t3269, %t2777
  %t3311 = and i1 %t3269, %t2777
  %t3312 = and i1 %t3269, %t2777
  %t3313 = and i1 %t3270, %t2777
  %t3314 = and i1 %t3270, %t2777
  %t3315 = and i1 %t3270, %t2777
  %t3316 = and i1 %t3270, %t2777
  %t3317 = and i1 %t3270, %t2777
  %t3318 = and i1 %t3270, %t2777
  %t3319 = and i1 %t3270, %t2777
  %t3320 = and i1 %t3270, %t2777
  %t3321 = and i1 %t3271, %t2777
  %t3322 = and i1 %t3271, %t2777
  %t3323 = and i1 %t3271, %t2777
  %t3324 = and i1 %t3271, %t2777
  %t3325 = and i1 %t3271, %t2777
  %t3326 = and i1 %t3271, %t2777
  %t3327 = and i1 %t3271, %t2777
  %t3328 = and i1 %t3271, %t2777
  %t3329 = and i1 %t3272, %t2777
  %t3330 = and i1 %t3272, %t2777
  %t3331 = and i1 %t3272, %t2777
  %t3332 = and i1 %t3272, %t2777
  %t3333 = and i1 %t3272, %t2777
  %t3334 = and i1 %t3272, %t2777
  %t3335 = and i1 %t3272, %t2777
  %t3336 = and i1 %t3272, %t2777
  %t3337 = mul i32 %t1895, 8192
  %t3338 = add i32 %t3337, 24576
  %t3339 = mul i32 %t3338, 2
  %t3340 = add i32 %t144, %t3339
  %t3341 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3340
  %t3342 = select i1 %t3273, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3341, ptr addrspace(1) %t3136, i32 %t3342)
  %t3343 = add i32 %t144, %t3339
  %t3344 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3343
  %t3345 = select i1 %t3281, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+1024], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3344, ptr addrspace(1) %t3152, i32 %t3345)
  %t3346 = add i32 %t144, %t3339
  %t3347 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3346
  %t3348 = select i1 %t3289, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3347, ptr addrspace(1) %t3168, i32 %t3348)
  %t3349 = add i32 %t144, %t3339
  %t3350 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3349
  %t3351 = select i1 %t3297, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+3072], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3350, ptr addrspace(1) %t3184, i32 %t3351)
  %t3352 = add i32 %t144, %t3339
  %t3353 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3352
  %t3354 = select i1 %t3305, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3353, ptr addrspace(1) %t3200, i32 %t3354)
  %t3355 = add i32 %t144, %t3339
  %t3356 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3355
  %t3357 = select i1 %t3313, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+5120], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3356, ptr addrspace(1) %t3216, i32 %t3357)
  %t3358 = add i32 %t144, %t3339
  %t3359 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3358
  %t3360 = select i1 %t3321, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3359, ptr addrspace(1) %t3232, i32 %t3360)
  %t3361 = add i32 %t144, %t3339
  %t3362 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t3361
  %t3363 = select i1 %t3329, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+7168], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t3362, ptr addrspace(1) %t3248, i32 %t3363)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %t3364 = add i32 %t1894, 1
  %t3365 = icmp eq i32 %t3364, 3
  %t3366 = select i1 %t3365, i32 0, i32 %t3364
  %t3367 = add i32 %t1895, 1
  %t3368 = icmp eq i32 %t3367, 3
  %t3369 = select i1 %t3368, i32 0, i32 %t3367
  store float %t2378, ptr %s0
  store float %t2379, ptr %s1
  store float %t2380, ptr %s2
  store float %t2381, ptr %s3
  store float %t2382, ptr %s4
  store float %t2383, ptr %s5
  store float %t2384, ptr %s6
  store float %t2385, ptr %s7
  store float %t2386, ptr %s8
  store float %t2387, ptr %s9
  store float %t2388, ptr %s10
  store float %t2389, ptr %s11
  store float %t2390, ptr %s12
  store float %t2391, ptr %s13
  store float %t2392, ptr %s14
  store float %t2393, ptr %s15
  store float %t2394, ptr %s16
  store float %t2395, ptr %s17
  store float %t2396, ptr %s18
  store float %t2397, ptr %s19
  store float %t2398, ptr %s20
  store float %t2399, ptr %s21
  store float %t2400, ptr %s22
  store float %t2401, ptr %s23
  store float %t2402, ptr %s24
  store float %t2403, ptr %s25
  store float %t2404, ptr %s26
  store float %t2405, ptr %s27
  store float %t2406, ptr %s28
  store float %t2407, ptr %s29
  store float %t2408, ptr %s30
  store float %t2409, ptr %s31
  store float %t2410, ptr %s32
  store float %t2411, ptr %s33
  store float %t2412, ptr %s34
  store float %t2413, ptr %s35
  store float %t2414, ptr %s36
  store float %t2415, ptr %s37
  store float %t2416, ptr %s38
  store float %t2417, ptr %s39
  store float %t2418, ptr %s40
  store float %t2419, ptr %s41
  store float %t2420, ptr %s42
  store float %t2421, ptr %s43
  store float %t2422, ptr %s44
  store float %t2423, ptr %s45
  store float %t2424, ptr %s46
  store float %t2425, ptr %s47
  store float %t2426, ptr %s48
  store float %t2427, ptr %s49
  store float %t2428, ptr %s50
  store float %t2429, ptr %s51
  store float %t2430, ptr %s52
  store float %t2431, ptr %s53
  store float %t2432, ptr %s54
  store float %t2433, ptr %s55
  store float %t2434, ptr %s56
  store float %t2435, ptr %s57
  store float %t2436, ptr %s58
  store float %t2437, ptr %s59
  store float %t2438, ptr %s60
  store float %t2439, ptr %s61
  store float %t2440, ptr %s62
  store float %t2441, ptr %s63
  store float %t2455, ptr %s64
  store float %t2456, ptr %s65
  store float %t2457, ptr %s66
  store float %t2458, ptr %s67
  store float %t2459, ptr %s68
  store float %t2460, ptr %s69
  store float %t2461, ptr %s70
  store float %t2462, ptr %s71
  store float %t2463, ptr %s72
  store float %t2464, ptr %s73
  store float %t2465, ptr %s74
  store float %t2466, ptr %s75
  store float %t2467, ptr %s76
  store float %t2468, ptr %s77
  store float %t2469, ptr %s78
  store float %t2470, ptr %s79
  store float %t2471, ptr %s80
  store float %t2472, ptr %s81
  store float %t2473, ptr %s82
  store float %t2474, ptr %s83
  store float %t2475, ptr %s84
  store float %t2476, ptr %s85
  store float %t2477, ptr %s86
  store float %t2478, ptr %s87
  store float %t2479, ptr %s88
  store float %t2480, ptr %s89
  store float %t2481, ptr %s90
  store float %t2482, ptr %s91
  store float %t2483, ptr %s92
  store float %t2484, ptr %s93
  store float %t2485, ptr %s94
  store float %t2486, ptr %s95
  store float %t2487, ptr %s96
  store float %t2488, ptr %s97
  store float %t2489, ptr %s98
  store float %t2490, ptr %s99
  store float %t2491, ptr %s100
  store float %t2492, ptr %s101
  store float %t2493, ptr %s102
  store float %t2494, ptr %s103
  store float %t2495, ptr %s104
  store float %t2496, ptr %s105
  store float %t2497, ptr %s106
  store float %t2498, ptr %s107
  store float %t2499, ptr %s108
  store float %t2500, ptr %s109
  store float %t2501, ptr %s110
  store float %t2502, ptr %s111
  store float %t2503, ptr %s112
  store float %t2504, ptr %s113
  store float %t2505, ptr %s114
  store float %t2506, ptr %s115
  store float %t2507, ptr %s116
  store float %t2508, ptr %s117
  store float %t2509, ptr %s118
  store float %t2510, ptr %s119
  store float %t2511, ptr %s120
  store float %t2512, ptr %s121
  store float %t2513, ptr %s122
  store float %t2514, ptr %s123
  store float %t2515, ptr %s124
  store float %t2516, ptr %s125
  store float %t2517, ptr %s126
  store float %t2518, ptr %s127
  store ptr addrspace(1) %t2520, ptr %s128
  store ptr addrspace(1) %t2522, ptr %s129
  store ptr addrspace(1) %t2524, ptr %s130
  store ptr addrspace(1) %t2526, ptr %s131
  store ptr addrspace(1) %t2528, ptr %s132
  store ptr addrspace(1) %t2530, ptr %s133
  store ptr addrspace(1) %t2532, ptr %s134
  store ptr addrspace(1) %t2534, ptr %s135
  store ptr addrspace(1) %t2536, ptr %s136
  store ptr addrspace(1) %t2538, ptr %s137
  store ptr addrspace(1) %t2540, ptr %s138
  store ptr addrspace(1) %t2542, ptr %s139
  store ptr addrspace(1) %t2544, ptr %s140
  store ptr addrspace(1) %t2546, ptr %s141
  store ptr addrspace(1) %t2548, ptr %s142
  store ptr addrspace(1) %t2550, ptr %s143
  store ptr addrspace(1) %t2552, ptr %s144
  store ptr addrspace(1) %t2554, ptr %s145
  store ptr addrspace(1) %t2556, ptr %s146
  store ptr addrspace(1) %t2558, ptr %s147
  store ptr addrspace(1) %t2560, ptr %s148
  store ptr addrspace(1) %t2562, ptr %s149
  store ptr addrspace(1) %t2564, ptr %s150
  store ptr addrspace(1) %t2566, ptr %s151
  store ptr addrspace(1) %t2568, ptr %s152
  store ptr addrspace(1) %t2570, ptr %s153
  store ptr addrspace(1) %t2572, ptr %s154
  store ptr addrspace(1) %t2574, ptr %s155
  store ptr addrspace(1) %t2576, ptr %s156
  store ptr addrspace(1) %t2578, ptr %s157
  store ptr addrspace(1) %t2580, ptr %s158
  store ptr addrspace(1) %t2582, ptr %s159
  store ptr addrspace(1) %t2584, ptr %s160
  store ptr addrspace(1) %t2586, ptr %s161
  store ptr addrspace(1) %t2588, ptr %s162
  store ptr addrspace(1) %t2590, ptr %s163
  store ptr addrspace(1) %t2592, ptr %s164
  store ptr addrspace(1) %t2594, ptr %s165
  store ptr addrspace(1) %t2596, ptr %s166
  store ptr addrspace(1) %t2598, ptr %s167
  store ptr addrspace(1) %t2600, ptr %s168
  store ptr addrspace(1) %t2602, ptr %s169
  store ptr addrspace(1) %t2604, ptr %s170
  store ptr addrspace(1) %t2606, ptr %s171
  store ptr addrspace(1) %t2608, ptr %s172
  store ptr addrspace(1) %t2610, ptr %s173
  store ptr addrspace(1) %t2612, ptr %s174
  store ptr addrspace(1) %t2614, ptr %s175
  store ptr addrspace(1) %t2616, ptr %s176
  store ptr addrspace(1) %t2618, ptr %s177
  store ptr addrspace(1) %t2620, ptr %s178
  store ptr addrspace(1) %t2622, ptr %s179
  store ptr addrspace(1) %t2624, ptr %s180
  store ptr addrspace(1) %t2626, ptr %s181
  store ptr addrspace(1) %t2628, ptr %s182
  store ptr addrspace(1) %t2630, ptr %s183
  store ptr addrspace(1) %t2632, ptr %s184
  store ptr addrspace(1) %t2634, ptr %s185
  store ptr addrspace(1) %t2636, ptr %s186
  store ptr addrspace(1) %t2638, ptr %s187
  store ptr addrspace(1) %t2640, ptr %s188
  store ptr addrspace(1) %t2642, ptr %s189
  store ptr addrspace(1) %t2644, ptr %s190
  store ptr addrspace(1) %t2646, ptr %s191
  store ptr addrspace(1) %t2648, ptr %s192
  store ptr addrspace(1) %t2650, ptr %s193
  store ptr addrspace(1) %t2652, ptr %s194
  store ptr addrspace(1) %t2654, ptr %s195
  store ptr addrspace(1) %t2656, ptr %s196
  store ptr addrspace(1) %t2658, ptr %s197
  store ptr addrspace(1) %t2660, ptr %s198
  store ptr addrspace(1) %t2662, ptr %s199
  store ptr addrspace(1) %t2664, ptr %s200
  store ptr addrspace(1) %t2666, ptr %s201
  store ptr addrspace(1) %t2668, ptr %s202
  store ptr addrspace(1) %t2670, ptr %s203
  store ptr addrspace(1) %t2672, ptr %s204
  store ptr addrspace(1) %t2674, ptr %s205
  store ptr addrspace(1) %t2676, ptr %s206
  store ptr addrspace(1) %t2678, ptr %s207
  store ptr addrspace(1) %t2680, ptr %s208
  store ptr addrspace(1) %t2682, ptr %s209
  store ptr addrspace(1) %t2684, ptr %s210
  store ptr addrspace(1) %t2686, ptr %s211
  store ptr addrspace(1) %t2688, ptr %s212
  store ptr addrspace(1) %t2690, ptr %s213
  store ptr addrspace(1) %t2692, ptr %s214
  store ptr addrspace(1) %t2694, ptr %s215
  store ptr addrspace(1) %t2696, ptr %s216
  store ptr addrspace(1) %t2698, ptr %s217
  store ptr addrspace(1) %t2700, ptr %s218
  store ptr addrspace(1) %t2702, ptr %s219
  store ptr addrspace(1) %t2704, ptr %s220
  store ptr addrspace(1) %t2706, ptr %s221
  store ptr addrspace(1) %t2708, ptr %s222
  store ptr addrspace(1) %t2710, ptr %s223
  store ptr addrspace(1) %t2712, ptr %s224
  store ptr addrspace(1) %t2714, ptr %s225
  store ptr addrspace(1) %t2716, ptr %s226
  store ptr addrspace(1) %t2718, ptr %s227
  store ptr addrspace(1) %t2720, ptr %s228
  store ptr addrspace(1) %t2722, ptr %s229
  store ptr addrspace(1) %t2724, ptr %s230
  store ptr addrspace(1) %t2726, ptr %s231
  store ptr addrspace(1) %t2728, ptr %s232
  store ptr addrspace(1) %t2730, ptr %s233
  store ptr addrspace(1) %t2732, ptr %s234
  store ptr addrspace(1) %t2734, ptr %s235
  store ptr addrspace(1) %t2736, ptr %s236
  store ptr addrspace(1) %t2738, ptr %s237
  store ptr addrspace(1) %t2740, ptr %s238
  store ptr addrspace(1) %t2742, ptr %s239
  store ptr addrspace(1) %t2744, ptr %s240
  store ptr addrspace(1) %t2746, ptr %s241
  store ptr addrspace(1) %t2748, ptr %s242
  store ptr addrspace(1) %t2750, ptr %s243
  store ptr addrspace(1) %t2752, ptr %s244
  store ptr addrspace(1) %t2754, ptr %s245
  store ptr addrspace(1) %t2756, ptr %s246
  store ptr addrspace(1) %t2758, ptr %s247
  store ptr addrspace(1) %t2760, ptr %s248
  store ptr addrspace(1) %t2762, ptr %s249
  store ptr addrspace(1) %t2764, ptr %s250
  store ptr addrspace(1) %t2766, ptr %s251
  store ptr addrspace(1) %t2768, ptr %s252
  store ptr addrspace(1) %t2770, ptr %s253
  store ptr addrspace(1) %t2772, ptr %s254
  store ptr addrspace(1) %t2774, ptr %s255
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
