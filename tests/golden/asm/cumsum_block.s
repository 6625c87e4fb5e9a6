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
	movq	%rcx, %r8
	lock		xaddq	%r8, (%rsi)
	cmpq	%rdx, %r8
	jge	.LBB0_1
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	andq	$-64, %rsp
	subq	$576, %rsp
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	jmp	.LBB0_5
	.p2align	4
.LBB0_4:
	incq	%rax
	movq	%rcx, %r8
	lock		xaddq	%r8, (%rsi)
	cmpq	%rdx, %r8
	jge	.LBB0_19
.LBB0_5:
	leaq	(%r8,%rcx), %r9
	cmpq	%rdx, %r9
	cmovgeq	%rdx, %r9
	movq	(%rdi), %r10
	movq	8(%rdi), %r11
	movl	16(%rdi), %ebx
	vpbroadcastd	%ebx, %zmm1
	jmp	.LBB0_6
	.p2align	4
.LBB0_18:
	incq	%r8
	cmpq	%r9, %r8
	jge	.LBB0_4
.LBB0_6:
	cmpl	$63, %ebx
	jle	.LBB0_7
	movq	$-16, %r14
	.p2align	4
.LBB0_10:
	vmovdqu64	64(%r10,%r14,4), %zmm2
	vmovdqa64	%zmm2, 320(%rsp,%r14,4)
	addq	$16, %r14
	cmpq	$48, %r14
	jb	.LBB0_10
	jmp	.LBB0_11
	.p2align	4
.LBB0_7:
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_8:
	vpbroadcastd	%r14d, %zmm2
	vpord	%zmm0, %zmm2, %zmm2
	vpcmpgtd	%zmm2, %zmm1, %k1
	movl	%r14d, %r15d
	vmovdqu32	(%r10,%r15,4), %zmm2 {%k1} {z}
	vmovdqa64	%zmm2, 256(%rsp,%r14,4)
	cmpq	$48, %r14
	leaq	16(%r14), %r14
	jb	.LBB0_8
.LBB0_11:
	movl	256(%rsp), %r14d
	movl	%r14d, (%rsp)
	movl	$1, %r15d
	.p2align	4
.LBB0_12:
	addl	256(%rsp,%r15,4), %r14d
	movl	%r14d, (%rsp,%r15,4)
	incq	%r15
	cmpq	$64, %r15
	jne	.LBB0_12
	cmpl	$63, %ebx
	jle	.LBB0_14
	movq	$-16, %r14
	.p2align	4
.LBB0_17:
	vmovdqa64	64(%rsp,%r14,4), %zmm2
	vmovdqu64	%zmm2, 64(%r11,%r14,4)
	addq	$16, %r14
	cmpq	$48, %r14
	jb	.LBB0_17
	jmp	.LBB0_18
	.p2align	4
.LBB0_14:
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_15:
	vpbroadcastd	%r14d, %zmm2
	vpord	%zmm0, %zmm2, %zmm2
	vmovdqa64	(%rsp,%r14,4), %zmm3
	vpcmpgtd	%zmm2, %zmm1, %k1
	movl	%r14d, %r15d
	vmovdqu32	%zmm3, (%r11,%r15,4) {%k1}
	cmpq	$48, %r14
	leaq	16(%r14), %r14
	jb	.LBB0_15
	jmp	.LBB0_18
.LBB0_1:
	xorl	%eax, %eax
	retq
.LBB0_19:
	leaq	-24(%rbp), %rsp
	popq	%rbx
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
	movq	%r9, %rdx
	movq	%r8, %rsi
	movq	8(%rsp), %rcx
	jmp	cumsum_block.chunks
.Lfunc_end1:
	.size	cumsum_block_grid, .Lfunc_end1-cumsum_block_grid

	.globl	cumsum_block_omp
	.p2align	4
	.type	cumsum_block_omp,@function
cumsum_block_omp:
	pushq	%rbx
	movq	%rdi, %rbx
	movq	8(%rdi), %rdx
	movq	16(%rdi), %rcx
	addq	$48, %rdi
	movq	%rbx, %rsi
	callq	cumsum_block.chunks
	testq	%rax, %rax
	je	.LBB2_2
	lock		incl	44(%rbx)
.LBB2_2:
	popq	%rbx
	retq
.Lfunc_end2:
	.size	cumsum_block_omp, .Lfunc_end2-cumsum_block_omp

	.section	".note.GNU-stack","",@progbits
