	.file	"<string>"
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_0:
	.long	0x3f800000
.LCPI0_3:
	.long	3528531795
.LCPI0_5:
	.long	3449720151
.LCPI0_6:
	.long	0x2fffffff
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
.LCPI0_1:
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
.LCPI0_4:
	.long	1
	.long	17
	.long	3
	.long	19
	.long	5
	.long	21
	.long	7
	.long	23
	.long	9
	.long	25
	.long	11
	.long	27
	.long	13
	.long	29
	.long	15
	.long	31
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_2:
	.zero	16,1
	.text
	.globl	dropout_kernel_grid
	.p2align	4
	.type	dropout_kernel_grid,@function
dropout_kernel_grid:
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$10176, %rsp
	movq	16(%rbp), %r10
	movq	%r10, %rcx
	lock		xaddq	%rcx, (%r8)
	cmpq	%r9, %rcx
	jge	.LBB0_29
	vpbroadcastd	.LCPI0_3(%rip), %zmm3
	vmovdqa64	.LCPI0_4(%rip), %zmm4
	vpbroadcastd	.LCPI0_5(%rip), %zmm1
	vbroadcastss	.LCPI0_6(%rip), %zmm6
	.p2align	4
.LBB0_3:
	leaq	(%rcx,%r10), %r11
	cmpq	%r9, %r11
	cmovgeq	%r9, %r11
	movq	(%rdi), %rbx
	movq	8(%rdi), %r14
	movl	32(%rdi), %eax
	vpbroadcastd	16(%rdi), %zmm7
	movl	%eax, %edx
	sarl	$31, %edx
	vpbroadcastd	%eax, %zmm8
	vpsrad	$31, %zmm8, %zmm9
	leal	-1640531527(%rax), %r15d
	leal	-1150833019(%rdx), %r12d
	vpbroadcastd	%r15d, %zmm10
	vpbroadcastd	%r12d, %zmm11
	leal	1013904242(%rax), %r15d
	leal	1993301258(%rdx), %r12d
	vpbroadcastd	%r15d, %zmm12
	vpbroadcastd	%r12d, %zmm13
	leal	-626627285(%rax), %r15d
	leal	842468239(%rdx), %r12d
	vpbroadcastd	%r15d, %zmm14
	vpbroadcastd	%r12d, %zmm15
	leal	2027808484(%rax), %r15d
	leal	-308364780(%rdx), %r12d
	vpbroadcastd	%r15d, %zmm16
	vpbroadcastd	%r12d, %zmm17
	leal	387276957(%rax), %r15d
	leal	-1459197799(%rdx), %r12d
	vpbroadcastd	%r15d, %zmm18
	vpbroadcastd	%r12d, %zmm19
	leal	-1253254570(%rax), %r15d
	leal	1684936478(%rdx), %r12d
	vpbroadcastd	%r15d, %zmm20
	vpbroadcastd	%r12d, %zmm21
	leal	1401181199(%rax), %r15d
	leal	534103459(%rdx), %r12d
	vpbroadcastd	%r15d, %zmm22
	vpbroadcastd	%r12d, %zmm23
	addl	$-616729560, %edx
	vpbroadcastd	%edx, %zmm24
	addl	$-1879881855, %eax
	vpbroadcastd	%eax, %zmm25
	vbroadcastss	24(%rdi), %zmm26
	vmovss	.LCPI0_0(%rip), %xmm0
	vsubss	%xmm26, %xmm0, %xmm27
	vbroadcastss	%xmm27, %zmm27
	.p2align	4
.LBB0_4:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%esi
	shll	$6, %edx
	vpbroadcastd	%edx, %zmm28
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%ymm0, 736(%rsp)
	vmovaps	%ymm0, 704(%rsp)
	vmovaps	%ymm0, 672(%rsp)
	vmovaps	%ymm0, 640(%rsp)
	vmovaps	%ymm0, 608(%rsp)
	vmovaps	%ymm0, 576(%rsp)
	vpord	.LCPI0_1(%rip), %zmm28, %zmm28
	vmovaps	%ymm0, 544(%rsp)
	vmovaps	%ymm0, 512(%rsp)
	xorl	%eax, %eax
	.p2align	4
