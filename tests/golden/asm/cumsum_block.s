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
	.text
	.globl	cumsum_block_grid
	.p2align	4
	.type	cumsum_block_grid,@function
cumsum_block_grid:
	pushq	%rbp
	movq	%rsp, %rbp
	andq	$-64, %rsp
	subq	$1152, %rsp
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
	vpbroadcastq	%r10, %zmm2
	.p2align	4
.LBB0_4:
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_5:
	vpbroadcastd	%r10d, %zmm3
	vpord	%zmm0, %zmm3, %zmm3
	vpcmpgtd	%zmm3, %zmm1, %k1
	vextracti64x4	$1, %zmm3, %ymm4
	vpmovzxdq	%ymm4, %zmm4
	vpmovzxdq	%ymm3, %zmm3
	vmovq	%xmm3, %r11
	vmovdqu32	(%rsi,%r11,4), %zmm5 {%k1} {z}
	vpsllq	$2, %zmm3, %zmm3
	vpaddq	%zmm3, %zmm2, %zmm3
	vpsllq	$2, %zmm4, %zmm4
	vpaddq	%zmm4, %zmm2, %zmm4
	vmovdqu8	.LCPI0_1(%rip), %xmm6 {%k1} {z}
	vmovdqa	%xmm6, (%rsp,%r10)
	vmovdqa64	%zmm5, 320(%rsp,%r10,4)
	vmovdqa64	%zmm4, 640(%rsp,%r10,8)
	vmovdqa64	%zmm3, 576(%rsp,%r10,8)
	cmpq	$48, %r10
	leaq	16(%r10), %r10
	jb	.LBB0_5
	movl	320(%rsp), %r10d
	movl	%r10d, 64(%rsp)
	movl	$1, %r11d
	.p2align	4
.LBB0_7:
	addl	320(%rsp,%r11,4), %r10d
	movl	%r10d, 64(%rsp,%r11,4)
	incq	%r11
	cmpq	$64, %r11
	jne	.LBB0_7
	movq	$-16, %r10
	.p2align	4
.LBB0_9:
	vmovdqa64	128(%rsp,%r10,4), %zmm3
	vpsllw	$7, 16(%rsp,%r10), %xmm4
	vpmovb2m	%xmm4, %k1
	movq	704(%rsp,%r10,8), %r11
	vmovdqu32	%zmm3, (%r11) {%k1}
	addq	$16, %r10
	cmpq	$48, %r10
	jb	.LBB0_9
	incq	%rcx
	cmpq	%rdx, %rcx
	jl	.LBB0_4
	movq	%rax, %rcx
	lock		xaddq	%rcx, (%r8)
	cmpq	%r9, %rcx
	jl	.LBB0_3
.LBB0_11:
	movq	%rbp, %rsp
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
