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
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	56(%rsp), %rax
	movq	%rax, %rcx
	movq	%r8, -8(%rsp)
	lock		xaddq	%rcx, (%r8)
	cmpq	%r9, %rcx
	jge	.LBB0_9
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	vbroadcastss	.LCPI0_1(%rip), %zmm1
	jmp	.LBB0_3
	.p2align	4
.LBB0_2:
	movq	%r8, %rax
	movq	%r8, %rcx
	movq	-8(%rsp), %rdx
	lock		xaddq	%rcx, (%rdx)
	cmpq	%r9, %rcx
	jge	.LBB0_9
.LBB0_3:
	movq	%rax, %r8
	leaq	(%rcx,%rax), %r11
	cmpq	%r9, %r11
	cmovgeq	%r9, %r11
	movq	(%rdi), %rbx
	movq	8(%rdi), %r14
	movl	24(%rdi), %ebp
	vpbroadcastd	16(%rdi), %zmm2
	jmp	.LBB0_4
	.p2align	4
.LBB0_8:
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
	seta	%r15b
	vmovd	%xmm6, %r12d
	setnp	%r13b
	sete	%r10b
	andb	%r13b, %r10b
	cmpl	%edx, %r12d
	setl	%r13b
	andb	%r10b, %r13b
	orb	%r15b, %r13b
	cmovnel	%r12d, %edx
	movl	%edx, (%r14,%rax,4)
	incq	%rcx
	cmpq	%r11, %rcx
	jge	.LBB0_2
.LBB0_4:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%ebp, %eax
	imull	%edx, %eax
	cltq
	leaq	(%rbx,%rax,4), %rax
	vxorps	%xmm4, %xmm4, %xmm4
	vpxor	%xmm3, %xmm3, %xmm3
	xorl	%r15d, %r15d
	jmp	.LBB0_5
	.p2align	4
.LBB0_7:
	vmovaps	%zmm6, %zmm4
	vmovdqa64	%zmm5, %zmm3
	cmpq	$48, %r15
	leaq	16(%r15), %r15
	jae	.LBB0_8
.LBB0_5:
	vpbroadcastd	%r15d, %zmm5
	vpord	%zmm0, %zmm5, %zmm5
	vpcmpgtd	%zmm5, %zmm2, %k1
	movl	%r15d, %r12d
	vblendmps	(%rax,%r12,4), %zmm1, %zmm6 {%k1}
	testq	%r15, %r15
	je	.LBB0_7
	vcmpltps	%zmm4, %zmm6, %k0
	vpcmpgtd	%zmm3, %zmm5, %k1
	vcmpeqps	%zmm6, %zmm4, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm4, %zmm6 {%k1}
	vmovdqa32	%zmm3, %zmm5 {%k1}
	jmp	.LBB0_7
.LBB0_9:
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