.LBB0_5:
	vpbroadcastd	%eax, %zmm29
	vpord	%zmm29, %zmm28, %zmm29
	vpcmpgtd	%zmm29, %zmm7, %k1
	vmovd	%xmm29, %edx
	movslq	%edx, %rdx
	vmovups	(%rbx,%rdx,4), %zmm30 {%k1} {z}
	vmovdqa64	%zmm29, 896(%rsp,%rax,4)
	vmovdqu8	.LCPI0_2(%rip), %xmm29 {%k1} {z}
	vmovdqa64	%xmm29, 832(%rsp,%rax)
	vmovaps	%zmm30, 9344(%rsp,%rax,4)
	cmpq	$48, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_5
	movq	$-16, %rax
	.p2align	4
.LBB0_7:
	vmovdqa64	960(%rsp,%rax,4), %zmm28
	vpmuludq	%zmm3, %zmm28, %zmm29
	vpshufd	$245, %zmm28, %zmm30
	vpmuludq	%zmm3, %zmm30, %zmm30
	vpermt2d	%zmm30, %zmm4, %zmm29
	vpxord	%zmm29, %zmm9, %zmm29
	vpmulld	%zmm3, %zmm28, %zmm28
	vmovdqa64	%zmm1, 64(%rsp,%rax,4)
	vmovdqa64	%zmm8, 9152(%rsp,%rax,4)
	vmovdqa64	%zmm3, 320(%rsp,%rax,4)
	vmovdqa64	%zmm29, 8896(%rsp,%rax,4)
	vmovdqa64	%zmm28, 8640(%rsp,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_7
	movq	$-16, %rax
	.p2align	4
.LBB0_9:
	vmovdqa64	64(%rsp,%rax,4), %zmm28
	vmovdqa64	8896(%rsp,%rax,4), %zmm29
	vpmuludq	%zmm28, %zmm29, %zmm30
	vpshufd	$245, %zmm28, %zmm31
	vpshufd	$245, %zmm29, %zmm0
	vpmuludq	%zmm31, %zmm0, %zmm0
	vpermt2d	%zmm0, %zmm4, %zmm30
	vmovdqa64	320(%rsp,%rax,4), %zmm0
	vpxord	%zmm30, %zmm10, %zmm30
	vmovdqa64	9152(%rsp,%rax,4), %zmm31
	vpmuludq	%zmm0, %zmm31, %zmm1
	vpshufd	$245, %zmm0, %zmm2
	vpshufd	$245, %zmm31, %zmm5
	vpmuludq	%zmm2, %zmm5, %zmm2
	vpermt2d	%zmm2, %zmm4, %zmm1
	vpternlogd	$150, 8640(%rsp,%rax,4), %zmm11, %zmm1
	vpmulld	%zmm28, %zmm29, %zmm2
	vpmulld	%zmm0, %zmm31, %zmm0
	vmovdqa64	%zmm30, 8384(%rsp,%rax,4)
	vmovdqa64	%zmm1, 8128(%rsp,%rax,4)
	vmovdqa64	%zmm2, 7872(%rsp,%rax,4)
	vmovdqa64	%zmm0, 7616(%rsp,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_9
	movq	$-16, %rax
	.p2align	4
.LBB0_11:
	vmovdqa64	64(%rsp,%rax,4), %zmm0
	vmovdqa64	8128(%rsp,%rax,4), %zmm1
	vpmuludq	%zmm0, %zmm1, %zmm2
	vpshufd	$245, %zmm0, %zmm5
	vpshufd	$245, %zmm1, %zmm28
	vpmuludq	%zmm5, %zmm28, %zmm5
	vpermt2d	%zmm5, %zmm4, %zmm2
	vpternlogd	$150, 7872(%rsp,%rax,4), %zmm12, %zmm2
	vmovdqa64	320(%rsp,%rax,4), %zmm5
	vmovdqa64	8384(%rsp,%rax,4), %zmm28
	vpmuludq	%zmm5, %zmm28, %zmm29
	vpshufd	$245, %zmm5, %zmm30
	vpshufd	$245, %zmm28, %zmm31
	vpmuludq	%zmm30, %zmm31, %zmm30
	vpermt2d	%zmm30, %zmm4, %zmm29
	vpternlogd	$150, 7616(%rsp,%rax,4), %zmm13, %zmm29
	vpmulld	%zmm0, %zmm1, %zmm0
	vpmulld	%zmm5, %zmm28, %zmm1
	vmovdqa64	%zmm2, 7360(%rsp,%rax,4)
	vmovdqa64	%zmm29, 7104(%rsp,%rax,4)
	vmovdqa64	%zmm0, 6848(%rsp,%rax,4)
	vmovdqa64	%zmm1, 6592(%rsp,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_11
	movq	$-16, %rax
	.p2align	4
.LBB0_13:
	vmovdqa64	64(%rsp,%rax,4), %zmm0
	vmovdqa64	7104(%rsp,%rax,4), %zmm1
	vpmuludq	%zmm0, %zmm1, %zmm2
	vpshufd	$245, %zmm0, %zmm5
	vpshufd	$245, %zmm1, %zmm28
	vpmuludq	%zmm5, %zmm28, %zmm5
	vpermt2d	%zmm5, %zmm4, %zmm2
	vpternlogd	$150, 6848(%rsp,%rax,4), %zmm14, %zmm2
	vmovdqa64	320(%rsp,%rax,4), %zmm5
	vmovdqa64	7360(%rsp,%rax,4), %zmm28
	vpmuludq	%zmm5, %zmm28, %zmm29
	vpshufd	$245, %zmm5, %zmm30
	vpshufd	$245, %zmm28, %zmm31
	vpmuludq	%zmm30, %zmm31, %zmm30
	vpermt2d	%zmm30, %zmm4, %zmm29
	vpternlogd	$150, 6592(%rsp,%rax,4), %zmm15, %zmm29
	vpmulld	%zmm0, %zmm1, %zmm0
	vpmulld	%zmm5, %zmm28, %zmm1
	vmovdqa64	%zmm2, 6336(%rsp,%rax,4)
	vmovdqa64	%zmm29, 6080(%rsp,%rax,4)
	vmovdqa64	%zmm0, 5824(%rsp,%rax,4)
	vmovdqa64	%zmm1, 5568(%rsp,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_13
	movq	$-16, %rax
	.p2align	4
.LBB0_15:
	vmovdqa64	64(%rsp,%rax,4), %zmm0
	vmovdqa64	6080(%rsp,%rax,4), %zmm1
	vpmuludq	%zmm0, %zmm1, %zmm2
	vpshufd	$245, %zmm0, %zmm5
	vpshufd	$245, %zmm1, %zmm28
	vpmuludq	%zmm5, %zmm28, %zmm5
	vpermt2d	%zmm5, %zmm4, %zmm2
	vpternlogd	$150, 5824(%rsp,%rax,4), %zmm16, %zmm2
	vmovdqa64	320(%rsp,%rax,4), %zmm5
	vmovdqa64	6336(%rsp,%rax,4), %zmm28
	vpmuludq	%zmm5, %zmm28, %zmm29
	vpshufd	$245, %zmm5, %zmm30
	vpshufd	$245, %zmm28, %zmm31
	vpmuludq	%zmm30, %zmm31, %zmm30
	vpermt2d	%zmm30, %zmm4, %zmm29
	vpternlogd	$150, 5568(%rsp,%rax,4), %zmm17, %zmm29
	vpmulld	%zmm0, %zmm1, %zmm0
	vpmulld	%zmm5, %zmm28, %zmm1
	vmovdqa64	%zmm2, 5312(%rsp,%rax,4)
	vmovdqa64	%zmm29, 5056(%rsp,%rax,4)
	vmovdqa64	%zmm0, 4800(%rsp,%rax,4)
	vmovdqa64	%zmm1, 4544(%rsp,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_15
	movq	$-16, %rax
	.p2align	4
.LBB0_17:
	vmovdqa64	64(%rsp,%rax,4), %zmm0
	vmovdqa64	5056(%rsp,%rax,4), %zmm1
	vpmuludq	%zmm0, %zmm1, %zmm2
	vpshufd	$245, %zmm0, %zmm5
	vpshufd	$245, %zmm1, %zmm28
	vpmuludq	%zmm5, %zmm28, %zmm5
	vpermt2d	%zmm5, %zmm4, %zmm2
	vpternlogd	$150, 4800(%rsp,%rax,4), %zmm18, %zmm2
	vmovdqa64	320(%rsp,%rax,4), %zmm5
	vmovdqa64	5312(%rsp,%rax,4), %zmm28
	vpmuludq	%zmm5, %zmm28, %zmm29
	vpshufd	$245, %zmm5, %zmm30
	vpshufd	$245, %zmm28, %zmm31
	vpmuludq	%zmm30, %zmm31, %zmm30
	vpermt2d	%zmm30, %zmm4, %zmm29
	vpternlogd	$150, 4544(%rsp,%rax,4), %zmm19, %zmm29
	vpmulld	%zmm0, %zmm1, %zmm0
	vpmulld	%zmm5, %zmm28, %zmm1
	vmovdqa64	%zmm2, 4288(%rsp,%rax,4)
	vmovdqa64	%zmm29, 4032(%rsp,%rax,4)
	vmovdqa64	%zmm0, 3776(%rsp,%rax,4)
	vmovdqa64	%zmm1, 3520(%rsp,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_17
	movq	$-16, %rax
	.p2align	4
.LBB0_19:
	vmovdqa64	64(%rsp,%rax,4), %zmm0
	vmovdqa64	4032(%rsp,%rax,4), %zmm1
	vpmuludq	%zmm0, %zmm1, %zmm2
	vpshufd	$245, %zmm0, %zmm5
	vpshufd	$245, %zmm1, %zmm28
	vpmuludq	%zmm5, %zmm28, %zmm5
	vpermt2d	%zmm5, %zmm4, %zmm2
	vpternlogd	$150, 3776(%rsp,%rax,4), %zmm20, %zmm2
	vmovdqa64	320(%rsp,%rax,4), %zmm5
	vmovdqa64	4288(%rsp,%rax,4), %zmm28
	vpmuludq	%zmm5, %zmm28, %zmm29
	vpshufd	$245, %zmm5, %zmm30
	vpshufd	$245, %zmm28, %zmm31
	vpmuludq	%zmm30, %zmm31, %zmm30
	vpermt2d	%zmm30, %zmm4, %zmm29
	vpternlogd	$150, 3520(%rsp,%rax,4), %zmm21, %zmm29
	vpmulld	%zmm0, %zmm1, %zmm0
	vpmulld	%zmm5, %zmm28, %zmm1
	vmovdqa64	%zmm2, 3264(%rsp,%rax,4)
	vmovdqa64	%zmm29, 3008(%rsp,%rax,4)
	vmovdqa64	%zmm0, 2752(%rsp,%rax,4)
	vmovdqa64	%zmm1, 2496(%rsp,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_19
	movq	$-16, %rax
	.p2align	4
.LBB0_21:
	vmovdqa64	64(%rsp,%rax,4), %zmm0
	vmovdqa64	3008(%rsp,%rax,4), %zmm1
	vpmuludq	%zmm0, %zmm1, %zmm2
	vpshufd	$245, %zmm0, %zmm0
	vpshufd	$245, %zmm1, %zmm1
	vpmuludq	%zmm0, %zmm1, %zmm0
	vpermt2d	%zmm0, %zmm4, %zmm2
	vpternlogd	$150, 2752(%rsp,%rax,4), %zmm22, %zmm2
	vmovdqa64	320(%rsp,%rax,4), %zmm0
	vmovdqa64	3264(%rsp,%rax,4), %zmm1
	vpmuludq	%zmm0, %zmm1, %zmm5
	vpshufd	$245, %zmm0, %zmm28
	vpshufd	$245, %zmm1, %zmm29
	vpmuludq	%zmm28, %zmm29, %zmm28
	vpermt2d	%zmm28, %zmm4, %zmm5
	vpternlogd	$150, 2496(%rsp,%rax,4), %zmm23, %zmm5
	vpmulld	%zmm0, %zmm1, %zmm0
	vmovdqa64	%zmm2, 2240(%rsp,%rax,4)
	vmovdqa64	%zmm5, 1984(%rsp,%rax,4)
	vmovdqa64	%zmm0, 1728(%rsp,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_21
	movq	$-16, %rax
	.p2align	4
.LBB0_23:
	vmovdqa64	320(%rsp,%rax,4), %zmm0
	vmovdqa64	2240(%rsp,%rax,4), %zmm1
	vpmuludq	%zmm0, %zmm1, %zmm2
	vpshufd	$245, %zmm0, %zmm0
	vpshufd	$245, %zmm1, %zmm1
	vpmuludq	%zmm0, %zmm1, %zmm0
	vpermt2d	%zmm0, %zmm4, %zmm2
	vpternlogd	$150, 1728(%rsp,%rax,4), %zmm24, %zmm2
	vmovdqa64	1984(%rsp,%rax,4), %zmm0
	vpmulld	64(%rsp,%rax,4), %zmm0, %zmm0
	vmovdqa64	%zmm2, 1472(%rsp,%rax,4)
	vmovdqa64	%zmm0, 1216(%rsp,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_23
	movq	$-16, %rax
	.p2align	4
.LBB0_25:
	vmovdqa64	64(%rsp,%rax,4), %zmm0
	vmovdqa64	1472(%rsp,%rax,4), %zmm1
	vpmuludq	%zmm0, %zmm1, %zmm2
	vpshufd	$245, %zmm0, %zmm0
	vpshufd	$245, %zmm1, %zmm1
	vpmuludq	%zmm0, %zmm1, %zmm0
	vpermt2d	%zmm0, %zmm4, %zmm2
	vpternlogd	$150, 1216(%rsp,%rax,4), %zmm25, %zmm2
	vmovdqa64	576(%rsp,%rax,4), %zmm0
	vpcmpgtd	%zmm2, %zmm0, %k1
	vmovdqa64	%zmm2, %zmm1
	vpternlogq	$15, %zmm2, %zmm2, %zmm1
	vpaddd	%zmm1, %zmm0, %zmm2 {%k1}
	vcvtdq2ps	%zmm2, %zmm0
	vmulps	%zmm6, %zmm0, %zmm0
	vpmovsxdq	992(%rsp,%rax,4), %zmm1
	vcmpltps	%zmm0, %zmm26, %k1
	vpmovsxdq	960(%rsp,%rax,4), %zmm0
	vpbroadcastq	%r14, %zmm2
	vpsllq	$2, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm2, %zmm0
	vpsllq	$2, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm2, %zmm1
	vmovdqu8	.LCPI0_2(%rip), %xmm2 {%k1} {z}
	vmovdqa	%xmm2, 784(%rsp,%rax)
	vmovdqa64	%zmm1, 9792(%rsp,%rax,8)
	vmovdqa64	%zmm0, 9728(%rsp,%rax,8)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_25
	movq	$-16, %rax
	.p2align	4
.LBB0_27:
	vmovaps	9408(%rsp,%rax,4), %zmm0
	vpsllw	$7, 784(%rsp,%rax), %xmm1
	vpmovb2m	%xmm1, %k1
	vdivps	%zmm27, %zmm0, %zmm0 {%k1} {z}
	vpsllw	$7, 848(%rsp,%rax), %xmm1
	vpmovb2m	%xmm1, %k1
	movq	9728(%rsp,%rax,8), %rdx
	vmovups	%zmm0, (%rdx) {%k1}
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_27
	incq	%rcx
	cmpq	%r11, %rcx
	vpbroadcastd	.LCPI0_5(%rip), %zmm1
	jl	.LBB0_4
	movq	%r10, %rcx
	lock		xaddq	%rcx, (%r8)
	cmpq	%r9, %rcx
	jl	.LBB0_3
.LBB0_29:
	leaq	-32(%rbp), %rsp
	popq	%rbx
	popq	%r12
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	dropout_kernel_grid, .Lfunc_end0-dropout_kernel_grid

	.globl	dropout_kernel_omp
	.p2align	4
	.type	dropout_kernel_omp,@function
dropout_kernel_omp:
	subq	$24, %rsp
	movq	%rdi, %r8
	movq	8(%rdi), %r9
	movq	16(%rdi), %rax
	movl	32(%rdi), %esi
	addq	$48, %rdi
	movq	%rax, (%rsp)
	callq	dropout_kernel_grid@PLT
	addq	$24, %rsp
	retq
.Lfunc_end1:
	.size	dropout_kernel_omp, .Lfunc_end1-dropout_kernel_omp

	.section	".note.GNU-stack","",@progbits
