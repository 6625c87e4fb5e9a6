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
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$576, %rsp
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	jmp	.LBB0_1
	.p2align	4
.LBB0_16:
	incq	%rax
	cmpq	%rcx, %r10
	jge	.LBB0_17
.LBB0_1:
	movq	%r8, %r9
	lock		xaddq	%r9, (%rsi)
	addq	%rdx, %r9
	cmpq	%rcx, %r9
	jge	.LBB0_17
	leaq	(%r9,%r8), %r10
	cmpq	%rcx, %r10
	movq	%rcx, %r11
	cmovlq	%r10, %r11
	movq	(%rdi), %rbx
	movq	8(%rdi), %r14
	movl	16(%rdi), %r15d
	vpbroadcastd	%r15d, %zmm1
	jmp	.LBB0_3
	.p2align	4
.LBB0_15:
	incq	%r9
	cmpq	%r11, %r9
	jge	.LBB0_16
.LBB0_3:
	cmpl	$63, %r15d
	jle	.LBB0_4
	movq	$-16, %r12
	.p2align	4
.LBB0_7:
	vmovdqu64	64(%rbx,%r12,4), %zmm2
	vmovdqa64	%zmm2, 320(%rsp,%r12,4)
	addq	$16, %r12
	cmpq	$48, %r12
	jb	.LBB0_7
	jmp	.LBB0_8
	.p2align	4
.LBB0_4:
	xorl	%r12d, %r12d
	.p2align	4
.LBB0_5:
	vpbroadcastd	%r12d, %zmm2
	vpord	%zmm0, %zmm2, %zmm2
	vpcmpgtd	%zmm2, %zmm1, %k1
	movl	%r12d, %r13d
	vmovdqu32	(%rbx,%r13,4), %zmm2 {%k1} {z}
	vmovdqa64	%zmm2, 256(%rsp,%r12,4)
	cmpq	$48, %r12
	leaq	16(%r12), %r12
	jb	.LBB0_5
.LBB0_8:
	movl	256(%rsp), %r12d
	movl	%r12d, (%rsp)
	movl	$1, %r13d
	.p2align	4
.LBB0_9:
	addl	256(%rsp,%r13,4), %r12d
	movl	%r12d, (%rsp,%r13,4)
	incq	%r13
	cmpq	$64, %r13
	jne	.LBB0_9
	cmpl	$63, %r15d
	jle	.LBB0_11
	movq	$-16, %r12
	.p2align	4
.LBB0_14:
	vmovdqa64	64(%rsp,%r12,4), %zmm2
	vmovdqu64	%zmm2, 64(%r14,%r12,4)
	addq	$16, %r12
	cmpq	$48, %r12
	jb	.LBB0_14
	jmp	.LBB0_15
	.p2align	4
.LBB0_11:
	xorl	%r12d, %r12d
	.p2align	4
.LBB0_12:
	vpbroadcastd	%r12d, %zmm2
	vpord	%zmm0, %zmm2, %zmm2
	vmovdqa64	(%rsp,%r12,4), %zmm3
	vpcmpgtd	%zmm2, %zmm1, %k1
	movl	%r12d, %r13d
	vmovdqu32	%zmm3, (%r14,%r13,4) {%k1}
	cmpq	$48, %r12
	leaq	16(%r12), %r12
	jb	.LBB0_12
	jmp	.LBB0_15
.LBB0_17:
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
	subq	$56, %rsp
	.cfi_def_cfa_offset 112
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %r12
	movq	16(%rdi), %rax
	movq	%rax, 40(%rsp)
	movq	48(%rdi), %rax
	movl	56(%rdi), %edi
	cmpq	$2, %rdi
	setb	%cl
	testq	%rax, %rax
	sete	%dl
	orb	%cl, %dl
	movq	%rdi, 8(%rsp)
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
	movq	%rax, 32(%rsp)
	movq	%rdi, %rax
	negq	%rax
	movq	%rax, 48(%rsp)
	movq	%r15, %rax
	shlq	$6, %rax
	movq	%rbx, 24(%rsp)
	movq	%rax, 16(%rsp)
	leaq	(%rax,%rbx), %r14
	addq	$128, %r14
	xorl	%ebp, %ebp
	xorl	%ebx, %ebx
	jmp	.LBB2_7
	.p2align	4
.LBB2_10:
	movq	32(%rsp), %rdi
	movq	40(%rsp), %r8
	callq	cumsum_block.chunks
	movq	8(%rsp), %rdi
.LBB2_11:
	addq	%rax, %rbp
	decq	%rbx
	incq	%r15
	addq	$64, %r14
	cmpq	%rbx, 48(%rsp)
	je	.LBB2_12
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
	testq	%rbx, %rbx
	je	.LBB2_10
	movq	(%rsi), %rax
	addq	%rdx, %rax
	cmpq	%rcx, %rax
	jl	.LBB2_10
	xorl	%eax, %eax
	jmp	.LBB2_11
.LBB2_12:
	testq	%rbp, %rbp
	je	.LBB2_14
	movq	24(%rsp), %rax
	movq	16(%rsp), %rcx
	movb	$1, 136(%rax,%rcx)
.LBB2_14:
	movq	%rbp, %rax
	addq	$56, %rsp
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
