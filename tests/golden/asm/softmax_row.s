	.file	"<string>"
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
.LCPI0_0:
	.long	0
	.long	1
	.long	2
	.long	3
	.long	4
	.long	5
	.long	6
	.long	7
	.long	8
	.long	9
	.long	10
	.long	11
	.long	12
	.long	13
	.long	14
	.long	15
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_1:
	.zero	16,1
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_2:
	.long	0xff800000
	.text
	.globl	softmax_kernel_grid
	.p2align	4
	.type	softmax_kernel_grid,@function
softmax_kernel_grid:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	.cfi_offset %rbp, -16
	movq	%rsp, %rbp
	.cfi_def_cfa_register %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$2944, %rsp
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	movl	%esi, 16(%rsp)
	movq	%rdi, 32(%rsp)
	movq	16(%rbp), %rcx
	movq	%rcx, %r13
	movq	%r8, 40(%rsp)
	lock		xaddq	%r13, (%r8)
	cmpq	%r9, %r13
	jge	.LBB0_15
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vbroadcastss	.LCPI0_2(%rip), %zmm6
	vxorps	%xmm7, %xmm7, %xmm7
	movq	%r9, 24(%rsp)
	.p2align	4
.LBB0_3:
	leaq	(%rcx,%r13), %rbx
	cmpq	%r9, %rbx
	cmovgeq	%r9, %rbx
	movq	32(%rsp), %rax
	movq	(%rax), %rcx
	movq	%rcx, 56(%rsp)
	movq	8(%rax), %rcx
	movq	%rcx, 48(%rsp)
	movl	16(%rax), %r12d
	movl	24(%rax), %ecx
	movl	%ecx, 20(%rsp)
	vpbroadcastd	32(%rax), %zmm2
	vmovdqa64	%zmm2, 64(%rsp)
	.p2align	4
.LBB0_4:
	xorl	%eax, %eax
	.p2align	4
.LBB0_5:
	vpbroadcastd	%eax, %zmm0
	vpord	%zmm1, %zmm0, %zmm0
	vpcmpgtd	%zmm0, %zmm2, %k1
	vmovdqa64	%zmm0, 1344(%rsp,%rax,4)
	vmovdqu8	.LCPI0_1(%rip), %xmm0 {%k1} {z}
	vmovdqa	%xmm0, 192(%rsp,%rax)
	cmpq	$112, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_5
	movl	%r13d, %eax
	xorl	%edx, %edx
	divl	16(%rsp)
	movl	%edx, %r14d
	movl	%r12d, %eax
	imull	%edx, %eax
	cltq
	movq	48(%rsp), %rcx
	leaq	(%rcx,%rax,4), %rax
	movq	$-16, %rcx
	.p2align	4
.LBB0_7:
	vpsllw	$7, 208(%rsp,%rcx), %xmm0
	vpmovb2m	%xmm0, %k1
	movslq	1408(%rsp,%rcx,4), %rdx
	vblendmps	(%rax,%rdx,4), %zmm6, %zmm0 {%k1}
	vmovaps	%zmm0, 896(%rsp,%rcx,4)
	addq	$16, %rcx
	cmpq	$112, %rcx
	jb	.LBB0_7
	vmovaps	832(%rsp), %zmm0
	vmovaps	896(%rsp), %zmm1
	vmovaps	960(%rsp), %zmm2
	vmovaps	1024(%rsp), %zmm3
	vmovaps	1088(%rsp), %zmm4
	vmaxps	%zmm0, %zmm4, %zmm5
	vcmpunordps	%zmm0, %zmm0, %k1
	vmovaps	%zmm4, %zmm5 {%k1}
	vmovaps	1152(%rsp), %zmm0
	vmaxps	%zmm1, %zmm0, %zmm4
	vcmpunordps	%zmm1, %zmm1, %k1
	vmovaps	1216(%rsp), %zmm1
	vmovaps	%zmm0, %zmm4 {%k1}
	vmaxps	%zmm2, %zmm1, %zmm0
	vcmpunordps	%zmm2, %zmm2, %k1
	vmovaps	%zmm1, %zmm0 {%k1}
	vmovaps	1280(%rsp), %zmm1
	vmaxps	%zmm3, %zmm1, %zmm2
	vcmpunordps	%zmm3, %zmm3, %k1
	vmovaps	%zmm1, %zmm2 {%k1}
	vmaxps	%zmm5, %zmm4, %zmm1
	vcmpunordps	%zmm5, %zmm5, %k1
	vmovaps	%zmm4, %zmm1 {%k1}
	vmaxps	%zmm0, %zmm2, %zmm3
	vcmpunordps	%zmm0, %zmm0, %k1
	vmovaps	%zmm2, %zmm3 {%k1}
	vmaxps	%zmm1, %zmm3, %zmm0
	vcmpunordps	%zmm1, %zmm1, %k1
	vmovaps	%zmm3, %zmm0 {%k1}
	vextractf64x4	$1, %zmm0, %ymm1
	vmaxps	%ymm0, %ymm1, %ymm2
	vcmpunordps	%ymm0, %ymm0, %k1
	vmovaps	%ymm1, %ymm2 {%k1}
	vextractf128	$1, %ymm2, %xmm0
	vmaxps	%xmm2, %xmm0, %xmm1
	vcmpunordps	%xmm2, %xmm2, %k1
	vmovaps	%xmm0, %xmm1 {%k1}
	vshufpd	$1, %xmm1, %xmm1, %xmm0
	vmaxps	%xmm1, %xmm0, %xmm2
	vcmpunordps	%xmm1, %xmm1, %k1
	vmovaps	%xmm0, %xmm2 {%k1}
	vmovshdup	%xmm2, %xmm0
	vmaxss	%xmm2, %xmm0, %xmm1
	vcmpunordss	%xmm2, %xmm2, %k1
	vmovss	%xmm0, %xmm1, %xmm1 {%k1}
	vbroadcastss	%xmm1, %zmm0
	vmovaps	%zmm0, 128(%rsp)
	movq	$-16, %r15
	.p2align	4
