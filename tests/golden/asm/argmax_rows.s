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
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_1:
	.long	0xff800000
	.text
	.globl	argmax_rows_grid
	.p2align	4
	.type	argmax_rows_grid,@function
argmax_rows_grid:
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$640, %rsp
	movq	16(%rbp), %rdx
	movq	%rdx, %rcx
	movq	%r8, 56(%rsp)
	lock		xaddq	%rcx, (%r8)
	cmpq	%r9, %rcx
	jge	.LBB0_11
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	vbroadcastss	.LCPI0_1(%rip), %zmm1
	.p2align	4
.LBB0_3:
	leaq	(%rcx,%rdx), %r11
	cmpq	%r9, %r11
	cmovgeq	%r9, %r11
	movq	(%rdi), %r8
	movq	8(%rdi), %r14
	movl	24(%rdi), %r15d
	vpbroadcastd	16(%rdi), %zmm2
	.p2align	4
.LBB0_4:
	xorl	%eax, %eax
	.p2align	4
.LBB0_5:
	vpbroadcastd	%eax, %zmm3
	vpord	%zmm0, %zmm3, %zmm3
	vmovdqa64	%zmm3, 64(%rsp,%rax,4)
	cmpq	$48, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_5
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%r15d, %eax
	imull	%edx, %eax
	cltq
	leaq	(%r8,%rax,4), %rax
	movq	$-16, %r12
	.p2align	4
.LBB0_7:
	vpcmpgtd	128(%rsp,%r12,4), %zmm2, %k1
	movslq	128(%rsp,%r12,4), %r13
	vblendmps	(%rax,%r13,4), %zmm1, %zmm3 {%k1}
	vmovaps	%zmm3, 384(%rsp,%r12,4)
	addq	$16, %r12
	cmpq	$48, %r12
	jb	.LBB0_7
	vmovaps	320(%rsp), %zmm4
	vmovdqa64	64(%rsp), %zmm3
	xorl	%eax, %eax
	.p2align	4
.LBB0_9:
	vmovaps	%zmm4, %zmm5
	vmovdqa64	%zmm3, %zmm6
	vmovaps	384(%rsp,%rax,4), %zmm4
	vmovdqa64	128(%rsp,%rax,4), %zmm3
	vcmpltps	%zmm5, %zmm4, %k0
	vpcmpgtd	%zmm6, %zmm3, %k1
	vcmpeqps	%zmm4, %zmm5, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm5, %zmm4 {%k1}
	vmovdqa32	%zmm6, %zmm3 {%k1}
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_9
	movslq	%edx, %rax
	vextractf64x4	$1, %zmm4, %ymm5
	vextracti64x4	$1, %zmm3, %ymm6
	vcmpltps	%ymm4, %ymm5, %k0
	vpcmpgtd	%ymm3, %ymm6, %k1
	vcmpeqps	%ymm5, %ymm4, %k1 {%k1}
	korb	%k1, %k0, %k1
	vmovaps	%ymm4, %ymm5 {%k1}
	vmovdqa32	%ymm3, %ymm6 {%k1}
	vextractf128	$1, %ymm5, %xmm3
	vextracti128	$1, %ymm6, %xmm4
	vcmpltps	%xmm5, %xmm3, %k0
	vpcmpgtd	%xmm6, %xmm4, %k1
	vcmpeqps	%xmm3, %xmm5, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%xmm5, %xmm3 {%k1}
	vmovdqa32	%xmm6, %xmm4 {%k1}
	vshufpd	$1, %xmm3, %xmm3, %xmm5
	vpshufd	$238, %xmm4, %xmm6
	vcmpltps	%xmm3, %xmm5, %k0
	vcmpeqps	%xmm5, %xmm3, %k1
	vpcmpgtd	%xmm4, %xmm6, %k2
	kandw	%k2, %k1, %k1
	korw	%k1, %k0, %k1
	vmovaps	%xmm3, %xmm5 {%k1}
	vmovdqa32	%xmm4, %xmm6 {%k1}
	vmovshdup	%xmm5, %xmm3
	vpextrd	$1, %xmm6, %edx
	vucomiss	%xmm3, %xmm5
	seta	%r12b
	vmovd	%xmm6, %r13d
	setnp	%r10b
	sete	%bl
	andb	%r10b, %bl
	cmpl	%edx, %r13d
	setl	%r10b
	andb	%bl, %r10b
	orb	%r12b, %r10b
	cmovnel	%r13d, %edx
	movl	%edx, (%r14,%rax,4)
	incq	%rcx
	cmpq	%r11, %rcx
	jl	.LBB0_4
	movq	16(%rbp), %rdx
	movq	%rdx, %rcx
	movq	56(%rsp), %rax
	lock		xaddq	%rcx, (%rax)
	cmpq	%r9, %rcx
	jl	.LBB0_3
.LBB0_11:
	leaq	-40(%rbp), %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	argmax_rows_grid, .Lfunc_end0-argmax_rows_grid

	.globl	argmax_rows_omp
	.p2align	4
	.type	argmax_rows_omp,@function
argmax_rows_omp:
	subq	$24, %rsp
	movq	%rdi, %r8
	movq	8(%rdi), %r9
	movq	16(%rdi), %rax
	movl	32(%rdi), %esi
	addq	$48, %rdi
	movq	%rax, (%rsp)
	callq	argmax_rows_grid@PLT
	addq	$24, %rsp
	retq
.Lfunc_end1:
	.size	argmax_rows_omp, .Lfunc_end1-argmax_rows_omp

	.section	".note.GNU-stack","",@progbits
