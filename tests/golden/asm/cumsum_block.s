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
	.text
	.p2align	4
	.type	cumsum_block.chunks,@function
cumsum_block.chunks:
	movq	%r8, %r9
	lock		xaddq	%r9, (%rsi)
	addq	%rdx, %r9
	cmpq	%rcx, %r9
	jge	.LBB0_1
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$576, %rsp
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	jmp	.LBB0_5
	.p2align	4
.LBB0_4:
	incq	%rax
	movq	%r8, %r9
	lock		xaddq	%r9, (%rsi)
	addq	%rdx, %r9
	cmpq	%rcx, %r9
	jge	.LBB0_19
.LBB0_5:
	leaq	(%r9,%r8), %r10
	cmpq	%rcx, %r10
	cmovgeq	%rcx, %r10
	movq	(%rdi), %r11
	movq	8(%rdi), %rbx
	movl	16(%rdi), %r14d
	vpbroadcastd	%r14d, %zmm1
	jmp	.LBB0_6
	.p2align	4
.LBB0_18:
	incq	%r9
	cmpq	%r10, %r9
	jge	.LBB0_4
.LBB0_6:
	cmpl	$63, %r14d
	jle	.LBB0_7
	movq	$-16, %r15
	.p2align	4
.LBB0_10:
	vmovdqu64	64(%r11,%r15,4), %zmm2
	vmovdqa64	%zmm2, 320(%rsp,%r15,4)
	addq	$16, %r15
	cmpq	$48, %r15
	jb	.LBB0_10
	jmp	.LBB0_11
	.p2align	4
.LBB0_7:
	xorl	%r15d, %r15d
	.p2align	4
.LBB0_8:
	vpbroadcastd	%r15d, %zmm2
	vpord	%zmm0, %zmm2, %zmm2
	vpcmpgtd	%zmm2, %zmm1, %k1
	movl	%r15d, %r12d
	vmovdqu32	(%r11,%r12,4), %zmm2 {%k1} {z}
	vmovdqa64	%zmm2, 256(%rsp,%r15,4)
	cmpq	$48, %r15
	leaq	16(%r15), %r15
	jb	.LBB0_8
.LBB0_11:
	movl	256(%rsp), %r15d
	movl	%r15d, (%rsp)
	movl	$1, %r12d
	.p2align	4
.LBB0_12:
	addl	256(%rsp,%r12,4), %r15d
	movl	%r15d, (%rsp,%r12,4)
	incq	%r12
	cmpq	$64, %r12
	jne	.LBB0_12
	cmpl	$63, %r14d
	jle	.LBB0_14
	movq	$-16, %r15
	.p2align	4
.LBB0_17:
	vmovdqa64	64(%rsp,%r15,4), %zmm2
	vmovdqu64	%zmm2, 64(%rbx,%r15,4)
	addq	$16, %r15
	cmpq	$48, %r15
	jb	.LBB0_17
	jmp	.LBB0_18
	.p2align	4
.LBB0_14:
	xorl	%r15d, %r15d
	.p2align	4
.LBB0_15:
	vpbroadcastd	%r15d, %zmm2
	vpord	%zmm0, %zmm2, %zmm2
	vmovdqa64	(%rsp,%r15,4), %zmm3
	vpcmpgtd	%zmm2, %zmm1, %k1
	movl	%r15d, %r12d
	vmovdqu32	%zmm3, (%rbx,%r12,4) {%k1}
	cmpq	$48, %r15
	leaq	16(%r15), %r15
	jb	.LBB0_15
	jmp	.LBB0_18
.LBB0_1:
	xorl	%eax, %eax
	retq
.LBB0_19:
	leaq	-32(%rbp), %rsp
	popq	%rbx
	popq	%r12
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	cumsum_block.chunks, .Lfunc_end0-cumsum_block.chunks

	.globl	cumsum_block_grid
	.p2align	4
	.type	cumsum_block_grid,@function
cumsum_block_grid:
	movq	%r9, %rcx
	movq	%r8, %rsi
	movq	8(%rsp), %r8
	xorl	%edx, %edx
	jmp	cumsum_block.chunks
.Lfunc_end1:
	.size	cumsum_block_grid, .Lfunc_end1-cumsum_block_grid

	.globl	cumsum_block_omp
	.p2align	4
	.type	cumsum_block_omp,@function
cumsum_block_omp:
	.cfi_startproc
	pushq	%rbp
	.cfi_def_cfa_offset 16
	pushq	%r15
	.cfi_def_cfa_offset 24
	pushq	%r14
	.cfi_def_cfa_offset 32
	pushq	%r13
	.cfi_def_cfa_offset 40
	pushq	%r12
	.cfi_def_cfa_offset 48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %r12
	movq	16(%rdi), %rsi
	movq	48(%rdi), %rax
	movl	56(%rdi), %edi
	cmpq	$2, %rdi
	setb	%cl
	testq	%rax, %rax
	sete	%dl
	orb	%cl, %dl
	movq	%rdi, 8(%rsp)
	movq	%rsi, 32(%rsp)
	jne	.LBB2_1
	callq	*%rax
	movq	8(%rsp), %rdi
	xorl	%edx, %edx
	divl	%edi
	movl	%edx, %r15d
	movq	%r12, %rax
	shrq	$32, %rax
	je	.LBB2_4
.LBB2_5:
	movq	%r12, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %r12
	movq	%rax, %r13
	jmp	.LBB2_6
.LBB2_1:
	xorl	%r15d, %r15d
	movq	%r12, %rax
	shrq	$32, %rax
	jne	.LBB2_5
.LBB2_4:
	movl	%r12d, %eax
	xorl	%edx, %edx
	divl	%edi
	movl	%edx, %r12d
	movl	%eax, %r13d
.LBB2_6:
	leaq	64(%rbx), %rax
	movq	%rax, 24(%rsp)
	movq	%r15, %rax
	shlq	$6, %rax
	movq	%rbx, 16(%rsp)
	leaq	(%rax,%rbx), %r14
	addq	$128, %r14
	xorl	%ebp, %ebp
	movq	%rdi, %rbx
	.p2align	4
.LBB2_7:
	cmpq	%rdi, %r15
	movl	$0, %eax
	cmovaeq	%rdi, %rax
	movq	%r15, %rcx
	subq	%rax, %rcx
	movq	%rcx, %rsi
	imulq	%r13, %rsi
	cmpq	%r12, %rcx
	movq	%r12, %rdx
	cmovbq	%rcx, %rdx
	addq	%rsi, %rdx
	cmpq	%r12, %rcx
	movq	%rdx, %rcx
	adcq	%r13, %rcx
	shlq	$6, %rax
	movq	%r14, %rsi
	subq	%rax, %rsi
	movq	24(%rsp), %rdi
	movq	32(%rsp), %r8
	callq	cumsum_block.chunks
	movq	8(%rsp), %rdi
	addq	%rax, %rbp
	incq	%r15
	addq	$64, %r14
	decq	%rbx
	jne	.LBB2_7
	testq	%rbp, %rbp
	je	.LBB2_10
	movq	16(%rsp), %rax
	lock		incl	44(%rax)
.LBB2_10:
	addq	$40, %rsp
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%r12
	.cfi_def_cfa_offset 40
	popq	%r13
	.cfi_def_cfa_offset 32
	popq	%r14
	.cfi_def_cfa_offset 24
	popq	%r15
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	retq
.Lfunc_end2:
	.size	cumsum_block_omp, .Lfunc_end2-cumsum_block_omp
	.cfi_endproc

	.section	".note.GNU-stack","",@progbits
