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
  store i32 1, ptr %s257
  store i32 0, ptr %s258
  br label %for_head1
for_head1:
  %t1047 = load i32, ptr %s258
  %t1048 = icmp slt i32 %t1047, %t838
  br i1 %t1048, label %for_body2, label %for_done3
for_body2:
  %t1049 = load float, ptr %s0
  %t1050 = load float, ptr %s1
  %t1051 = load float, ptr %s2
  %t1052 = load float, ptr %s3
  %t1053 = load float, ptr %s4
  %t1054 = load float, ptr %s5
  %t1055 = load float, ptr %s6
  %t1056 = load float, ptr %s7
  %t1057 = load float, ptr %s8
  %t1058 = load float, ptr %s9
  %t1059 = load float, ptr %s10
  %t1060 = load float, ptr %s11
  %t1061 = load float, ptr %s12
  %t1062 = load float, ptr %s13
  %t1063 = load float, ptr %s14
  %t1064 = load float, ptr %s15
  %t1065 = load float, ptr %s16
  %t1066 = load float, ptr %s17
  %t1067 = load float, ptr %s18
  %t1068 = load float, ptr %s19
  %t1069 = load float, ptr %s20
  %t1070 = load float, ptr %s21
  %t1071 = load float, ptr %s22
  %t1072 = load float, ptr %s23
  %t1073 = load float, ptr %s24
  %t1074 = load float, ptr %s25
  %t1075 = load float, ptr %s26
  %t1076 = load float, ptr %s27
  %t1077 = load float, ptr %s28
  %t1078 = load float, ptr %s29
  %t1079 = load float, ptr %s30
  %t1080 = load float, ptr %s31
  %t1081 = load float, ptr %s32
  %t1082 = load float, ptr %s33
  %t1083 = load float, ptr %s34
  %t1084 = load float, ptr %s35
  %t1085 = load float, ptr %s36
  %t1086 = load float, ptr %s37
  %t1087 = load float, ptr %s38
  %t1088 = load float, ptr %s39
  %t1089 = load float, ptr %s40
  %t1090 = load float, ptr %s41
  %t1091 = load float, ptr %s42
  %t1092 = load float, ptr %s43
  %t1093 = load float, ptr %s44
  %t1094 = load float, ptr %s45
  %t1095 = load float, ptr %s46
  %t1096 = load float, ptr %s47
  %t1097 = load float, ptr %s48
  %t1098 = load float, ptr %s49
  %t1099 = load float, ptr %s50
  %t1100 = load float, ptr %s51
  %t1101 = load float, ptr %s52
  %t1102 = load float, ptr %s53
  %t1103 = load float, ptr %s54
  %t1104 = load float, ptr %s55
  %t1105 = load float, ptr %s56
  %t1106 = load float, ptr %s57
  %t1107 = load float, ptr %s58
  %t1108 = load float, ptr %s59
  %t1109 = load float, ptr %s60
  %t1110 = load float, ptr %s61
  %t1111 = load float, ptr %s62
  %t1112 = load float, ptr %s63
  %t1113 = load float, ptr %s64
  %t1114 = load float, ptr %s65
  %t1115 = load float, ptr %s66
  %t1116 = load float, ptr %s67
  %t1117 = load float, ptr %s68
  %t1118 = load float, ptr %s69
  %t1119 = load float, ptr %s70
  %t1120 = load float, ptr %s71
  %t1121 = load float, ptr %s72
  %t1122 = load float, ptr %s73
  %t1123 = load float, ptr %s74
  %t1124 = load float, ptr %s75
  %t1125 = load float, ptr %s76
  %t1126 = load float, ptr %s77
  %t1127 = load float, ptr %s78
  %t1128 = load float, ptr %s79
  %t1129 = load float, ptr %s80
  %t1130 = load float, ptr %s81
  %t1131 = load float, ptr %s82
  %t1132 = load float, ptr %s83
  %t1133 = load float, ptr %s84
  %t1134 = load float, ptr %s85
  %t1135 = load float, ptr %s86
  %t1136 = load float, ptr %s87
  %t1137 = load float, ptr %s88
  %t1138 = load float, ptr %s89
  %t1139 = load float, ptr %s90
  %t1140 = load float, ptr %s91
  %t1141 = load float, ptr %s92
  %t1142 = load float, ptr %s93
  %t1143 = load float, ptr %s94
  %t1144 = load float, ptr %s95
  %t1145 = load float, ptr %s96
  %t1146 = load float, ptr %s97
  %t1147 = load float, ptr %s98
  %t1148 = load float, ptr %s99
  %t1149 = load float, ptr %s100
  %t1150 = load float, ptr %s101
  %t1151 = load float, ptr %s102
  %t1152 = load float, ptr %s103
  %t1153 = load float, ptr %s104
  %t1154 = load float, ptr %s105
  %t1155 = load float, ptr %s106
  %t1156 = load float, ptr %s107
  %t1157 = load float, ptr %s108
  %t1158 = load float, ptr %s109
  %t1159 = load float, ptr %s110
  %t1160 = load float, ptr %s111
  %t1161 = load float, ptr %s112
  %t1162 = load float, ptr %s113
  %t1163 = load float, ptr %s114
  %t1164 = load float, ptr %s115
  %t1165 = load float, ptr %s116
  %t1166 = load float, ptr %s117
  %t1167 = load float, ptr %s118
  %t1168 = load float, ptr %s119
  %t1169 = load float, ptr %s120
  %t1170 = load float, ptr %s121
  %t1171 = load float, ptr %s122
  %t1172 = load float, ptr %s123
  %t1173 = load float, ptr %s124
  %t1174 = load float, ptr %s125
  %t1175 = load float, ptr %s126
  %t1176 = load float, ptr %s127
  %t1177 = load ptr addrspace(1), ptr %s128
  %t1178 = load ptr addrspace(1), ptr %s129
  %t1179 = load ptr addrspace(1), ptr %s130
  %t1180 = load ptr addrspace(1), ptr %s131
  %t1181 = load ptr addrspace(1), ptr %s132
  %t1182 = load ptr addrspace(1), ptr %s133
  %t1183 = load ptr addrspace(1), ptr %s134
  %t1184 = load ptr addrspace(1), ptr %s135
  %t1185 = load ptr addrspace(1), ptr %s136
  %t1186 = load ptr addrspace(1), ptr %s137
  %t1187 = load ptr addrspace(1), ptr %s138
  %t1188 = load ptr addrspace(1), ptr %s139
  %t1189 = load ptr addrspace(1), ptr %s140
  %t1190 = load ptr addrspace(1), ptr %s141
  %t1191 = load ptr addrspace(1), ptr %s142
  %t1192 = load ptr addrspace(1), ptr %s143
  %t1193 = load ptr addrspace(1), ptr %s144
  %t1194 = load ptr addrspace(1), ptr %s145
  %t1195 = load ptr addrspace(1), ptr %s146
  %t1196 = load ptr addrspace(1), ptr %s147
  %t1197 = load ptr addrspace(1), ptr %s148
  %t1198 = load ptr addrspace(1), ptr %s149
  %t1199 = load ptr addrspace(1), ptr %s150
  %t1200 = load ptr addrspace(1), ptr %s151
  %t1201 = load ptr addrspace(1), ptr %s152
  %t1202 = load ptr addrspace(1), ptr %s153
  %t1203 = load ptr addrspace(1), ptr %s154
  %t1204 = load ptr addrspace(1), ptr %s155
  %t1205 = load ptr addrspace(1), ptr %s156
  %t1206 = load ptr addrspace(1), ptr %s157
  %t1207 = load ptr addrspace(1), ptr %s158
  %t1208 = load ptr addrspace(1), ptr %s159
  %t1209 = load ptr addrspace(1), ptr %s160
  %t1210 = load ptr addrspace(1), ptr %s161
  %t1211 = load ptr addrspace(1), ptr %s162
  %t1212 = load ptr addrspace(1), ptr %s163
  %t1213 = load ptr addrspace(1), ptr %s164
  %t1214 = load ptr addrspace(1), ptr %s165
  %t1215 = load ptr addrspace(1), ptr %s166
  %t1216 = load ptr addrspace(1), ptr %s167
  %t1217 = load ptr addrspace(1), ptr %s168
  %t1218 = load ptr addrspace(1), ptr %s169
  %t1219 = load ptr addrspace(1), ptr %s170
  %t1220 = load ptr addrspace(1), ptr %s171
  %t1221 = load ptr addrspace(1), ptr %s172
  %t1222 = load ptr addrspace(1), ptr %s173
  %t1223 = load ptr addrspace(1), ptr %s174
  %t1224 = load ptr addrspace(1), ptr %s175
  %t1225 = load ptr addrspace(1), ptr %s176
  %t1226 = load ptr addrspace(1), ptr %s177
  %t1227 = load ptr addrspace(1), ptr %s178
  %t1228 = load ptr addrspace(1), ptr %s179
  %t1229 = load ptr addrspace(1), ptr %s180
  %t1230 = load ptr addrspace(1), ptr %s181
  %t1231 = load ptr addrspace(1), ptr %s182
  %t1232 = load ptr addrspace(1), ptr %s183
  %t1233 = load ptr addrspace(1), ptr %s184
  %t1234 = load ptr addrspace(1), ptr %s185
  %t1235 = load ptr addrspace(1), ptr %s186
  %t1236 = load ptr addrspace(1), ptr %s187
  %t1237 = load ptr addrspace(1), ptr %s188
  %t1238 = load ptr addrspace(1), ptr %s189
  %t1239 = load ptr addrspace(1), ptr %s190
  %t1240 = load ptr addrspace(1), ptr %s191
  %t1241 = load ptr addrspace(1), ptr %s192
  %t1242 = load ptr addrspace(1), ptr %s193
  %t1243 = load ptr addrspace(1), ptr %s194
  %t1244 = load ptr addrspace(1), ptr %s195
  %t1245 = load ptr addrspace(1), ptr %s196
  %t1246 = load ptr addrspace(1), ptr %s197
  %t1247 = load ptr addrspace(1), ptr %s198
  %t1248 = load ptr addrspace(1), ptr %s199
  %t1249 = load ptr addrspace(1), ptr %s200
  %t1250 = load ptr addrspace(1), ptr %s201
  %t1251 = load ptr addrspace(1), ptr %s202
  %t1252 = load ptr addrspace(1), ptr %s203
  %t1253 = load ptr addrspace(1), ptr %s204
  %t1254 = load ptr addrspace(1), ptr %s205
  %t1255 = load ptr addrspace(1), ptr %s206
  %t1256 = load ptr addrspace(1), ptr %s207
  %t1257 = load ptr addrspace(1), ptr %s208
  %t1258 = load ptr addrspace(1), ptr %s209
  %t1259 = load ptr addrspace(1), ptr %s210
  %t1260 = load ptr addrspace(1), ptr %s211
  %t1261 = load ptr addrspace(1), ptr %s212
  %t1262 = load ptr addrspace(1), ptr %s213
  %t1263 = load ptr addrspace(1), ptr %s214
  %t1264 = load ptr addrspace(1), ptr %s215
  %t1265 = load ptr addrspace(1), ptr %s216
  %t1266 = load ptr addrspace(1), ptr %s217
  %t1267 = load ptr addrspace(1), ptr %s218
  %t1268 = load ptr addrspace(1), ptr %s219
  %t1269 = load ptr addrspace(1), ptr %s220
  %t1270 = load ptr addrspace(1), ptr %s221
  %t1271 = load ptr addrspace(1), ptr %s222
  %t1272 = load ptr addrspace(1), ptr %s223
  %t1273 = load ptr addrspace(1), ptr %s224
  %t1274 = load ptr addrspace(1), ptr %s225
  %t1275 = load ptr addrspace(1), ptr %s226
  %t1276 = load ptr addrspace(1), ptr %s227
  %t1277 = load ptr addrspace(1), ptr %s228
  %t1278 = load ptr addrspace(1), ptr %s229
  %t1279 = load ptr addrspace(1), ptr %s230
  %t1280 = load ptr addrspace(1), ptr %s231
  %t1281 = load ptr addrspace(1), ptr %s232
  %t1282 = load ptr addrspace(1), ptr %s233
  %t1283 = load ptr addrspace(1), ptr %s234
  %t1284 = load ptr addrspace(1), ptr %s235
  %t1285 = load ptr addrspace(1), ptr %s236
  %t1286 = load ptr addrspace(1), ptr %s237
  %t1287 = load ptr addrspace(1), ptr %s238
  %t1288 = load ptr addrspace(1), ptr %s239
  %t1289 = load ptr addrspace(1), ptr %s240
  %t1290 = load ptr addrspace(1), ptr %s241
  %t1291 = load ptr addrspace(1), ptr %s242
  %t1292 = load ptr addrspace(1), ptr %s243
  %t1293 = load ptr addrspace(1), ptr %s244
  %t1294 = load ptr addrspace(1), ptr %s245
  %t1295 = load ptr addrspace(1), ptr %s246
  %t1296 = load ptr addrspace(1), ptr %s247
  %t1297 = load ptr addrspace(1), ptr %s248
  %t1298 = load ptr addrspace(1), ptr %s249
  %t1299 = load ptr addrspace(1), ptr %s250
  %t1300 = load ptr addrspace(1), ptr %s251
  %t1301 = load ptr addrspace(1), ptr %s252
  %t1302 = load ptr addrspace(1), ptr %s253
  %t1303 = load ptr addrspace(1), ptr %s254
  %t1304 = load ptr addrspace(1), ptr %s255
  %t1305 = load i32, ptr %s256
  %t1306 = load i32, ptr %s257
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t1307 = mul i32 %t1305, 8192
  %t1308 = add i32 %t1307, 0
  %t1309 = mul i32 %t1308, 2
  %t1310 = mul i32 %t1305, 8192
  %t1311 = add i32 %t1310, 24576
  %t1312 = mul i32 %t1311, 2
  %t1313 = mul i32 1, 1
  %t1314 = add i32 %t1047, %t1313
  %t1315 = icmp slt i32 %t1314, %t838
  %t1316 = mul i32 64, 1
  %t1317 = mul i32 64, 1
  %t1318 = mul i32 64, 1
  %t1319 = mul i32 64, 1
  %t1320 = mul i32 64, 1
  %t1321 = mul i32 64, 1
  %t1322 = mul i32 64, 1
  %t1323 = mul i32 64, 1
  %t1324 = mul i32 64, 1
  %t1325 = mul i32 64, 1
  %t1326 = mul i32 64, 1
  %t1327 = mul i32 64, 1
  %t1328 = mul i32 64, 1
  %t1329 = mul i32 64, 1
  %t1330 = mul i32 64, 1
  %t1331 = mul i32 64, 1
  %t1332 = mul i32 64, 1
  %t1333 = mul i32 64, 1
  %t1334 = mul i32 64, 1
  %t1335 = mul i32 64, 1
  %t1336 = mul i32 64, 1
  %t1337 = mul i32 64, 1
  %t1338 = mul i32 64, 1
  %t1339 = mul i32 64, 1
  %t1340 = mul i32 64, 1
  %t1341 = mul i32 64, 1
  %t1342 = mul i32 64, 1
  %t1343 = mul i32 64, 1
  %t1344 = mul i32 64, 1
  %t1345 = mul i32 64, 1
  %t1346 = mul i32 64, 1
  %t1347 = mul i32 64, 1
  %t1348 = mul i32 64, 1
  %t1349 = mul i32 64, 1
  %t1350 = mul i32 64, 1
  %t1351 = mul i32 64, 1
  %t1352 = mul i32 64, 1
  %t1353 = mul i32 64, 1
  %t1354 = mul i32 64, 1
  %t1355 = mul i32 64, 1
  %t1356 = mul i32 64, 1
  %t1357 = mul i32 64, 1
  %t1358 = mul i32 64, 1
  %t1359 = mul i32 64, 1
  %t1360 = mul i32 64, 1
  %t1361 = mul i32 64, 1
  %t1362 = mul i32 64, 1
  %t1363 = mul i32 64, 1
  %t1364 = mul i32 64, 1
  %t1365 = mul i32 64, 1
  %t1366 = mul i32 64, 1
  %t1367 = mul i32 64, 1
  %t1368 = mul i32 64, 1
  %t1369 = mul i32 64, 1
  %t1370 = mul i32 64, 1
  %t1371 = mul i32 64, 1
  %t1372 = mul i32 64, 1
  %t1373 = mul i32 64, 1
  %t1374 = mul i32 64, 1
  %t1375 = mul i32 64, 1
  %t1376 = mul i32 64, 1
  %t1377 = mul i32 64, 1
  %t1378 = mul i32 64, 1
  %t1379 = mul i32 64, 1
  %t1380 = sext i32 %t1316 to i64
  %t1381 = getelementptr half, ptr addrspace(1) %t1177, i64 %t1380
  %t1382 = sext i32 %t1317 to i64
  %t1383 = getelementptr half, ptr addrspace(1) %t1178, i64 %t1382
  %t1384 = sext i32 %t1318 to i64
  %t1385 = getelementptr half, ptr addrspace(1) %t1179, i64 %t1384
  %t1386 = sext i32 %t1319 to i64
  %t1387 = getelementptr half, ptr addrspace(1) %t1180, i64 %t1386
  %t1388 = sext i32 %t1320 to i64
  %t1389 = getelementptr half, ptr addrspace(1) %t1181, i64 %t1388
  %t1390 = sext i32 %t1321 to i64
  %t1391 = getelementptr half, ptr addrspace(1) %t1182, i64 %t1390
  %t1392 = sext i32 %t1322 to i64
  %t1393 = getelementptr half, ptr addrspace(1) %t1183, i64 %t1392
  %t1394 = sext i32 %t1323 to i64
  %t1395 = getelementptr half, ptr addrspace(1) %t1184, i64 %t1394
  %t1396 = sext i32 %t1324 to i64
  %t1397 = getelementptr half, ptr addrspace(1) %t1185, i64 %t1396
  %t1398 = sext i32 %t1325 to i64
  %t1399 = getelementptr half, ptr addrspace(1) %t1186, i64 %t1398
  %t1400 = sext i32 %t1326 to i64
  %t1401 = getelementptr half, ptr addrspace(1) %t1187, i64 %t1400
  %t1402 = sext i32 %t1327 to i64
  %t1403 = getelementptr half, ptr addrspace(1) %t1188, i64 %t1402
  %t1404 = sext i32 %t1328 to i64
  %t1405 = getelementptr half, ptr addrspace(1) %t1189, i64 %t1404
  %t1406 = sext i32 %t1329 to i64
  %t1407 = getelementptr half, ptr addrspace(1) %t1190, i64 %t1406
  %t1408 = sext i32 %t1330 to i64
  %t1409 = getelementptr half, ptr addrspace(1) %t1191, i64 %t1408
  %t1410 = sext i32 %t1331 to i64
  %t1411 = getelementptr half, ptr addrspace(1) %t1192, i64 %t1410
  %t1412 = sext i32 %t1332 to i64
  %t1413 = getelementptr half, ptr addrspace(1) %t1193, i64 %t1412
  %t1414 = sext i32 %t1333 to i64
  %t1415 = getelementptr half, ptr addrspace(1) %t1194, i64 %t1414
  %t1416 = sext i32 %t1334 to i64
  %t1417 = getelementptr half, ptr addrspace(1) %t1195, i64 %t1416
  %t1418 = sext i32 %t1335 to i64
  %t1419 = getelementptr half, ptr addrspace(1) %t1196, i64 %t1418
  %t1420 = sext i32 %t1336 to i64
  %t1421 = getelementptr half, ptr addrspace(1) %t1197, i64 %t1420
  %t1422 = sext i32 %t1337 to i64
  %t1423 = getelementptr half, ptr addrspace(1) %t1198, i64 %t1422
  %t1424 = sext i32 %t1338 to i64
  %t1425 = getelementptr half, ptr addrspace(1) %t1199, i64 %t1424
  %t1426 = sext i32 %t1339 to i64
  %t1427 = getelementptr half, ptr addrspace(1) %t1200, i64 %t1426
  %t1428 = sext i32 %t1340 to i64
  %t1429 = getelementptr half, ptr addrspace(1) %t1201, i64 %t1428
  %t1430 = sext i32 %t1341 to i64
  %t1431 = getelementptr half, ptr addrspace(1) %t1202, i64 %t1430
  %t1432 = sext i32 %t1342 to i64
  %t1433 = getelementptr half, ptr addrspace(1) %t1203, i64 %t1432
  %t1434 = sext i32 %t1343 to i64
  %t1435 = getelementptr half, ptr addrspace(1) %t1204, i64 %t1434
  %t1436 = sext i32 %t1344 to i64
  %t1437 = getelementptr half, ptr addrspace(1) %t1205, i64 %t1436
  %t1438 = sext i32 %t1345 to i64
  %t1439 = getelementptr half, ptr addrspace(1) %t1206, i64 %t1438
  %t1440 = sext i32 %t1346 to i64
  %t1441 = getelementptr half, ptr addrspace(1) %t1207, i64 %t1440
  %t1442 = sext i32 %t1347 to i64
  %t1443 = getelementptr half, ptr addrspace(1) %t1208, i64 %t1442
  %t1444 = sext i32 %t1348 to i64
  %t1445 = getelementptr half, ptr addrspace(1) %t1209, i64 %t1444
  %t1446 = sext i32 %t1349 to i64
  %t1447 = getelementptr half, ptr addrspace(1) %t1210, i64 %t1446
  %t1448 = sext i32 %t1350 to i64
  %t1449 = getelementptr half, ptr addrspace(1) %t1211, i64 %t1448
  %t1450 = sext i32 %t1351 to i64
  %t1451 = getelementptr half, ptr addrspace(1) %t1212, i64 %t1450
  %t1452 = sext i32 %t1352 to i64
  %t1453 = getelementptr half, ptr addrspace(1) %t1213, i64 %t1452
  %t1454 = sext i32 %t1353 to i64
  %t1455 = getelementptr half, ptr addrspace(1) %t1214, i64 %t1454
  %t1456 = sext i32 %t1354 to i64
  %t1457 = getelementptr half, ptr addrspace(1) %t1215, i64 %t1456
  %t1458 = sext i32 %t1355 to i64
  %t1459 = getelementptr half, ptr addrspace(1) %t1216, i64 %t1458
  %t1460 = sext i32 %t1356 to i64
  %t1461 = getelementptr half, ptr addrspace(1) %t1217, i64 %t1460
  %t1462 = sext i32 %t1357 to i64
  %t1463 = getelementptr half, ptr addrspace(1) %t1218, i64 %t1462
  %t1464 = sext i32 %t1358 to i64
  %t1465 = getelementptr half, ptr addrspace(1) %t1219, i64 %t1464
  %t1466 = sext i32 %t1359 to i64
  %t1467 = getelementptr half, ptr addrspace(1) %t1220, i64 %t1466
  %t1468 = sext i32 %t1360 to i64
  %t1469 = getelementptr half, ptr addrspace(1) %t1221, i64 %t1468
  %t1470 = sext i32 %t1361 to i64
  %t1471 = getelementptr half, ptr addrspace(1) %t1222, i64 %t1470
  %t1472 = sext i32 %t1362 to i64
  %t1473 = getelementptr half, ptr addrspace(1) %t1223, i64 %t1472
  %t1474 = sext i32 %t1363 to i64
  %t1475 = getelementptr half, ptr addrspace(1) %t1224, i64 %t1474
  %t1476 = sext i32 %t1364 to i64
  %t1477 = getelementptr half, ptr addrspace(1) %t1225, i64 %t1476
  %t1478 = sext i32 %t1365 to i64
  %t1479 = getelementptr half, ptr addrspace(1) %t1226, i64 %t1478
  %t1480 = sext i32 %t1366 to i64
  %t1481 = getelementptr half, ptr addrspace(1) %t1227, i64 %t1480
  %t1482 = sext i32 %t1367 to i64
  %t1483 = getelementptr half, ptr addrspace(1) %t1228, i64 %t1482
  %t1484 = sext i32 %t1368 to i64
  %t1485 = getelementptr half, ptr addrspace(1) %t1229, i64 %t1484
  %t1486 = sext i32 %t1369 to i64
  %t1487 = getelementptr half, ptr addrspace(1) %t1230, i64 %t1486
  %t1488 = sext i32 %t1370 to i64
  %t1489 = getelementptr half, ptr addrspace(1) %t1231, i64 %t1488
  %t1490 = sext i32 %t1371 to i64
  %t1491 = getelementptr half, ptr addrspace(1) %t1232, i64 %t1490
  %t1492 = sext i32 %t1372 to i64
  %t1493 = getelementptr half, ptr addrspace(1) %t1233, i64 %t1492
  %t1494 = sext i32 %t1373 to i64
  %t1495 = getelementptr half, ptr addrspace(1) %t1234, i64 %t1494
  %t1496 = sext i32 %t1374 to i64
  %t1497 = getelementptr half, ptr addrspace(1) %t1235, i64 %t1496
  %t1498 = sext i32 %t1375 to i64
  %t1499 = getelementptr half, ptr addrspace(1) %t1236, i64 %t1498
  %t1500 = sext i32 %t1376 to i64
  %t1501 = getelementptr half, ptr addrspace(1) %t1237, i64 %t1500
  %t1502 = sext i32 %t1377 to i64
  %t1503 = getelementptr half, ptr addrspace(1) %t1238, i64 %t1502
  %t1504 = sext i32 %t1378 to i64
  %t1505 = getelementptr half, ptr addrspace(1) %t1239, i64 %t1504
  %t1506 = sext i32 %t1379 to i64
  %t1507 = getelementptr half, ptr addrspace(1) %t1240, i64 %t1506
  %t1508 = mul i32 %t1314, 64
  %t1509 = sub i32 %arg5, %t1508
  %t1510 = icmp slt i32 %t51, %t1509
  %t1511 = icmp slt i32 %t513, %t1509
  %t1512 = icmp slt i32 %t514, %t1509
  %t1513 = icmp slt i32 %t515, %t1509
  %t1514 = icmp slt i32 %t516, %t1509
  %t1515 = icmp slt i32 %t517, %t1509
  %t1516 = icmp slt i32 %t518, %t1509
  %t1517 = icmp slt i32 %t519, %t1509
  %t1518 = and i1 %t1510, %t1315
  %t1519 = and i1 %t1511, %t1315
  %t1520 = and i1 %t1512, %t1315
  %t1521 = and i1 %t1513, %t1315
  %t1522 = and i1 %t1514, %t1315
  %t1523 = and i1 %t1515, %t1315
  %t1524 = and i1 %t1516, %t1315
  %t1525 = and i1 %t1517, %t1315
  %t1526 = and i1 %t1510, %t1315
  %t1527 = and i1 %t1511, %t1315
  %t1528 = and i1 %t1512, %t1315
  %t1529 = and i1 %t1513, %t1315
  %t1530 = and i1 %t1514, %t1315
  %t1531 = and i1 %t1515, %t1315
  %t1532 = and i1 %t1516, %t1315
  %t1533 = and i1 %t1517, %t1315
  %t1534 = and i1 %t1510, %t1315
  %t1535 = and i1 %t1511, %t1315
  %t1536 = and i1 %t1512, %t1315
  %t1537 = and i1 %t1513, %t1315
  %t1538 = and i1 %t1514, %t1315
  %t1539 = and i1 %t1515, %t1315
  %t1540 = and i1 %t1516, %t1315
  %t1541 = and i1 %t1517, %t1315
  %t1542 = and i1 %t1510, %t1315
  %t1543 = and i1 %t1511, %t1315
  %t1544 = and i1 %t1512, %t1315
  %t1545 = and i1 %t1513, %t1315
  %t1546 = and i1 %t1514, %t1315
  %t1547 = and i1 %t1515, %t1315
  %t1548 = and i1 %t1516, %t1315
  %t1549 = and i1 %t1517, %t1315
  %t1550 = and i1 %t1510, %t1315
  %t1551 = and i1 %t1511, %t1315
  %t1552 = and i1 %t1512, %t1315
  %t1553 = and i1 %t1513, %t1315
  %t1554 = and i1 %t1514, %t1315
  %t1555 = and i1 %t1515, %t1315
  %t1556 = and i1 %t1516, %t1315
  %t1557 = and i1 %t1517, %t1315
  %t1558 = and i1 %t1510, %t1315
  %t1559 = and i1 %t1511, %t1315
  %t1560 = and i1 %t1512, %t1315
  %t1561 = and i1 %t1513, %t1315
  %t1562 = and i1 %t1514, %t1315
  %t1563 = and i1 %t1515, %t1315
  %t1564 = and i1 %t1516, %t1315
  %t1565 = and i1 %t1517, %t1315
  %t1566 = and i1 %t1510, %t1315
  %t1567 = and i1 %t1511, %t1315
  %t1568 = and i1 %t1512, %t1315
  %t1569 = and i1 %t1513, %t1315
  %t1570 = and i1 %t1514, %t1315
  %t1571 = and i1 %t1515, %t1315
  %t1572 = and i1 %t1516, %t1315
  %t1573 = and i1 %t1517, %t1315
  %t1574 = and i1 %t1510, %t1315
  %t1575 = and i1 %t1511, %t1315
  %t1576 = and i1 %t1512, %t1315
  %t1577 = and i1 %t1513, %t1315
  %t1578 = and i1 %t1514, %t1315
  %t1579 = and i1 %t1515, %t1315
  %t1580 = and i1 %t1516, %t1315
  %t1581 = and i1 %t1517, %t1315
  %t1582 = mul i32 %t1306, 8192
  %t1583 = add i32 %t1582, 0
  %t1584 = mul i32 %t1583, 2
  %t1585 = add i32 %t100, %t1584
  %t1586 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1585
  %t1587 = select i1 %t1518, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1586, ptr addrspace(1) %t1381, i32 %t1587)
  %t1588 = add i32 %t100, %t1584
  %t1589 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1588
  %t1590 = select i1 %t1526, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1589, ptr addrspace(1) %t1397, i32 %t1590)
  %t1591 = add i32 %t100, %t1584
  %t1592 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1591
  %t1593 = select i1 %t1534, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1592, ptr addrspace(1) %t1413, i32 %t1593)
  %t1594 = add i32 %t100, %t1584
  %t1595 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1594
  %t1596 = select i1 %t1542, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1595, ptr addrspace(1) %t1429, i32 %t1596)
  %t1597 = add i32 %t100, %t1584
  %t1598 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1597
  %t1599 = select i1 %t1550, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+8192], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1598, ptr addrspace(1) %t1445, i32 %t1599)
  %t1600 = add i32 %t100, %t1584
  %t1601 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1600
  %t1602 = select i1 %t1558, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+10240], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1601, ptr addrspace(1) %t1461, i32 %t1602)
  %t1603 = add i32 %t100, %t1584
  %t1604 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1603
  %t1605 = select i1 %t1566, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+12288], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1604, ptr addrspace(1) %t1477, i32 %t1605)
  %t1606 = add i32 %t100, %t1584
  %t1607 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1606
  %t1608 = select i1 %t1574, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+14336], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1607, ptr addrspace(1) %t1493, i32 %t1608)
  %t1609 = mul i32 %t841, 1
  %t1610 = mul i32 %t841, 1
  %t1611 = mul i32 %t841, 1
  %t1612 = mul i32 %t841, 1
  %t1613 = mul i32 %t841, 1
  %t1614 = mul i32 %t841, 1
  %t1615 = mul i32 %t841, 1
  %t1616 = mul i32 %t841, 1
  %t1617 = mul i32 %t841, 1
  %t1618 = mul i32 %t841, 1
  %t1619 = mul i32 %t841, 1
  %t1620 = mul i32 %t841, 1
  %t1621 = mul i32 %t841, 1
  %t1622 = mul i32 %t841, 1
  %t1623 = mul i32 %t841, 1
  %t1624 = mul i32 %t841, 1
  %t1625 = mul i32 %t841, 1
  %t1626 = mul i32 %t841, 1
  %t1627 = mul i32 %t841, 1
  %t1628 = mul i32 %t841, 1
  %t1629 = mul i32 %t841, 1
  %t1630 = mul i32 %t841, 1
  %t1631 = mul i32 %t841, 1
  %t1632 = mul i32 %t841, 1
  %t1633 = mul i32 %t841, 1
  %t1634 = mul i32 %t841, 1
  %t1635 = mul i32 %t841, 1
  %t1636 = mul i32 %t841, 1
  %t1637 = mul i32 %t841, 1
  %t1638 = mul i32 %t841, 1
  %t1639 = mul i32 %t841, 1
  %t1640 = mul i32 %t841, 1
  %t1641 = mul i32 %t841, 1
  %t1642 = mul i32 %t841, 1
  %t1643 = mul i32 %t841, 1
  %t1644 = mul i32 %t841, 1
  %t1645 = mul i32 %t841, 1
  %t1646 = mul i32 %t841, 1
  %t1647 = mul i32 %t841, 1
  %t1648 = mul i32 %t841, 1
  %t1649 = mul i32 %t841, 1
  %t1650 = mul i32 %t841, 1
  %t1651 = mul i32 %t841, 1
  %t1652 = mul i32 %t841, 1
  %t1653 = mul i32 %t841, 1
  %t1654 = mul i32 %t841, 1
  %t1655 = mul i32 %t841, 1
  %t1656 = mul i32 %t841, 1
  %t1657 = mul i32 %t841, 1
  %t1658 = mul i32 %t841, 1
  %t1659 = mul i32 %t841, 1
  %t1660 = mul i32 %t841, 1
  %t1661 = mul i32 %t841, 1
  %t1662 = mul i32 %t841, 1
  %t1663 = mul i32 %t841, 1
  %t1664 = mul i32 %t841, 1
  %t1665 = mul i32 %t841, 1
  %t1666 = mul i32 %t841, 1
  %t1667 = mul i32 %t841, 1
  %t1668 = mul i32 %t841, 1
  %t1669 = mul i32 %t841, 1
  %t1670 = mul i32 %t841, 1
  %t1671 = mul i32 %t841, 1
  %t1672 = mul i32 %t841, 1
  %t1673 = sext i32 %t1609 to i64
  %t1674 = getelementptr half, ptr addrspace(1) %t1241, i64 %t1673
  %t1675 = sext i32 %t1610 to i64
  %t1676 = getelementptr half, ptr addrspace(1) %t1242, i64 %t1675
  %t1677 = sext i32 %t1611 to i64
  %t1678 = getelementptr half, ptr addrspace(1) %t1243, i64 %t1677
  %t1679 = sext i32 %t1612 to i64
  %t1680 = getelementptr half, ptr addrspace(1) %t1244, i64 %t1679
  %t1681 = sext i32 %t1613 to i64
  %t1682 = getelementptr half, ptr addrspace(1) %t1245, i64 %t1681
  %t1683 = sext i32 %t1614 to i64
  %t1684 = getelementptr half, ptr addrspace(1) %t1246, i64 %t1683
  %t1685 = sext i32 %t1615 to i64
  %t1686 = getelementptr half, ptr addrspace(1) %t1247, i64 %t1685
  %t1687 = sext i32 %t1616 to i64
  %t1688 = getelementptr half, ptr addrspace(1) %t1248, i64 %t1687
  %t1689 = sext i32 %t1617 to i64
  %t1690 = getelementptr half, ptr addrspace(1) %t1249, i64 %t1689
  %t1691 = sext i32 %t1618 to i64
  %t1692 = getelementptr half, ptr addrspace(1) %t1250, i64 %t1691
  %t1693 = sext i32 %t1619 to i64
  %t1694 = getelementptr half, ptr addrspace(1) %t1251, i64 %t1693
  %t1695 = sext i32 %t1620 to i64
  %t1696 = getelementptr half, ptr addrspace(1) %t1252, i64 %t1695
  %t1697 = sext i32 %t1621 to i64
  %t1698 = getelementptr half, ptr addrspace(1) %t1253, i64 %t1697
  %t1699 = sext i32 %t1622 to i64
  %t1700 = getelementptr half, ptr addrspace(1) %t1254, i64 %t1699
  %t1701 = sext i32 %t1623 to i64
  %t1702 = getelementptr half, ptr addrspace(1) %t1255, i64 %t1701
  %t1703 = sext i32 %t1624 to i64
  %t1704 = getelementptr half, ptr addrspace(1) %t1256, i64 %t1703
  %t1705 = sext i32 %t1625 to i64
  %t1706 = getelementptr half, ptr addrspace(1) %t1257, i64 %t1705
  %t1707 = sext i32 %t1626 to i64
  %t1708 = getelementptr half, ptr addrspace(1) %t1258, i64 %t1707
  %t1709 = sext i32 %t1627 to i64
  %t1710 = getelementptr half, ptr addrspace(1) %t1259, i64 %t1709
  %t1711 = sext i32 %t1628 to i64
  %t1712 = getelementptr half, ptr addrspace(1) %t1260, i64 %t1711
  %t1713 = sext i32 %t1629 to i64
  %t1714 = getelementptr half, ptr addrspace(1) %t1261, i64 %t1713
  %t1715 = sext i32 %t1630 to i64
  %t1716 = getelementptr half, ptr addrspace(1) %t1262, i64 %t1715
  %t1717 = sext i32 %t1631 to i64
  %t1718 = getelementptr half, ptr addrspace(1) %t1263, i64 %t1717
  %t1719 = sext i32 %t1632 to i64
  %t1720 = getelementptr half, ptr addrspace(1) %t1264, i64 %t1719
  %t1721 = sext i32 %t1633 to i64
  %t1722 = getelementptr half, ptr addrspace(1) %t1265, i64 %t1721
  %t1723 = sext i32 %t1634 to i64
  %t1724 = getelementptr half, ptr addrspace(1) %t1266, i64 %t1723
  %t1725 = sext i32 %t1635 to i64
  %t1726 = getelementptr half, ptr addrspace(1) %t1267, i64 %t1725
  %t1727 = sext i32 %t1636 to i64
  %t1728 = getelementptr half, ptr addrspace(1) %t1268, i64 %t1727
  %t1729 = sext i32 %t1637 to i64
  %t1730 = getelementptr half, ptr addrspace(1) %t1269, i64 %t1729
  %t1731 = sext i32 %t1638 to i64
  %t1732 = getelementptr half, ptr addrspace(1) %t1270, i64 %t1731
  %t1733 = sext i32 %t1639 to i64
  %t1734 = getelementptr half, ptr addrspace(1) %t1271, i64 %t1733
  %t1735 = sext i32 %t1640 to i64
  %t1736 = getelementptr half, ptr addrspace(1) %t1272, i64 %t1735
  %t1737 = sext i32 %t1641 to i64
  %t1738 = getelementptr half, ptr addrspace(1) %t1273, i64 %t1737
  %t1739 = sext i32 %t1642 to i64
  %t1740 = getelementptr half, ptr addrspace(1) %t1274, i64 %t1739
  %t1741 = sext i32 %t1643 to i64
  %t1742 = getelementptr half, ptr addrspace(1) %t1275, i64 %t1741
  %t1743 = sext i32 %t1644 to i64
  %t1744 = getelementptr half, ptr addrspace(1) %t1276, i64 %t1743
  %t1745 = sext i32 %t1645 to i64
  %t1746 = getelementptr half, ptr addrspace(1) %t1277, i64 %t1745
  %t1747 = sext i32 %t1646 to i64
  %t1748 = getelementptr half, ptr addrspace(1) %t1278, i64 %t1747
  %t1749 = sext i32 %t1647 to i64
  %t1750 = getelementptr half, ptr addrspace(1) %t1279, i64 %t1749
  %t1751 = sext i32 %t1648 to i64
  %t1752 = getelementptr half, ptr addrspace(1) %t1280, i64 %t1751
  %t1753 = sext i32 %t1649 to i64
  %t1754 = getelementptr half, ptr addrspace(1) %t1281, i64 %t1753
  %t1755 = sext i32 %t1650 to i64
  %t1756 = getelementptr half, ptr addrspace(1) %t1282, i64 %t1755
  %t1757 = sext i32 %t1651 to i64
  %t1758 = getelementptr half, ptr addrspace(1) %t1283, i64 %t1757
  %t1759 = sext i32 %t1652 to i64
  %t1760 = getelementptr half, ptr addrspace(1) %t1284, i64 %t1759
  %t1761 = sext i32 %t1653 to i64
  %t1762 = getelementptr half, ptr addrspace(1) %t1285, i64 %t1761
  %t1763 = sext i32 %t1654 to i64
  %t1764 = getelementptr half, ptr addrspace(1) %t1286, i64 %t1763
  %t1765 = sext i32 %t1655 to i64
  %t1766 = getelementptr half, ptr addrspace(1) %t1287, i64 %t1765
  %t1767 = sext i32 %t1656 to i64
  %t1768 = getelementptr half, ptr addrspace(1) %t1288, i64 %t1767
  %t1769 = sext i32 %t1657 to i64
  %t1770 = getelementptr half, ptr addrspace(1) %t1289, i64 %t1769
  %t1771 = sext i32 %t1658 to i64
  %t1772 = getelementptr half, ptr addrspace(1) %t1290, i64 %t1771
  %t1773 = sext i32 %t1659 to i64
  %t1774 = getelementptr half, ptr addrspace(1) %t1291, i64 %t1773
  %t1775 = sext i32 %t1660 to i64
  %t1776 = getelementptr half, ptr addrspace(1) %t1292, i64 %t1775
  %t1777 = sext i32 %t1661 to i64
  %t1778 = getelementptr half, ptr addrspace(1) %t1293, i64 %t1777
  %t1779 = sext i32 %t1662 to i64
  %t1780 = getelementptr half, ptr addrspace(1) %t1294, i64 %t1779
  %t1781 = sext i32 %t1663 to i64
  %t1782 = getelementptr half, ptr addrspace(1) %t1295, i64 %t1781
  %t1783 = sext i32 %t1664 to i64
  %t1784 = getelementptr half, ptr addrspace(1) %t1296, i64 %t1783
  %t1785 = sext i32 %t1665 to i64
  %t1786 = getelementptr half, ptr addrspace(1) %t1297, i64 %t1785
  %t1787 = sext i32 %t1666 to i64
  %t1788 = getelementptr half, ptr addrspace(1) %t1298, i64 %t1787
  %t1789 = sext i32 %t1667 to i64
  %t1790 = getelementptr half, ptr addrspace(1) %t1299, i64 %t1789
  %t1791 = sext i32 %t1668 to i64
  %t1792 = getelementptr half, ptr addrspace(1) %t1300, i64 %t1791
  %t1793 = sext i32 %t1669 to i64
  %t1794 = getelementptr half, ptr addrspace(1) %t1301, i64 %t1793
  %t1795 = sext i32 %t1670 to i64
  %t1796 = getelementptr half, ptr addrspace(1) %t1302, i64 %t1795
  %t1797 = sext i32 %t1671 to i64
  %t1798 = getelementptr half, ptr addrspace(1) %t1303, i64 %t1797
  %t1799 = sext i32 %t1672 to i64
  %t1800 = getelementptr half, ptr addrspace(1) %t1304, i64 %t1799
  %t1801 = mul i32 %t1314, 64
  %t1802 = sub i32 %arg5, %t1801
  %t1803 = icmp slt i32 %t64, %t1802
  %t1804 = icmp slt i32 %t520, %t1802
  %t1805 = icmp slt i32 %t521, %t1802
  %t1806 = icmp slt i32 %t522, %t1802
  %t1807 = icmp slt i32 %t523, %t1802
  %t1808 = icmp slt i32 %t524, %t1802
  %t1809 = icmp slt i32 %t525, %t1802
  %t1810 = icmp slt i32 %t526, %t1802
  %t1811 = and i1 %t1803, %t1315
  %t1812 = and i1 %t1803, %t1315
  %t1813 = and i1 %t1803, %t1315
  %t1814 = and i1 %t1803, %t1315
  %t1815 = and i1 %t1803, %t1315
  %t1816 = and i1 %t1803, %t1315
  %t1817 = and i1 %t1803, %t1315
  %t1818 = and i1 %t1803, %t1315
  %t1819 = and i1 %t1804, %t1315
  %t1820 = and i1 %t1804, %t1315
  %t1821 = and i1 %t1804, %t1315
  %t1822 = and i1 %t1804, %t1315
  %t1823 = and i1 %t1804, %t1315
  %t1824 = and i1 %t1804, %t1315
  %t1825 = and i1 %t1804, %t1315
  %t1826 = and i1 %t1804, %t1315
  %t1827 = and i1 %t1805, %t1315
  %t1828 = and i1 %t1805, %t1315
  %t1829 = and i1 %t1805, %t1315
  %t1830 = and i1 %t1805, %t1315
  %t1831 = and i1 %t1805, %t1315
  %t1832 = and i1 %t1805, %t1315
  %t1833 = and i1 %t1805, %t1315
  %t1834 = and i1 %t1805, %t1315
  %t1835 = and i1 %t1806, %t1315
  %t1836 = and i1 %t1806, %t1315
  %t1837 = and i1 %t1806, %t1315
  %t1838 = and i1 %t1806, %t1315
  %t1839 = and i1 %t1806, %t1315
  %t1840 = and i1 %t1806, %t1315
  %t1841 = and i1 %t1806, %t1315
  %t1842 = and i1 %t1806, %t1315
  %t1843 = and i1 %t1807, %t1315
  %t1844 = and i1 %t1807, %t1315
  %t1845 = and i1 %t1807, %t1315
  %t1846 = and i1 %t1807, %t1315
  %t1847 = and i1 %t1807, %t1315
  %t1848 = and i1 %t1807, %t1315
  %t1849 = and i1 %t1807, %t1315
  %t1850 = and i1 %t1807, %t1315
  %t1851 = and i1 %t1808, %t1315
  %t1852 = and i1 %t1808, %t1315
  %t1853 = and i1 %t1808, %t1315
  %t1854 = and i1 %t1808, %t1315
  %t1855 = and i1 %t1808, %t1315
  %t1856 = and i1 %t1808, %t1315
  %t1857 = and i1 %t1808, %t1315
  %t1858 = and i1 %t1808, %t1315
  %t1859 = and i1 %t1809, %t1315
  %t1860 = and i1 %t1809, %t1315
  %t1861 = and i1 %t1809, %t1315
  %t1862 = and i1 %t1809, %t1315
  %t1863 = and i1 %t1809, %t1315
  %t1864 = and i1 %t1809, %t1315
  %t1865 = and i1 %t1809, %t1315
  %t1866 = and i1 %t1809, %t1315
  %t1867 = and i1 %t1810, %t1315
  %t1868 = and i1 %t1810, %t1315
  %t1869 = and i1 %t1810, %t1315
  %t1870 = and i1 %t1810, %t1315
  %t1871 = and i1 %t1810, %t1315
  %t1872 = and i1 %t1810, %t1315
  %t1873 = and i1 %t1810, %t1315
  %t1874 = and i1 %t1810, %t1315
  %t1875 = mul i32 %t1306, 8192
  %t1876 = add i32 %t1875, 24576
  %t1877 = mul i32 %t1876, 2
  %t1878 = add i32 %t144, %t1877
  %t1879 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1878
  %t1880 = select i1 %t1811, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1879, ptr addrspace(1) %t1674, i32 %t1880)
  %t1881 = add i32 %t144, %t1877
  %t1882 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1881
  %t1883 = select i1 %t1819, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+1024], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1882, ptr addrspace(1) %t1690, i32 %t1883)
  %t1884 = add i32 %t144, %t1877
  %t1885 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1884
  %t1886 = select i1 %t1827, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+2048], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1885, ptr addrspace(1) %t1706, i32 %t1886)
  %t1887 = add i32 %t144, %t1877
  %t1888 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1887
  %t1889 = select i1 %t1835, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+3072], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1888, ptr addrspace(1) %t1722, i32 %t1889)
  %t1890 = add i32 %t144, %t1877
  %t1891 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1890
  %t1892 = select i1 %t1843, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+4096], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1891, ptr addrspace(1) %t1738, i32 %t1892)
  %t1893 = add i32 %t144, %t1877
  %t1894 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1893
  %t1895 = select i1 %t1851, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+5120], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1894, ptr addrspace(1) %t1754, i32 %t1895)
  %t1896 = add i32 %t144, %t1877
  %t1897 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1896
  %t1898 = select i1 %t1859, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+6144], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1897, ptr addrspace(1) %t1770, i32 %t1898)
  %t1899 = add i32 %t144, %t1877
  %t1900 = add i32 ptrtoint (ptr addrspace(3) @global_smem to i32), %t1899
  %t1901 = select i1 %t1867, i32 16, i32 0
  call void asm sideeffect "cp.async.cg.shared.global [$0+7168], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %t1900, ptr addrspace(1) %t1786, i32 %t1901)
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  %t1902 = add i32 %t1309, %t203
  call void asm sideeffect "wgmma.fence.sync.aligned;", "~{memory}"()
  %t1903 = add i32 %t1902, 0
  %t1904 = add i32 %t1312, 0
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
  %t1915 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t1909, i64 %t1914, i32 1, float %t1049, float %t1050, float %t1051, float %t1052, float %t1053, float %t1054, float %t1055, float %t1056, float %t1057, float %t1058, float %t1059, float %t1060, float %t1061, float %t1062, float %t1063, float %t1064, float %t1065, float %t1066, float %t1067, float %t1068, float %t1069, float %t1070, float %t1071, float %t1072, float %t1073, float %t1074, float %t1075, float %t1076, float %t1077, float %t1078, float %t1079, float %t1080, float %t1081, float %t1082, float %t1083, float %t1084, float %t1085, float %t1086, float %t1087, float %t1088, float %t1089, float %t1090, float %t1091, float %t1092, float %t1093, float %t1094, float %t1095, float %t1096, float %t1097, float %t1098, float %t1099, float %t1100, float %t1101, float %t1102, float %t1103, float %t1104, float %t1105, float %t1106, float %t1107, float %t1108, float %t1109, float %t1110, float %t1111, float %t1112)
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
  %t1981 = add i32 %t1312, 0
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
  %t1992 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "{ .reg .pred p; setp.ne.b32 p, $66, 0; wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, $42, $43, $44, $45, $46, $47, $48, $49, $50, $51, $52, $53, $54, $55, $56, $57, $58, $59, $60, $61, $62, $63}, $64, $65, p, 1, 1, 0, 1; }", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,~{memory}"(i64 %t1986, i64 %t1991, i32 1, float %t1113, float %t1114, float %t1115, float %t1116, float %t1117, float %t1118, float %t1119, float %t1120, float %t1121, float %t1122, float %t1123, float %t1124, float %t1125, float %t1126, float %t1127, float %t1128, float %t1129, float %t1130, float %t1131, float %t1132, float %t1133, float %t1134, float %t1135, float %t1136, float %t1137, float %t1138, float %t1139, float %t1140, float %t1141, float %t1142, float %t1143, float %t1144, float %t1145, float %t1146, float %t1147, float %t1148, float %t1149, float %t1150, float %t1151, float %t1152, float %t1153, float %t1154, float %t1155, float %t1156, float %t1157, float %t1158, float %t1159, float %t1160, float %t1161, float %t1162, float %t1163, float %t1164, float %t1165, float %t1166, float %t1167, float %t1168, float %t1169, float %t1170, float %t1171, float %t1172, float %t1173, float %t1174, float %t1175, float %t1176)
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
  %t2058 = add i32 %t1312, 2048
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
  %t2135 = add i32 %t1312, 2048
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
  %t2212 = add i32 %t1312, 4096
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
  %t2289 = add i32 %t1312, 4096
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
  %t2366 = add i32 %t1312, 6144
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
  %t2443 = add i32 %t1312, 6144
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
  %t2520 = getelementptr half, ptr addrspace(1) %t1177, i64 %t2519
  %t2521 = sext i32 64 to i64
  %t2522 = getelementptr half, ptr addrspace(1) %t1178, i64 %t2521
  %t2523 = sext i32 64 to i64
  %t2524 = getelementptr half, ptr addrspace(1) %t1179, i64 %t2523
  %t2525 = sext i32 64 to i64
  %t2526 = getelementptr half, ptr addrspace(1) %t1180, i64 %t2525
  %t2527 = sext i32 64 to i64
  %t2528 = getelementptr half, ptr addrspace(1) %t1181, i64 %t2527
  %t2529 = sext i32 64 to i64
  %t2530 = getelementptr half, ptr addrspace(1) %t1182, i64 %t2529
  %t2531 = sext i32 64 to i64
  %t2532 = getelementptr half, ptr addrspace(1) %t1183, i64 %t2531
  %t2533 = sext i32 64 to i64
  %t2534 = getelementptr half, ptr addrspace(1) %t1184, i64 %t2533
  %t2535 = sext i32 64 to i64
  %t2536 = getelementptr half, ptr addrspace(1) %t1185, i64 %t2535
  %t2537 = sext i32 64 to i64
  %t2538 = getelementptr half, ptr addrspace(1) %t1186, i64 %t2537
  %t2539 = sext i32 64 to i64
  %t2540 = getelementptr half, ptr addrspace(1) %t1187, i64 %t2539
  %t2541 = sext i32 64 to i64
  %t2542 = getelementptr half, ptr addrspace(1) %t1188, i64 %t2541
  %t2543 = sext i32 64 to i64
  %t2544 = getelementptr half, ptr addrspace(1) %t1189, i64 %t2543
  %t2545 = sext i32 64 to i64
  %t2546 = getelementptr half, ptr addrspace(1) %t1190, i64 %t2545
  %t2547 = sext i32 64 to i64
  %t2548 = getelementptr half, ptr addrspace(1) %t1191, i64 %t2547
  %t2549 = sext i32 64 to i64
  %t2550 = getelementptr half, ptr addrspace(1) %t1192, i64 %t2549
  %t2551 = sext i32 64 to i64
  %t2552 = getelementptr half, ptr addrspace(1) %t1193, i64 %t2551
  %t2553 = sext i32 64 to i64
  %t2554 = getelementptr half, ptr addrspace(1) %t1194, i64 %t2553
  %t2555 = sext i32 64 to i64
  %t2556 = getelementptr half, ptr addrspace(1) %t1195, i64 %t2555
  %t2557 = sext i32 64 to i64
  %t2558 = getelementptr half, ptr addrspace(1) %t1196, i64 %t2557
  %t2559 = sext i32 64 to i64
  %t2560 = getelementptr half, ptr addrspace(1) %t1197, i64 %t2559
  %t2561 = sext i32 64 to i64
  %t2562 = getelementptr half, ptr addrspace(1) %t1198, i64 %t2561
  %t2563 = sext i32 64 to i64
  %t2564 = getelementptr half, ptr addrspace(1) %t1199, i64 %t2563
  %t2565 = sext i32 64 to i64
  %t2566 = getelementptr half, ptr addrspace(1) %t1200, i64 %t2565
  %t2567 = sext i32 64 to i64
  %t2568 = getelementptr half, ptr addrspace(1) %t1201, i64 %t2567
  %t2569 = sext i32 64 to i64
  %t2570 = getelementptr half, ptr addrspace(1) %t1202, i64 %t2569
  %t2571 = sext i32 64 to i64
  %t2572 = getelementptr half, ptr addrspace(1) %t1203, i64 %t2571
  %t2573 = sext i32 64 to i64
  %t2574 = getelementptr half, ptr addrspace(1) %t1204, i64 %t2573
  %t2575 = sext i32 64 to i64
  %t2576 = getelementptr half, ptr addrspace(1) %t1205, i64 %t2575
  %t2577 = sext i32 64 to i64
  %t2578 = getelementptr half, ptr addrspace(1) %t1206, i64 %t2577
  %t2579 = sext i32 64 to i64
  %t2580 = getelementptr half, ptr addrspace(1) %t1207, i64 %t2579
  %t2581 = sext i32 64 to i64
  %t2582 = getelementptr half, ptr addrspace(1) %t1208, i64 %t2581
  %t2583 = sext i32 64 to i64
  %t2584 = getelementptr half, ptr addrspace(1) %t1209, i64 %t2583
  %t2585 = sext i32 64 to i64
  %t2586 = getelementptr half, ptr addrspace(1) %t1210, i64 %t2585
  %t2587 = sext i32 64 to i64
  %t2588 = getelementptr half, ptr addrspace(1) %t1211, i64 %t2587
  %t2589 = sext i32 64 to i64
  %t2590 = getelementptr half, ptr addrspace(1) %t1212, i64 %t2589
  %t2591 = sext i32 64 to i64
  %t2592 = getelementptr half, ptr addrspace(1) %t1213, i64 %t2591
  %t2593 = sext i32 64 to i64
  %t2594 = getelementptr half, ptr addrspace(1) %t1214, i64 %t2593
  %t2595 = sext i32 64 to i64
  %t2596 = getelementptr half, ptr addrspace(1) %t1215, i64 %t2595
  %t2597 = sext i32 64 to i64
  %t2598 = getelementptr half, ptr addrspace(1) %t1216, i64 %t2597
  %t2599 = sext i32 64 to i64
  %t2600 = getelementptr half, ptr addrspace(1) %t1217, i64 %t2599
  %t2601 = sext i32 64 to i64
  %t2602 = getelementptr half, ptr addrspace(1) %t1218, i64 %t2601
  %t2603 = sext i32 64 to i64
  %t2604 = getelementptr half, ptr addrspace(1) %t1219, i64 %t2603
  %t2605 = sext i32 64 to i64
  %t2606 = getelementptr half, ptr addrspace(1) %t1220, i64 %t2605
  %t2607 = sext i32 64 to i64
  %t2608 = getelementptr half, ptr addrspace(1) %t1221, i64 %t2607
  %t2609 = sext i32 64 to i64
  %t2610 = getelementptr half, ptr addrspace(1) %t1222, i64 %t2609
  %t2611 = sext i32 64 to i64
  %t2612 = getelementptr half, ptr addrspace(1) %t1223, i64 %t2611
  %t2613 = sext i32 64 to i64
  %t2614 = getelementptr half, ptr addrspace(1) %t1224, i64 %t2613
  %t2615 = sext i32 64 to i64
  %t2616 = getelementptr half, ptr addrspace(1) %t1225, i64 %t2615
  %t2617 = sext i32 64 to i64
  %t2618 = getelementptr half, ptr addrspace(1) %t1226, i64 %t2617
  %t2619 = sext i32 64 to i64
  %t2620 = getelementptr half, ptr addrspace(1) %t1227, i64 %t2619
  %t2621 = sext i32 64 to i64
  %t2622 = getelementptr half, ptr addrspace(1) %t1228, i64 %t2621
  %t2623 = sext i32 64 to i64
  %t2624 = getelementptr half, ptr addrspace(1) %t1229, i64 %t2623
  %t2625 = sext i32 64 to i64
  %t2626 = getelementptr half, ptr addrspace(1) %t1230, i64 %t2625
  %t2627 = sext i32 64 to i64
  %t2628 = getelementptr half, ptr addrspace(1) %t1231, i64 %t2627
  %t2629 = sext i32 64 to i64
  %t2630 = getelementptr half, ptr addrspace(1) %t1232, i64 %t2629
  %t2631 = sext i32 64 to i64
  %t2632 = getelementptr half, ptr addrspace(1) %t1233, i64 %t2631
  %t2633 = sext i32 64 to i64
  %t2634 = getelementptr half, ptr addrspace(1) %t1234, i64 %t2633
  %t2635 = sext i32 64 to i64
  %t2636 = getelementptr half, ptr addrspace(1) %t1235, i64 %t2635
  %t2637 = sext i32 64 to i64
  %t2638 = getelementptr half, ptr addrspace(1) %t1236, i64 %t2637
  %t2639 = sext i32 64 to i64
  %t2640 = getelementptr half, ptr addrspace(1) %t1237, i64 %t2639
  %t2641 = sext i32 64 to i64
  %t2642 = getelementptr half, ptr addrspace(1) %t1238, i64 %t2641
  %t2643 = sext i32 64 to i64
  %t2644 = getelementptr half, ptr addrspace(1) %t1239, i64 %t2643
  %t2645 = sext i32 64 to i64
  %t2646 = getelementptr half, ptr addrspace(1) %t1240, i64 %t2645
  %t2647 = sext i32 %t841 to i64
  %t2648 = getelementptr half, ptr addrspace(1) %t1241, i64 %t2647
  %t2649 = sext i32 %t841 to i64
  %t2650 = getelementptr half, ptr addrspace(1) %t1242, i64 %t2649
  %t2651 = sext i32 %t841 to i64
  %t2652 = getelementptr half, ptr addrspace(1) %t1243, i64 %t2651
  %t2653 = sext i32 %t841 to i64
  %t2654 = getelementptr half, ptr addrspace(1) %t1244, i64 %t2653
  %t2655 = sext i32 %t841 to i64
  %t2656 = getelementptr half, ptr addrspace(1) %t1245, i64 %t2655
  %t2657 = sext i32 %t841 to i64
  %t2658 = getelementptr half, ptr addrspace(1) %t1246, i64 %t2657
  %t2659 = sext i32 %t841 to i64
  %t2660 = getelementptr half, ptr addrspace(1) %t1247, i64 %t2659
  %t2661 = sext i32 %t841 to i64
  %t2662 = getelementptr half, ptr addrspace(1) %t1248, i64 %t2661
  %t2663 = sext i32 %t841 to i64
  %t2664 = getelementptr half, ptr addrspace(1) %t1249, i64 %t2663
  %t2665 = sext i32 %t841 to i64
  %t2666 = getelementptr half, ptr addrspace(1) %t1250, i64 %t2665
  %t2667 = sext i32 %t841 to i64
  %t2668 = getelementptr half, ptr addrspace(1) %t1251, i64 %t2667
  %t2669 = sext i32 %t841 to i64
  %t2670 = getelementptr half, ptr addrspace(1) %t1252, i64 %t2669
  %t2671 = sext i32 %t841 to i64
  %t2672 = getelementptr half, ptr addrspace(1) %t1253, i64 %t2671
  %t2673 = sext i32 %t841 to i64
  %t2674 = getelementptr half, ptr addrspace(1) %t1254, i64 %t2673
  %t2675 = sext i32 %t841 to i64
  %t2676 = getelementptr half, ptr addrspace(1) %t1255, i64 %t2675
  %t2677 = sext i32 %t841 to i64
  %t2678 = getelementptr half, ptr addrspace(1) %t1256, i64 %t2677
  %t2679 = sext i32 %t841 to i64
  %t2680 = getelementptr half, ptr addrspace(1) %t1257, i64 %t2679
  %t2681 = sext i32 %t841 to i64
  %t2682 = getelementptr half, ptr addrspace(1) %t1258, i64 %t2681
  %t2683 = sext i32 %t841 to i64
  %t2684 = getelementptr half, ptr addrspace(1) %t1259, i64 %t2683
  %t2685 = sext i32 %t841 to i64
  %t2686 = getelementptr half, ptr addrspace(1) %t1260, i64 %t2685
  %t2687 = sext i32 %t841 to i64
  %t2688 = getelementptr half, ptr addrspace(1) %t1261, i64 %t2687
  %t2689 = sext i32 %t841 to i64
  %t2690 = getelementptr half, ptr addrspace(1) %t1262, i64 %t2689
  %t2691 = sext i32 %t841 to i64
  %t2692 = getelementptr half, ptr addrspace(1) %t1263, i64 %t2691
  %t2693 = sext i32 %t841 to i64
  %t2694 = getelementptr half, ptr addrspace(1) %t1264, i64 %t2693
  %t2695 = sext i32 %t841 to i64
  %t2696 = getelementptr half, ptr addrspace(1) %t1265, i64 %t2695
  %t2697 = sext i32 %t841 to i64
  %t2698 = getelementptr half, ptr addrspace(1) %t1266, i64 %t2697
  %t2699 = sext i32 %t841 to i64
  %t2700 = getelementptr half, ptr addrspace(1) %t1267, i64 %t2699
  %t2701 = sext i32 %t841 to i64
  %t2702 = getelementptr half, ptr addrspace(1) %t1268, i64 %t2701
  %t2703 = sext i32 %t841 to i64
  %t2704 = getelementptr half, ptr addrspace(1) %t1269, i64 %t2703
  %t2705 = sext i32 %t841 to i64
  %t2706 = getelementptr half, ptr addrspace(1) %t1270, i64 %t2705
  %t2707 = sext i32 %t841 to i64
  %t2708 = getelementptr half, ptr addrspace(1) %t1271, i64 %t2707
  %t2709 = sext i32 %t841 to i64
  %t2710 = getelementptr half, ptr addrspace(1) %t1272, i64 %t2709
  %t2711 = sext i32 %t841 to i64
  %t2712 = getelementptr half, ptr addrspace(1) %t1273, i64 %t2711
  %t2713 = sext i32 %t841 to i64
  %t2714 = getelementptr half, ptr addrspace(1) %t1274, i64 %t2713
  %t2715 = sext i32 %t841 to i64
  %t2716 = getelementptr half, ptr addrspace(1) %t1275, i64 %t2715
  %t2717 = sext i32 %t841 to i64
  %t2718 = getelementptr half, ptr addrspace(1) %t1276, i64 %t2717
  %t2719 = sext i32 %t841 to i64
  %t2720 = getelementptr half, ptr addrspace(1) %t1277, i64 %t2719
  %t2721 = sext i32 %t841 to i64
  %t2722 = getelementptr half, ptr addrspace(1) %t1278, i64 %t2721
  %t2723 = sext i32 %t841 to i64
  %t2724 = getelementptr half, ptr addrspace(1) %t1279, i64 %t2723
  %t2725 = sext i32 %t841 to i64
  %t2726 = getelementptr half, ptr addrspace(1) %t1280, i64 %t2725
  %t2727 = sext i32 %t841 to i64
  %t2728 = getelementptr half, ptr addrspace(1) %t1281, i64 %t2727
  %t2729 = sext i32 %t841 to i64
  %t2730 = getelementptr half, ptr addrspace(1) %t1282, i64 %t2729
  %t2731 = sext i32 %t841 to i64
  %t2732 = getelementptr half, ptr addrspace(1) %t1283, i64 %t2731
  %t2733 = sext i32 %t841 to i64
  %t2734 = getelementptr half, ptr addrspace(1) %t1284, i64 %t2733
  %t2735 = sext i32 %t841 to i64
  %t2736 = getelementptr half, ptr addrspace(1) %t1285, i64 %t2735
  %t2737 = sext i32 %t841 to i64
  %t2738 = getelementptr half, ptr addrspace(1) %t1286, i64 %t2737
  %t2739 = sext i32 %t841 to i64
  %t2740 = getelementptr half, ptr addrspace(1) %t1287, i64 %t2739
  %t2741 = sext i32 %t841 to i64
  %t2742 = getelementptr half, ptr addrspace(1) %t1288, i64 %t2741
  %t2743 = sext i32 %t841 to i64
  %t2744 = getelementptr half, ptr addrspace(1) %t1289, i64 %t2743
  %t2745 = sext i32 %t841 to i64
  %t2746 = getelementptr half, ptr addrspace(1) %t1290, i64 %t2745
  %t2747 = sext i32 %t841 to i64
  %t2748 = getelementptr half, ptr addrspace(1) %t1291, i64 %t2747
  %t2749 = sext i32 %t841 to i64
  %t2750 = getelementptr half, ptr addrspace(1) %t1292, i64 %t2749
  %t2751 = sext i32 %t841 to i64
  %t2752 = getelementptr half, ptr addrspace(1) %t1293, i64 %t2751
  %t2753 = sext i32 %t841 to i64
  %t2754 = getelementptr half, ptr addrspace(1) %t1294, i64 %t2753
  %t2755 = sext i32 %t841 to i64
  %t2756 = getelementptr half, ptr addrspace(1) %t1295, i64 %t2755
  %t2757 = sext i32 %t841 to i64
  %t2758 = getelementptr half, ptr addrspace(1) %t1296, i64 %t2757
  %t2759 = sext i32 %t841 to i64
  %t2760 = getelementptr half, ptr addrspace(1) %t1297, i64 %t2759
  %t2761 = sext i32 %t841 to i64
  %t2762 = getelementptr half, ptr addrspace(1) %t1298, i64 %t2761
  %t2763 = sext i32 %t841 to i64
  %t2764 = getelementptr half, ptr addrspace(1) %t1299, i64 %t2763
  %t2765 = sext i32 %t841 to i64
  %t2766 = getelementptr half, ptr addrspace(1) %t1300, i64 %t2765
  %t2767 = sext i32 %t841 to i64
  %t2768 = getelementptr half, ptr addrspace(1) %t1301, i64 %t2767
  %t2769 = sext i32 %t841 to i64
  %t2770 = getelementptr half, ptr addrspace(1) %t1302, i64 %t2769
  %t2771 = sext i32 %t841 to i64
  %t2772 = getelementptr half, ptr addrspace(1) %t1303, i64 %t2771
  %t2773 = sext i32 %t841 to i64
  %t2774 = getelementptr half, ptr addrspace(1) %t1304, i64 %t2773
  %t2775 = add i32 %t1305, 1
  %t2776 = icmp eq i32 %t2775, 3
  %t2777 = select i1 %t2776, i32 0, i32 %t2775
  %t2778 = add i32 %t1306, 1
  %t2779 = icmp eq i32 %t2778, 3
  %t2780 = select i1 %t2779, i32 0, i32 %t2778
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
  store i32 %t2777, ptr %s256
  store i32 %t2780, ptr %s257
  %t2781 = add i32 %t1047, 1
  store i32 %t2781, ptr %s258
  br label %for_head1
