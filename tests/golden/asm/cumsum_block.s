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
	.globl	cumsum_block_grid
	.p2align	4
	.type	cumsum_block_grid,@function
cumsum_block_grid:
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%rbx
	andq	$-64, %rsp
	subq	$576, %rsp
	movq	16(%rbp), %rax
	movq	%rax, %rcx
	lock		xaddq	%rcx, (%r8)
	cmpq	%r9, %rcx
	jge	.LBB0_11
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	.p2align	4
.LBB0_3:
	leaq	(%rcx,%rax), %rdx
	cmpq	%r9, %rdx
	cmovgeq	%r9, %rdx
	movq	(%rdi), %rsi
	movq	8(%rdi), %r10
	vpbroadcastd	16(%rdi), %zmm1
	.p2align	4
.LBB0_4:
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_5:
	vpbroadcastd	%r11d, %zmm2
	vpord	%zmm0, %zmm2, %zmm2
	vpcmpgtd	%zmm2, %zmm1, %k1
	movl	%r11d, %ebx
	vmovdqu32	(%rsi,%rbx,4), %zmm2 {%k1} {z}
	vmovdqa64	%zmm2, 256(%rsp,%r11,4)
	cmpq	$48, %r11
	leaq	16(%r11), %r11
	jb	.LBB0_5
	movl	256(%rsp), %r11d
	movl	%r11d, (%rsp)
	movl	$1, %ebx
	.p2align	4
.LBB0_7:
	addl	256(%rsp,%rbx,4), %r11d
	movl	%r11d, (%rsp,%rbx,4)
	incq	%rbx
	cmpq	$64, %rbx
	jne	.LBB0_7
	xorl	%r11d, %r11d
	.p2align	4
.LBB0_9:
	vpbroadcastd	%r11d, %zmm2
	vpord	%zmm0, %zmm2, %zmm2
	vmovdqa64	(%rsp,%r11,4), %zmm3
	vpcmpgtd	%zmm2, %zmm1, %k1
	movl	%r11d, %ebx
	vmovdqu32	%zmm3, (%r10,%rbx,4) {%k1}
	cmpq	$48, %r11
	leaq	16(%r11), %r11
	jb	.LBB0_9
	incq	%rcx
	cmpq	%rdx, %rcx
	jl	.LBB0_4
	movq	%rax, %rcx
	lock		xaddq	%rcx, (%r8)
	cmpq	%r9, %rcx
	jl	.LBB0_3
.LBB0_11:
	leaq	-8(%rbp), %rsp
	popq	%rbx
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	cumsum_block_grid, .Lfunc_end0-cumsum_block_grid

	.globl	cumsum_block_omp
	.p2align	4
	.type	cumsum_block_omp,@function
cumsum_block_omp:
	subq	$24, %rsp
	movq	%rdi, %r8
	movq	8(%rdi), %r9
	movq	16(%rdi), %rax
	addq	$48, %rdi
	movq	%rax, (%rsp)
	callq	cumsum_block_grid@PLT
	addq	$24, %rsp
	retq
.Lfunc_end1:
	.size	cumsum_block_omp, .Lfunc_end1-cumsum_block_omp

	.section	".note.GNU-stack","",@progbits