.LBB0_9:
	vmovaps	896(%rsp,%r15,4), %zmm0
	vsubps	128(%rsp), %zmm0, %zmm0
	vcmpeqps	%zmm6, %zmm0, %k1
	kmovw	%k1, 14(%rsp)
	vmovaps	%zmm7, %zmm0 {%k1}
	callq	_ZGVeN16v_expf@PLT
	vxorps	%xmm7, %xmm7, %xmm7
	vbroadcastss	.LCPI0_2(%rip), %zmm6
	kmovw	14(%rsp), %k1
	vmovaps	%zmm7, %zmm0 {%k1}
	vmovaps	%zmm0, 384(%rsp,%r15,4)
	addq	$16, %r15
	cmpq	$112, %r15
	jb	.LBB0_9
	imull	20(%rsp), %r14d
	movslq	%r14d, %rax
	movq	56(%rsp), %rcx
	leaq	(%rcx,%rax,4), %rcx
	movq	$-16, %rax
	vpbroadcastq	%rcx, %zmm0
	.p2align	4
.LBB0_11:
	vpmovsxdq	1440(%rsp,%rax,4), %zmm1
	vpmovsxdq	1408(%rsp,%rax,4), %zmm2
	vpsllq	$2, %zmm2, %zmm2
	vpaddq	%zmm2, %zmm0, %zmm2
	vpsllq	$2, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm0, %zmm1
	vmovdqa64	%zmm1, 2048(%rsp,%rax,8)
	vmovdqa64	%zmm2, 1984(%rsp,%rax,8)
	addq	$16, %rax
	cmpq	$112, %rax
	jb	.LBB0_11
	vmovaps	320(%rsp), %zmm0
	vmovaps	384(%rsp), %zmm1
	vmovaps	448(%rsp), %zmm2
	vmovaps	512(%rsp), %zmm3
	vaddps	576(%rsp), %zmm0, %zmm0
	vaddps	640(%rsp), %zmm1, %zmm1
	vaddps	%zmm1, %zmm0, %zmm0
	vaddps	704(%rsp), %zmm2, %zmm1
	vaddps	768(%rsp), %zmm3, %zmm2
	vaddps	%zmm2, %zmm1, %zmm1
	vaddps	%zmm1, %zmm0, %zmm0
	vextractf64x4	$1, %zmm0, %ymm1
	vaddps	%ymm1, %ymm0, %ymm0
	vextractf128	$1, %ymm0, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vshufpd	$1, %xmm0, %xmm0, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vmovshdup	%xmm0, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vbroadcastss	%xmm0, %zmm0
	movq	$-16, %rax
	.p2align	4
.LBB0_13:
	vmovaps	384(%rsp,%rax,4), %zmm1
	vdivps	%zmm0, %zmm1, %zmm1
	vpsllw	$7, 208(%rsp,%rax), %xmm2
	vpmovb2m	%xmm2, %k1
	movq	1984(%rsp,%rax,8), %rcx
	vmovups	%zmm1, (%rcx) {%k1}
	addq	$16, %rax
	cmpq	$112, %rax
	jb	.LBB0_13
	incq	%r13
	cmpq	%rbx, %r13
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vmovdqa64	64(%rsp), %zmm2
	jl	.LBB0_4
	movq	16(%rbp), %rcx
	movq	%rcx, %r13
	movq	40(%rsp), %rax
	lock		xaddq	%r13, (%rax)
	movq	24(%rsp), %r9
	cmpq	%r9, %r13
	jl	.LBB0_3
.LBB0_15:
	leaq	-40(%rbp), %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	.cfi_def_cfa %rsp, 8
	vzeroupper
	retq
.Lfunc_end0:
	.size	softmax_kernel_grid, .Lfunc_end0-softmax_kernel_grid
	.cfi_endproc

	.globl	softmax_kernel_omp
	.p2align	4
	.type	softmax_kernel_omp,@function
softmax_kernel_omp:
	.cfi_startproc
	subq	$24, %rsp
	.cfi_def_cfa_offset 32
	movq	%rdi, %r8
	movq	8(%rdi), %r9
	movq	16(%rdi), %rax
	movl	32(%rdi), %esi
	addq	$48, %rdi
	movq	%rax, (%rsp)
	callq	softmax_kernel_grid@PLT
	addq	$24, %rsp
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end1:
	.size	softmax_kernel_omp, .Lfunc_end1-softmax_kernel_omp
	.cfi_endproc

	.section	".note.GNU-stack","",@progbits