for_done3:
  %t2782 = load float, ptr %s0
  %t2783 = load float, ptr %s1
  %t2784 = load float, ptr %s2
  %t2785 = load float, ptr %s3
  %t2786 = load float, ptr %s4
  %t2787 = load float, ptr %s5
  %t2788 = load float, ptr %s6
  %t2789 = load float, ptr %s7
  %t2790 = load float, ptr %s8
  %t2791 = load float, ptr %s9
  %t2792 = load float, ptr %s10
  %t2793 = load float, ptr %s11
  %t2794 = load float, ptr %s12
  %t2795 = load float, ptr %s13
  %t2796 = load float, ptr %s14
  %t2797 = load float, ptr %s15
  %t2798 = load float, ptr %s16
  %t2799 = load float, ptr %s17
  %t2800 = load float, ptr %s18
  %t2801 = load float, ptr %s19
  %t2802 = load float, ptr %s20
  %t2803 = load float, ptr %s21
  %t2804 = load float, ptr %s22
  %t2805 = load float, ptr %s23
  %t2806 = load float, ptr %s24
  %t2807 = load float, ptr %s25
  %t2808 = load float, ptr %s26
  %t2809 = load float, ptr %s27
  %t2810 = load float, ptr %s28
  %t2811 = load float, ptr %s29
  %t2812 = load float, ptr %s30
  %t2813 = load float, ptr %s31
  %t2814 = load float, ptr %s32
  %t2815 = load float, ptr %s33
  %t2816 = load float, ptr %s34
  %t2817 = load float, ptr %s35
  %t2818 = load float, ptr %s36
  %t2819 = load float, ptr %s37
  %t2820 = load float, ptr %s38
  %t2821 = load float, ptr %s39
  %t2822 = load float, ptr %s40
  %t2823 = load float, ptr %s41
  %t2824 = load float, ptr %s42
  %t2825 = load float, ptr %s43
  %t2826 = load float, ptr %s44
  %t2827 = load float, ptr %s45
  %t2828 = load float, ptr %s46
  %t2829 = load float, ptr %s47
  %t2830 = load float, ptr %s48
  %t2831 = load float, ptr %s49
  %t2832 = load float, ptr %s50
  %t2833 = load float, ptr %s51
  %t2834 = load float, ptr %s52
  %t2835 = load float, ptr %s53
  %t2836 = load float, ptr %s54
  %t2837 = load float, ptr %s55
  %t2838 = load float, ptr %s56
  %t2839 = load float, ptr %s57
  %t2840 = load float, ptr %s58
  %t2841 = load float, ptr %s59
  %t2842 = load float, ptr %s60
  %t2843 = load float, ptr %s61
  %t2844 = load float, ptr %s62
  %t2845 = load float, ptr %s63
  %t2846 = load float, ptr %s64
  %t2847 = load float, ptr %s65
  %t2848 = load float, ptr %s66
  %t2849 = load float, ptr %s67
  %t2850 = load float, ptr %s68
  %t2851 = load float, ptr %s69
  %t2852 = load float, ptr %s70
  %t2853 = load float, ptr %s71
  %t2854 = load float, ptr %s72
  %t2855 = load float, ptr %s73
  %t2856 = load float, ptr %s74
  %t2857 = load float, ptr %s75
  %t2858 = load float, ptr %s76
  %t2859 = load float, ptr %s77
  %t2860 = load float, ptr %s78
  %t2861 = load float, ptr %s79
  %t2862 = load float, ptr %s80
  %t2863 = load float, ptr %s81
  %t2864 = load float, ptr %s82
  %t2865 = load float, ptr %s83
  %t2866 = load float, ptr %s84
  %t2867 = load float, ptr %s85
  %t2868 = load float, ptr %s86
  %t2869 = load float, ptr %s87
  %t2870 = load float, ptr %s88
  %t2871 = load float, ptr %s89
  %t2872 = load float, ptr %s90
  %t2873 = load float, ptr %s91
  %t2874 = load float, ptr %s92
  %t2875 = load float, ptr %s93
  %t2876 = load float, ptr %s94
  %t2877 = load float, ptr %s95
  %t2878 = load float, ptr %s96
  %t2879 = load float, ptr %s97
  %t2880 = load float, ptr %s98
  %t2881 = load float, ptr %s99
  %t2882 = load float, ptr %s100
  %t2883 = load float, ptr %s101
  %t2884 = load float, ptr %s102
  %t2885 = load float, ptr %s103
  %t2886 = load float, ptr %s104
  %t2887 = load float, ptr %s105
  %t2888 = load float, ptr %s106
  %t2889 = load float, ptr %s107
  %t2890 = load float, ptr %s108
  %t2891 = load float, ptr %s109
  %t2892 = load float, ptr %s110
  %t2893 = load float, ptr %s111
  %t2894 = load float, ptr %s112
  %t2895 = load float, ptr %s113
  %t2896 = load float, ptr %s114
  %t2897 = load float, ptr %s115
  %t2898 = load float, ptr %s116
  %t2899 = load float, ptr %s117
  %t2900 = load float, ptr %s118
  %t2901 = load float, ptr %s119
  %t2902 = load float, ptr %s120
  %t2903 = load float, ptr %s121
  %t2904 = load float, ptr %s122
  %t2905 = load float, ptr %s123
  %t2906 = load float, ptr %s124
  %t2907 = load float, ptr %s125
  %t2908 = load float, ptr %s126
  %t2909 = load float, ptr %s127
  %t2910 = load ptr addrspace(1), ptr %s128
  %t2911 = load ptr addrspace(1), ptr %s129
  %t2912 = load ptr addrspace(1), ptr %s130
  %t2913 = load ptr addrspace(1), ptr %s131
  %t2914 = load ptr addrspace(1), ptr %s132
  %t2915 = load ptr addrspace(1), ptr %s133
  %t2916 = load ptr addrspace(1), ptr %s134
  %t2917 = load ptr addrspace(1), ptr %s135
  %t2918 = load ptr addrspace(1), ptr %s136
  %t2919 = load ptr addrspace(1), ptr %s137
  %t2920 = load ptr addrspace(1), ptr %s138
  %t2921 = load ptr addrspace(1), ptr %s139
  %t2922 = load ptr addrspace(1), ptr %s140
  %t2923 = load ptr addrspace(1), ptr %s141
  %t2924 = load ptr addrspace(1), ptr %s142
  %t2925 = load ptr addrspace(1), ptr %s143
  %t2926 = load ptr addrspace(1), ptr %s144
  %t2927 = load ptr addrspace(1), ptr %s145
  %t2928 = load ptr addrspace(1), ptr %s146
  %t2929 = load ptr addrspace(1), ptr %s147
  %t2930 = load ptr addrspace(1), ptr %s148
  %t2931 = load ptr addrspace(1), ptr %s149
  %t2932 = load ptr addrspace(1), ptr %s150
  %t2933 = load ptr addrspace(1), ptr %s151
  %t2934 = load ptr addrspace(1), ptr %s152
  %t2935 = load ptr addrspace(1), ptr %s153
  %t2936 = load ptr addrspace(1), ptr %s154
  %t2937 = load ptr addrspace(1), ptr %s155
  %t2938 = load ptr addrspace(1), ptr %s156
  %t2939 = load ptr addrspace(1), ptr %s157
  %t2940 = load ptr addrspace(1), ptr %s158
  %t2941 = load ptr addrspace(1), ptr %s159
  %t2942 = load ptr addrspace(1), ptr %s160
  %t2943 = load ptr addrspace(1), ptr %s161
  %t2944 = load ptr addrspace(1), ptr %s162
  %t2945 = load ptr addrspace(1), ptr %s163
  %t2946 = load ptr addrspace(1), ptr %s164
  %t2947 = load ptr addrspace(1), ptr %s165
  %t2948 = load ptr addrspace(1), ptr %s166
  %t2949 = load ptr addrspace(1), ptr %s167
  %t2950 = load ptr addrspace(1), ptr %s168
  %t2951 = load ptr addrspace(1), ptr %s169
  %t2952 = load ptr addrspace(1), ptr %s170
  %t2953 = load ptr addrspace(1), ptr %s171
  %t2954 = load ptr addrspace(1), ptr %s172
  %t2955 = load ptr addrspace(1), ptr %s173
  %t2956 = load ptr addrspace(1), ptr %s174
  %t2957 = load ptr addrspace(1), ptr %s175
  %t2958 = load ptr addrspace(1), ptr %s176
  %t2959 = load ptr addrspace(1), ptr %s177
  %t2960 = load ptr addrspace(1), ptr %s178
  %t2961 = load ptr addrspace(1), ptr %s179
  %t2962 = load ptr addrspace(1), ptr %s180
  %t2963 = load ptr addrspace(1), ptr %s181
  %t2964 = load ptr addrspace(1), ptr %s182
  %t2965 = load ptr addrspace(1), ptr %s183
  %t2966 = load ptr addrspace(1), ptr %s184
  %t2967 = load ptr addrspace(1), ptr %s185
  %t2968 = load ptr addrspace(1), ptr %s186
  %t2969 = load ptr addrspace(1), ptr %s187
  %t2970 = load ptr addrspace(1), ptr %s188
  %t2971 = load ptr addrspace(1), ptr %s189
  %t2972 = load ptr addrspace(1), ptr %s190
  %t2973 = load ptr addrspace(1), ptr %s191
  %t2974 = load ptr addrspace(1), ptr %s192
  %t2975 = load ptr addrspace(1), ptr %s193
  %t2976 = load ptr addrspace(1), ptr %s194
  %t2977 = load ptr addrspace(1), ptr %s195
  %t2978 = load ptr addrspace(1), ptr %s196
  %t2979 = load ptr addrspace(1), ptr %s197
  %t2980 = load ptr addrspace(1), ptr %s198
  %t2981 = load ptr addrspace(1), ptr %s199
  %t2982 = load ptr addrspace(1), ptr %s200
  %t2983 = load ptr addrspace(1), ptr %s201
  %t2984 = load ptr addrspace(1), ptr %s202
  %t2985 = load ptr addrspace(1), ptr %s203
  %t2986 = load ptr addrspace(1), ptr %s204
  %t2987 = load ptr addrspace(1), ptr %s205
  %t2988 = load ptr addrspace(1), ptr %s206
  %t2989 = load ptr addrspace(1), ptr %s207
  %t2990 = load ptr addrspace(1), ptr %s208
  %t2991 = load ptr addrspace(1), ptr %s209
  %t2992 = load ptr addrspace(1), ptr %s210
  %t2993 = load ptr addrspace(1), ptr %s211
  %t2994 = load ptr addrspace(1), ptr %s212
  %t2995 = load ptr addrspace(1), ptr %s213
  %t2996 = load ptr addrspace(1), ptr %s214
  %t2997 = load ptr addrspace(1), ptr %s215
  %t2998 = load ptr addrspace(1), ptr %s216
  %t2999 = load ptr addrspace(1), ptr %s217
  %t3000 = load ptr addrspace(1), ptr %s218
  %t3001 = load ptr addrspace(1), ptr %s219
  %t3002 = load ptr addrspace(1), ptr %s220
  %t3003 = load ptr addrspace(1), ptr %s221
  %t3004 = load ptr addrspace(1), ptr %s222
  %t3005 = load ptr addrspace(1), ptr %s223
  %t3006 = load ptr addrspace(1), ptr %s224
  %t3007 = load ptr addrspace(1), ptr %s225
  %t3008 = load ptr addrspace(1), ptr %s226
  %t3009 = load ptr addrspace(1), ptr %s227
  %t3010 = load ptr addrspace(1), ptr %s228
  %t3011 = load ptr addrspace(1), ptr %s229
  %t3012 = load ptr addrspace(1), ptr %s230
  %t3013 = load ptr addrspace(1), ptr %s231
  %t3014 = load ptr addrspace(1), ptr %s232
  %t3015 = load ptr addrspace(1), ptr %s233
  %t3016 = load ptr addrspace(1), ptr %s234
  %t3017 = load ptr addrspace(1), ptr %s235
  %t3018 = load ptr addrspace(1), ptr %s236
  %t3019 = load ptr addrspace(1), ptr %s237
  %t3020 = load ptr addrspace(1), ptr %s238
  %t3021 = load ptr addrspace(1), ptr %s239
  %t3022 = load ptr addrspace(1), ptr %s240
  %t3023 = load ptr addrspace(1), ptr %s241
  %t3024 = load ptr addrspace(1), ptr %s242
  %t3025 = load ptr addrspace(1), ptr %s243
  %t3026 = load ptr addrspace(1), ptr %s244
  %t3027 = load ptr addrspace(1), ptr %s245
  %t3028 = load ptr addrspace(1), ptr %s246
  %t3029 = load ptr addrspace(1), ptr %s247
  %t3030 = load ptr addrspace(1), ptr %s248
  %t3031 = load ptr addrspace(1), ptr %s249
  %t3032 = load ptr addrspace(1), ptr %s250
  %t3033 = load ptr addrspace(1), ptr %s251
  %t3034 = load ptr addrspace(1), ptr %s252
  %t3035 = load ptr addrspace(1), ptr %s253
  %t3036 = load ptr addrspace(1), ptr %s254
  %t3037 = load ptr addrspace(1), ptr %s255
  %t3038 = load i32, ptr %s256
  %t3039 = load i32, ptr %s257
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t3040 = call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101,102,103,104,105,106,107,108,109,110,111,112,113,114,115,116,117,118,119,120,121,122,123,124,125,126,127,~{memory}"(float %t2782, float %t2783, float %t2784, float %t2785, float %t2786, float %t2787, float %t2788, float %t2789, float %t2790, float %t2791, float %t2792, float %t2793, float %t2794, float %t2795, float %t2796, float %t2797, float %t2798, float %t2799, float %t2800, float %t2801, float %t2802, float %t2803, float %t2804, float %t2805, float %t2806, float %t2807, float %t2808, float %t2809, float %t2810, float %t2811, float %t2812, float %t2813, float %t2814, float %t2815, float %t2816, float %t2817, float %t2818, float %t2819, float %t2820, float %t2821, float %t2822, float %t2823, float %t2824, float %t2825, float %t2826, float %t2827, float %t2828, float %t2829, float %t2830, float %t2831, float %t2832, float %t2833, float %t2834, float %t2835, float %t2836, float %t2837, float %t2838, float %t2839, float %t2840, float %t2841, float %t2842, float %t2843, float %t2844, float %t2845, float %t2846, float %t2847, float %t2848, float %t2849, float %t2850, float %t2851, float %t2852, float %t2853, float %t2854, float %t2855, float %t2856, float %t2857, float %t2858, float %t2859, float %t2860, float %t2861, float %t2862, float %t2863, float %t2864, float %t2865, float %t2866, float %t2867, float %t2868, float %t2869, float %t2870, float %t2871, float %t2872, float %t2873, float %t2874, float %t2875, float %t2876, float %t2877, float %t2878, float %t2879, float %t2880, float %t2881, float %t2882, float %t2883, float %t2884, float %t2885, float %t2886, float %t2887, float %t2888, float %t2889, float %t2890, float %t2891, float %t2892, float %t2893, float %t2894, float %t2895, float %t2896, float %t2897, float %t2898, float %t2899, float %t2900, float %t2901, float %t2902, float %t2903, float %t2904, float %t2905, float %t2906, float %t2907, float %t2908, float %t2909)
  %t3041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 0
  %t3042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 1
  %t3043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 2
  %t3044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 3
  %t3045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 4
  %t3046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 5
  %t3047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 6
  %t3048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 7
  %t3049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 8
  %t3050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 9
  %t3051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 10
  %t3052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 11
  %t3053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 12
  %t3054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 13
  %t3055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 14
  %t3056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 15
  %t3057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 16
  %t3058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 17
  %t3059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 18
  %t3060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 19
  %t3061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 20
  %t3062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 21
  %t3063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 22
  %t3064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 23
  %t3065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 24
  %t3066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 25
  %t3067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 26
  %t3068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 27
  %t3069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 28
  %t3070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 29
  %t3071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 30
  %t3072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 31
  %t3073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 32
  %t3074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 33
  %t3075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 34
  %t3076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 35
  %t3077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 36
  %t3078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 37
  %t3079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 38
  %t3080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 39
  %t3081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 40
  %t3082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 41
  %t3083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 42
  %t3084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 43
  %t3085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 44
  %t3086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 45
  %t3087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 46
  %t3088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 47
  %t3089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 48
  %t3090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 49
  %t3091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 50
  %t3092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 51
  %t3093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 52
  %t3094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 53
  %t3095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 54
  %t3096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 55
  %t3097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 56
  %t3098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 57
  %t3099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 58
  %t3100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 59
  %t3101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 60
  %t3102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 61
  %t3103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 62
  %t3104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 63
  %t3105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 64
  %t3106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 65
  %t3107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 66
  %t3108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 67
  %t3109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 68
  %t3110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 69
  %t3111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 70
  %t3112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 71
  %t3113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 72
  %t3114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 73
  %t3115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 74
  %t3116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 75
  %t3117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 76
  %t3118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 77
  %t3119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 78
  %t3120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 79
  %t3121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 80
  %t3122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 81
  %t3123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 82
  %t3124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 83
  %t3125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 84
  %t3126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 85
  %t3127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 86
  %t3128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 87
  %t3129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 88
  %t3130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 89
  %t3131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 90
  %t3132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 91
  %t3133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 92
  %t3134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 93
  %t3135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 94
  %t3136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 95
  %t3137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 96
  %t3138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 97
  %t3139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 98
  %t3140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 99
  %t3141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 100
  %t3142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 101
  %t3143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 102
  %t3144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 103
  %t3145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 104
  %t3146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 105
  %t3147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 106
  %t3148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 107
  %t3149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 108
  %t3150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 109
  %t3151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 110
  %t3152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 111
  %t3153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 112
  %t3154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 113
  %t3155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 114
  %t3156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 115
  %t3157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 116
  %t3158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 117
  %t3159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 118
  %t3160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 119
  %t3161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 120
  %t3162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 121
  %t3163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 122
  %t3164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 123
  %t3165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 124
  %t3166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 125
  %t3167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 126
  %t3168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %t3040, 127
  %t3169 = mul i32 %t324, %arg8
  %t3170 = mul i32 %t325, %arg8
  %t3171 = mul i32 %t326, %arg8
  %t3172 = mul i32 %t327, %arg8
  %t3173 = sext i32 %t3169 to i64
  %t3174 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3173
  %t3175 = sext i32 %t3170 to i64
  %t3176 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3175
  %t3177 = sext i32 %t3171 to i64
  %t3178 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3177
  %t3179 = sext i32 %t3172 to i64
  %t3180 = getelementptr float, ptr addrspace(1) %arg2, i64 %t3179
  %t3181 = sext i32 %t401 to i64
  %t3182 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3181
  %t3183 = sext i32 %t402 to i64
  %t3184 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3183
  %t3185 = sext i32 %t401 to i64
  %t3186 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3185
  %t3187 = sext i32 %t402 to i64
  %t3188 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3187
  %t3189 = sext i32 %t403 to i64
  %t3190 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3189
  %t3191 = sext i32 %t404 to i64
  %t3192 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3191
  %t3193 = sext i32 %t403 to i64
  %t3194 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3193
  %t3195 = sext i32 %t404 to i64
  %t3196 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3195
  %t3197 = sext i32 %t405 to i64
  %t3198 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3197
  %t3199 = sext i32 %t406 to i64
  %t3200 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3199
  %t3201 = sext i32 %t405 to i64
  %t3202 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3201
  %t3203 = sext i32 %t406 to i64
  %t3204 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3203
  %t3205 = sext i32 %t407 to i64
  %t3206 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3205
  %t3207 = sext i32 %t408 to i64
  %t3208 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3207
  %t3209 = sext i32 %t407 to i64
  %t3210 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3209
  %t3211 = sext i32 %t408 to i64
  %t3212 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3211
  %t3213 = sext i32 %t409 to i64
  %t3214 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3213
  %t3215 = sext i32 %t410 to i64
  %t3216 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3215
  %t3217 = sext i32 %t409 to i64
  %t3218 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3217
  %t3219 = sext i32 %t410 to i64
  %t3220 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3219
  %t3221 = sext i32 %t411 to i64
  %t3222 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3221
  %t3223 = sext i32 %t412 to i64
  %t3224 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3223
  %t3225 = sext i32 %t411 to i64
  %t3226 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3225
  %t3227 = sext i32 %t412 to i64
  %t3228 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3227
  %t3229 = sext i32 %t413 to i64
  %t3230 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3229
  %t3231 = sext i32 %t414 to i64
  %t3232 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3231
  %t3233 = sext i32 %t413 to i64
  %t3234 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3233
  %t3235 = sext i32 %t414 to i64
  %t3236 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3235
  %t3237 = sext i32 %t415 to i64
  %t3238 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3237
  %t3239 = sext i32 %t416 to i64
  %t3240 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3239
  %t3241 = sext i32 %t415 to i64
  %t3242 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3241
  %t3243 = sext i32 %t416 to i64
  %t3244 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3243
  %t3245 = sext i32 %t417 to i64
  %t3246 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3245
  %t3247 = sext i32 %t418 to i64
  %t3248 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3247
  %t3249 = sext i32 %t417 to i64
  %t3250 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3249
  %t3251 = sext i32 %t418 to i64
  %t3252 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3251
  %t3253 = sext i32 %t419 to i64
  %t3254 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3253
  %t3255 = sext i32 %t420 to i64
  %t3256 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3255
  %t3257 = sext i32 %t419 to i64
  %t3258 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3257
  %t3259 = sext i32 %t420 to i64
  %t3260 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3259
  %t3261 = sext i32 %t421 to i64
  %t3262 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3261
  %t3263 = sext i32 %t422 to i64
  %t3264 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3263
  %t3265 = sext i32 %t421 to i64
  %t3266 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3265
  %t3267 = sext i32 %t422 to i64
  %t3268 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3267
  %t3269 = sext i32 %t423 to i64
  %t3270 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3269
  %t3271 = sext i32 %t424 to i64
  %t3272 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3271
  %t3273 = sext i32 %t423 to i64
  %t3274 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3273
  %t3275 = sext i32 %t424 to i64
  %t3276 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3275
  %t3277 = sext i32 %t425 to i64
  %t3278 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3277
  %t3279 = sext i32 %t426 to i64
  %t3280 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3279
  %t3281 = sext i32 %t425 to i64
  %t3282 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3281
  %t3283 = sext i32 %t426 to i64
  %t3284 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3283
  %t3285 = sext i32 %t427 to i64
  %t3286 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3285
  %t3287 = sext i32 %t428 to i64
  %t3288 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3287
  %t3289 = sext i32 %t427 to i64
  %t3290 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3289
  %t3291 = sext i32 %t428 to i64
  %t3292 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3291
  %t3293 = sext i32 %t429 to i64
  %t3294 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3293
  %t3295 = sext i32 %t430 to i64
  %t3296 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3295
  %t3297 = sext i32 %t429 to i64
  %t3298 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3297
  %t3299 = sext i32 %t430 to i64
  %t3300 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3299
  %t3301 = sext i32 %t431 to i64
  %t3302 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3301
  %t3303 = sext i32 %t432 to i64
  %t3304 = getelementptr float, ptr addrspace(1) %t3174, i64 %t3303
  %t3305 = sext i32 %t431 to i64
  %t3306 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3305
  %t3307 = sext i32 %t432 to i64
  %t3308 = getelementptr float, ptr addrspace(1) %t3176, i64 %t3307
  %t3309 = sext i32 %t401 to i64
  %t3310 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3309
  %t3311 = sext i32 %t402 to i64
  %t3312 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3311
  %t3313 = sext i32 %t401 to i64
  %t3314 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3313
  %t3315 = sext i32 %t402 to i64
  %t3316 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3315
  %t3317 = sext i32 %t403 to i64
  %t3318 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3317
  %t3319 = sext i32 %t404 to i64
  %t3320 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3319
  %t3321 = sext i32 %t403 to i64
  %t3322 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3321
  %t3323 = sext i32 %t404 to i64
  %t3324 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3323
  %t3325 = sext i32 %t405 to i64
  %t3326 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3325
  %t3327 = sext i32 %t406 to i64
  %t3328 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3327
  %t3329 = sext i32 %t405 to i64
  %t3330 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3329
  %t3331 = sext i32 %t406 to i64
  %t3332 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3331
  %t3333 = sext i32 %t407 to i64
  %t3334 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3333
  %t3335 = sext i32 %t408 to i64
  %t3336 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3335
  %t3337 = sext i32 %t407 to i64
  %t3338 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3337
  %t3339 = sext i32 %t408 to i64
  %t3340 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3339
  %t3341 = sext i32 %t409 to i64
  %t3342 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3341
  %t3343 = sext i32 %t410 to i64
  %t3344 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3343
  %t3345 = sext i32 %t409 to i64
  %t3346 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3345
  %t3347 = sext i32 %t410 to i64
  %t3348 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3347
  %t3349 = sext i32 %t411 to i64
  %t3350 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3349
  %t3351 = sext i32 %t412 to i64
  %t3352 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3351
  %t3353 = sext i32 %t411 to i64
  %t3354 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3353
  %t3355 = sext i32 %t412 to i64
  %t3356 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3355
  %t3357 = sext i32 %t413 to i64
  %t3358 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3357
  %t3359 = sext i32 %t414 to i64
  %t3360 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3359
  %t3361 = sext i32 %t413 to i64
  %t3362 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3361
  %t3363 = sext i32 %t414 to i64
  %t3364 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3363
  %t3365 = sext i32 %t415 to i64
  %t3366 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3365
  %t3367 = sext i32 %t416 to i64
  %t3368 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3367
  %t3369 = sext i32 %t415 to i64
  %t3370 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3369
  %t3371 = sext i32 %t416 to i64
  %t3372 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3371
  %t3373 = sext i32 %t417 to i64
  %t3374 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3373
  %t3375 = sext i32 %t418 to i64
  %t3376 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3375
  %t3377 = sext i32 %t417 to i64
  %t3378 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3377
  %t3379 = sext i32 %t418 to i64
  %t3380 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3379
  %t3381 = sext i32 %t419 to i64
  %t3382 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3381
  %t3383 = sext i32 %t420 to i64
  %t3384 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3383
  %t3385 = sext i32 %t419 to i64
  %t3386 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3385
  %t3387 = sext i32 %t420 to i64
  %t3388 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3387
  %t3389 = sext i32 %t421 to i64
  %t3390 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3389
  %t3391 = sext i32 %t422 to i64
  %t3392 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3391
  %t3393 = sext i32 %t421 to i64
  %t3394 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3393
  %t3395 = sext i32 %t422 to i64
  %t3396 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3395
  %t3397 = sext i32 %t423 to i64
  %t3398 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3397
  %t3399 = sext i32 %t424 to i64
  %t3400 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3399
  %t3401 = sext i32 %t423 to i64
  %t3402 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3401
  %t3403 = sext i32 %t424 to i64
  %t3404 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3403
  %t3405 = sext i32 %t425 to i64
  %t3406 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3405
  %t3407 = sext i32 %t426 to i64
  %t3408 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3407
  %t3409 = sext i32 %t425 to i64
  %t3410 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3409
  %t3411 = sext i32 %t426 to i64
  %t3412 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3411
  %t3413 = sext i32 %t427 to i64
  %t3414 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3413
  %t3415 = sext i32 %t428 to i64
  %t3416 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3415
  %t3417 = sext i32 %t427 to i64
  %t3418 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3417
  %t3419 = sext i32 %t428 to i64
  %t3420 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3419
  %t3421 = sext i32 %t429 to i64
  %t3422 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3421
  %t3423 = sext i32 %t430 to i64
  %t3424 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3423
  %t3425 = sext i32 %t429 to i64
  %t3426 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3425
  %t3427 = sext i32 %t430 to i64
  %t3428 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3427
  %t3429 = sext i32 %t431 to i64
  %t3430 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3429
  %t3431 = sext i32 %t432 to i64
  %t3432 = getelementptr float, ptr addrspace(1) %t3178, i64 %t3431
  %t3433 = sext i32 %t431 to i64
  %t3434 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3433
  %t3435 = sext i32 %t432 to i64
  %t3436 = getelementptr float, ptr addrspace(1) %t3180, i64 %t3435
  %t3437 = icmp slt i32 %t324, %arg3
  %t3438 = icmp slt i32 %t325, %arg3
  %t3439 = icmp slt i32 %t326, %arg3
  %t3440 = icmp slt i32 %t327, %arg3
  %t3441 = icmp slt i32 %t401, %arg4
  %t3442 = icmp slt i32 %t402, %arg4
  %t3443 = icmp slt i32 %t403, %arg4
  %t3444 = icmp slt i32 %t404, %arg4
  %t3445 = icmp slt i32 %t405, %arg4
  %t3446 = icmp slt i32 %t406, %arg4
  %t3447 = icmp slt i32 %t407, %arg4
  %t3448 = icmp slt i32 %t408, %arg4
  %t3449 = icmp slt i32 %t409, %arg4
  %t3450 = icmp slt i32 %t410, %arg4
  %t3451 = icmp slt i32 %t411, %arg4
  %t3452 = icmp slt i32 %t412, %arg4
  %t3453 = icmp slt i32 %t413, %arg4
  %t3454 = icmp slt i32 %t414, %arg4
  %t3455 = icmp slt i32 %t415, %arg4
  %t3456 = icmp slt i32 %t416, %arg4
  %t3457 = icmp slt i32 %t417, %arg4
  %t3458 = icmp slt i32 %t418, %arg4
  %t3459 = icmp slt i32 %t419, %arg4
  %t3460 = icmp slt i32 %t420, %arg4
  %t3461 = icmp slt i32 %t421, %arg4
  %t3462 = icmp slt i32 %t422, %arg4
  %t3463 = icmp slt i32 %t423, %arg4
  %t3464 = icmp slt i32 %t424, %arg4
  %t3465 = icmp slt i32 %t425, %arg4
  %t3466 = icmp slt i32 %t426, %arg4
  %t3467 = icmp slt i32 %t427, %arg4
  %t3468 = icmp slt i32 %t428, %arg4
  %t3469 = icmp slt i32 %t429, %arg4
  %t3470 = icmp slt i32 %t430, %arg4
  %t3471 = icmp slt i32 %t431, %arg4
  %t3472 = icmp slt i32 %t432, %arg4
  %t3473 = and i1 %t3437, %t3441
  %t3474 = and i1 %t3437, %t3442
  %t3475 = and i1 %t3438, %t3441
  %t3476 = and i1 %t3438, %t3442
  %t3477 = and i1 %t3437, %t3443
  %t3478 = and i1 %t3437, %t3444
  %t3479 = and i1 %t3438, %t3443
  %t3480 = and i1 %t3438, %t3444
  %t3481 = and i1 %t3437, %t3445
  %t3482 = and i1 %t3437, %t3446
  %t3483 = and i1 %t3438, %t3445
  %t3484 = and i1 %t3438, %t3446
  %t3485 = and i1 %t3437, %t3447
  %t3486 = and i1 %t3437, %t3448
  %t3487 = and i1 %t3438, %t3447
  %t3488 = and i1 %t3438, %t3448
  %t3489 = and i1 %t3437, %t3449
  %t3490 = and i1 %t3437, %t3450
  %t3491 = and i1 %t3438, %t3449
  %t3492 = and i1 %t3438, %t3450
  %t3493 = and i1 %t3437, %t3451
  %t3494 = and i1 %t3437, %t3452
  %t3495 = and i1 %t3438, %t3451
  %t3496 = and i1 %t3438, %t3452
  %t3497 = and i1 %t3437, %t3453
  %t3498 = and i1 %t3437, %t3454
  %t3499 = and i1 %t3438, %t3453
  %t3500 = and i1 %t3438, %t3454
  %t3501 = and i1 %t3437, %t3455
  %t3502 = and i1 %t3437, %t3456
  %t3503 = and i1 %t3438, %t3455
  %t3504 = and i1 %t3438, %t3456
  %t3505 = and i1 %t3437, %t3457
  %t3506 = and i1 %t3437, %t3458
  %t3507 = and i1 %t3438, %t3457
  %t3508 = and i1 %t3438, %t3458
  %t3509 = and i1 %t3437, %t3459
  %t3510 = and i1 %t3437, %t3460
  %t3511 = and i1 %t3438, %t3459
  %t3512 = and i1 %t3438, %t3460
  %t3513 = and i1 %t3437, %t3461
  %t3514 = and i1 %t3437, %t3462
  %t3515 = and i1 %t3438, %t3461
  %t3516 = and i1 %t3438, %t3462
  %t3517 = and i1 %t3437, %t3463
  %t3518 = and i1 %t3437, %t3464
  %t3519 = and i1 %t3438, %t3463
  %t3520 = and i1 %t3438, %t3464
  %t3521 = and i1 %t3437, %t3465
  %t3522 = and i1 %t3437, %t3466
  %t3523 = and i1 %t3438, %t3465
  %t3524 = and i1 %t3438, %t3466
  %t3525 = and i1 %t3437, %t3467
  %t3526 = and i1 %t3437, %t3468
  %t3527 = and i1 %t3438, %t3467
  %t3528 = and i1 %t3438, %t3468
  %t3529 = and i1 %t3437, %t3469
  %t3530 = and i1 %t3437, %t3470
  %t3531 = and i1 %t3438, %t3469
  %t3532 = and i1 %t3438, %t3470
  %t3533 = and i1 %t3437, %t3471
  %t3534 = and i1 %t3437, %t3472
  %t3535 = and i1 %t3438, %t3471
  %t3536 = and i1 %t3438, %t3472
  %t3537 = and i1 %t3439, %t3441
  %t3538 = and i1 %t3439, %t3442
  %t3539 = and i1 %t3440, %t3441
  %t3540 = and i1 %t3440, %t3442
  %t3541 = and i1 %t3439, %t3443
  %t3542 = and i1 %t3439, %t3444
  %t3543 = and i1 %t3440, %t3443
  %t3544 = and i1 %t3440, %t3444
  %t3545 = and i1 %t3439, %t3445
  %t3546 = and i1 %t3439, %t3446
  %t3547 = and i1 %t3440, %t3445
  %t3548 = and i1 %t3440, %t3446
  %t3549 = and i1 %t3439, %t3447
  %t3550 = and i1 %t3439, %t3448
  %t3551 = and i1 %t3440, %t3447
  %t3552 = and i1 %t3440, %t3448
  %t3553 = and i1 %t3439, %t3449
  %t3554 = and i1 %t3439, %t3450
  %t3555 = and i1 %t3440, %t3449
  %t3556 = and i1 %t3440, %t3450
  %t3557 = and i1 %t3439, %t3451
  %t3558 = and i1 %t3439, %t3452
  %t3559 = and i1 %t3440, %t3451
  %t3560 = and i1 %t3440, %t3452
  %t3561 = and i1 %t3439, %t3453
  %t3562 = and i1 %t3439, %t3454
  %t3563 = and i1 %t3440, %t3453
  %t3564 = and i1 %t3440, %t3454
  %t3565 = and i1 %t3439, %t3455
  %t3566 = and i1 %t3439, %t3456
  %t3567 = and i1 %t3440, %t3455
  %t3568 = and i1 %t3440, %t3456
  %t3569 = and i1 %t3439, %t3457
  %t3570 = and i1 %t3439, %t3458
  %t3571 = and i1 %t3440, %t3457
  %t3572 = and i1 %t3440, %t3458
  %t3573 = and i1 %t3439, %t3459
  %t3574 = and i1 %t3439, %t3460
  %t3575 = and i1 %t3440, %t3459
  %t3576 = and i1 %t3440, %t3460
  %t3577 = and i1 %t3439, %t3461
  %t3578 = and i1 %t3439, %t3462
  %t3579 = and i1 %t3440, %t3461
  %t3580 = and i1 %t3440, %t3462
  %t3581 = and i1 %t3439, %t3463
  %t3582 = and i1 %t3439, %t3464
  %t3583 = and i1 %t3440, %t3463
  %t3584 = and i1 %t3440, %t3464
  %t3585 = and i1 %t3439, %t3465
  %t3586 = and i1 %t3439, %t3466
  %t3587 = and i1 %t3440, %t3465
  %t3588 = and i1 %t3440, %t3466
  %t3589 = and i1 %t3439, %t3467
  %t3590 = and i1 %t3439, %t3468
  %t3591 = and i1 %t3440, %t3467
  %t3592 = and i1 %t3440, %t3468
  %t3593 = and i1 %t3439, %t3469
  %t3594 = and i1 %t3439, %t3470
  %t3595 = and i1 %t3440, %t3469
  %t3596 = and i1 %t3440, %t3470
  %t3597 = and i1 %t3439, %t3471
  %t3598 = and i1 %t3439, %t3472
  %t3599 = and i1 %t3440, %t3471
  %t3600 = and i1 %t3440, %t3472
  %t3601 = bitcast float %t3041 to i32
  %t3602 = bitcast float %t3042 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3182, i1 %t3473, i32 %t3601, i32 %t3602)
  %t3603 = bitcast float %t3043 to i32
  %t3604 = bitcast float %t3044 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3186, i1 %t3475, i32 %t3603, i32 %t3604)
  %t3605 = bitcast float %t3045 to i32
  %t3606 = bitcast float %t3046 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3190, i1 %t3477, i32 %t3605, i32 %t3606)
  %t3607 = bitcast float %t3047 to i32
  %t3608 = bitcast float %t3048 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3194, i1 %t3479, i32 %t3607, i32 %t3608)
  %t3609 = bitcast float %t3049 to i32
  %t3610 = bitcast float %t3050 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3198, i1 %t3481, i32 %t3609, i32 %t3610)
  %t3611 = bitcast float %t3051 to i32
  %t3612 = bitcast float %t3052 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3202, i1 %t3483, i32 %t3611, i32 %t3612)
  %t3613 = bitcast float %t3053 to i32
  %t3614 = bitcast float %t3054 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3206, i1 %t3485, i32 %t3613, i32 %t3614)
  %t3615 = bitcast float %t3055 to i32
  %t3616 = bitcast float %t3056 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3210, i1 %t3487, i32 %t3615, i32 %t3616)
  %t3617 = bitcast float %t3057 to i32
  %t3618 = bitcast float %t3058 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3214, i1 %t3489, i32 %t3617, i32 %t3618)
  %t3619 = bitcast float %t3059 to i32
  %t3620 = bitcast float %t3060 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3218, i1 %t3491, i32 %t3619, i32 %t3620)
  %t3621 = bitcast float %t3061 to i32
  %t3622 = bitcast float %t3062 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3222, i1 %t3493, i32 %t3621, i32 %t3622)
  %t3623 = bitcast float %t3063 to i32
  %t3624 = bitcast float %t3064 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3226, i1 %t3495, i32 %t3623, i32 %t3624)
  %t3625 = bitcast float %t3065 to i32
  %t3626 = bitcast float %t3066 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3230, i1 %t3497, i32 %t3625, i32 %t3626)
  %t3627 = bitcast float %t3067 to i32
  %t3628 = bitcast float %t3068 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3234, i1 %t3499, i32 %t3627, i32 %t3628)
  %t3629 = bitcast float %t3069 to i32
  %t3630 = bitcast float %t3070 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3238, i1 %t3501, i32 %t3629, i32 %t3630)
  %t3631 = bitcast float %t3071 to i32
  %t3632 = bitcast float %t3072 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3242, i1 %t3503, i32 %t3631, i32 %t3632)
  %t3633 = bitcast float %t3073 to i32
  %t3634 = bitcast float %t3074 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3246, i1 %t3505, i32 %t3633, i32 %t3634)
  %t3635 = bitcast float %t3075 to i32
  %t3636 = bitcast float %t3076 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3250, i1 %t3507, i32 %t3635, i32 %t3636)
  %t3637 = bitcast float %t3077 to i32
  %t3638 = bitcast float %t3078 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3254, i1 %t3509, i32 %t3637, i32 %t3638)
  %t3639 = bitcast float %t3079 to i32
  %t3640 = bitcast float %t3080 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3258, i1 %t3511, i32 %t3639, i32 %t3640)
  %t3641 = bitcast float %t3081 to i32
  %t3642 = bitcast float %t3082 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3262, i1 %t3513, i32 %t3641, i32 %t3642)
  %t3643 = bitcast float %t3083 to i32
  %t3644 = bitcast float %t3084 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3266, i1 %t3515, i32 %t3643, i32 %t3644)
  %t3645 = bitcast float %t3085 to i32
  %t3646 = bitcast float %t3086 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3270, i1 %t3517, i32 %t3645, i32 %t3646)
  %t3647 = bitcast float %t3087 to i32
  %t3648 = bitcast float %t3088 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3274, i1 %t3519, i32 %t3647, i32 %t3648)
  %t3649 = bitcast float %t3089 to i32
  %t3650 = bitcast float %t3090 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3278, i1 %t3521, i32 %t3649, i32 %t3650)
  %t3651 = bitcast float %t3091 to i32
  %t3652 = bitcast float %t3092 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3282, i1 %t3523, i32 %t3651, i32 %t3652)
  %t3653 = bitcast float %t3093 to i32
  %t3654 = bitcast float %t3094 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3286, i1 %t3525, i32 %t3653, i32 %t3654)
  %t3655 = bitcast float %t3095 to i32
  %t3656 = bitcast float %t3096 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3290, i1 %t3527, i32 %t3655, i32 %t3656)
  %t3657 = bitcast float %t3097 to i32
  %t3658 = bitcast float %t3098 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3294, i1 %t3529, i32 %t3657, i32 %t3658)
  %t3659 = bitcast float %t3099 to i32
  %t3660 = bitcast float %t3100 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3298, i1 %t3531, i32 %t3659, i32 %t3660)
  %t3661 = bitcast float %t3101 to i32
  %t3662 = bitcast float %t3102 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3302, i1 %t3533, i32 %t3661, i32 %t3662)
  %t3663 = bitcast float %t3103 to i32
  %t3664 = bitcast float %t3104 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3306, i1 %t3535, i32 %t3663, i32 %t3664)
  %t3665 = bitcast float %t3105 to i32
  %t3666 = bitcast float %t3106 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3310, i1 %t3537, i32 %t3665, i32 %t3666)
  %t3667 = bitcast float %t3107 to i32
  %t3668 = bitcast float %t3108 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3314, i1 %t3539, i32 %t3667, i32 %t3668)
  %t3669 = bitcast float %t3109 to i32
  %t3670 = bitcast float %t3110 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3318, i1 %t3541, i32 %t3669, i32 %t3670)
  %t3671 = bitcast float %t3111 to i32
  %t3672 = bitcast float %t3112 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3322, i1 %t3543, i32 %t3671, i32 %t3672)
  %t3673 = bitcast float %t3113 to i32
  %t3674 = bitcast float %t3114 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3326, i1 %t3545, i32 %t3673, i32 %t3674)
  %t3675 = bitcast float %t3115 to i32
  %t3676 = bitcast float %t3116 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3330, i1 %t3547, i32 %t3675, i32 %t3676)
  %t3677 = bitcast float %t3117 to i32
  %t3678 = bitcast float %t3118 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3334, i1 %t3549, i32 %t3677, i32 %t3678)
  %t3679 = bitcast float %t3119 to i32
  %t3680 = bitcast float %t3120 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3338, i1 %t3551, i32 %t3679, i32 %t3680)
  %t3681 = bitcast float %t3121 to i32
  %t3682 = bitcast float %t3122 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3342, i1 %t3553, i32 %t3681, i32 %t3682)
  %t3683 = bitcast float %t3123 to i32
  %t3684 = bitcast float %t3124 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3346, i1 %t3555, i32 %t3683, i32 %t3684)
  %t3685 = bitcast float %t3125 to i32
  %t3686 = bitcast float %t3126 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3350, i1 %t3557, i32 %t3685, i32 %t3686)
  %t3687 = bitcast float %t3127 to i32
  %t3688 = bitcast float %t3128 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3354, i1 %t3559, i32 %t3687, i32 %t3688)
  %t3689 = bitcast float %t3129 to i32
  %t3690 = bitcast float %t3130 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3358, i1 %t3561, i32 %t3689, i32 %t3690)
  %t3691 = bitcast float %t3131 to i32
  %t3692 = bitcast float %t3132 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3362, i1 %t3563, i32 %t3691, i32 %t3692)
  %t3693 = bitcast float %t3133 to i32
  %t3694 = bitcast float %t3134 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3366, i1 %t3565, i32 %t3693, i32 %t3694)
  %t3695 = bitcast float %t3135 to i32
  %t3696 = bitcast float %t3136 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3370, i1 %t3567, i32 %t3695, i32 %t3696)
  %t3697 = bitcast float %t3137 to i32
  %t3698 = bitcast float %t3138 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3374, i1 %t3569, i32 %t3697, i32 %t3698)
  %t3699 = bitcast float %t3139 to i32
  %t3700 = bitcast float %t3140 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3378, i1 %t3571, i32 %t3699, i32 %t3700)
  %t3701 = bitcast float %t3141 to i32
  %t3702 = bitcast float %t3142 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3382, i1 %t3573, i32 %t3701, i32 %t3702)
  %t3703 = bitcast float %t3143 to i32
  %t3704 = bitcast float %t3144 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3386, i1 %t3575, i32 %t3703, i32 %t3704)
  %t3705 = bitcast float %t3145 to i32
  %t3706 = bitcast float %t3146 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3390, i1 %t3577, i32 %t3705, i32 %t3706)
  %t3707 = bitcast float %t3147 to i32
  %t3708 = bitcast float %t3148 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3394, i1 %t3579, i32 %t3707, i32 %t3708)
  %t3709 = bitcast float %t3149 to i32
  %t3710 = bitcast float %t3150 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3398, i1 %t3581, i32 %t3709, i32 %t3710)
  %t3711 = bitcast float %t3151 to i32
  %t3712 = bitcast float %t3152 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3402, i1 %t3583, i32 %t3711, i32 %t3712)
  %t3713 = bitcast float %t3153 to i32
  %t3714 = bitcast float %t3154 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3406, i1 %t3585, i32 %t3713, i32 %t3714)
  %t3715 = bitcast float %t3155 to i32
  %t3716 = bitcast float %t3156 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3410, i1 %t3587, i32 %t3715, i32 %t3716)
  %t3717 = bitcast float %t3157 to i32
  %t3718 = bitcast float %t3158 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3414, i1 %t3589, i32 %t3717, i32 %t3718)
  %t3719 = bitcast float %t3159 to i32
  %t3720 = bitcast float %t3160 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3418, i1 %t3591, i32 %t3719, i32 %t3720)
  %t3721 = bitcast float %t3161 to i32
  %t3722 = bitcast float %t3162 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3422, i1 %t3593, i32 %t3721, i32 %t3722)
  %t3723 = bitcast float %t3163 to i32
  %t3724 = bitcast float %t3164 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3426, i1 %t3595, i32 %t3723, i32 %t3724)
  %t3725 = bitcast float %t3165 to i32
  %t3726 = bitcast float %t3166 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3430, i1 %t3597, i32 %t3725, i32 %t3726)
  %t3727 = bitcast float %t3167 to i32
  %t3728 = bitcast float %t3168 to i32
  call void asm sideeffect "@$1 st.global.v2.b32 [$0], {$2, $3};", "l,b,r,r"(ptr addrspace(1) %t3434, i1 %t3599, i32 %t3727, i32 %t3728)
  ret void
}
attributes #0 = { "nvvm.maxntid"="128" }
