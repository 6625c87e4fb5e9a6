	.file	"<string>"
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_0:
	.long	3528531795
.LCPI0_1:
	.long	0x3f800000
.LCPI0_2:
	.long	0x7fffffff
.LCPI0_3:
	.long	0x03800000
.LCPI0_4:
	.long	0x7b800000
.LCPI0_5:
	.long	0x7f800000
.LCPI0_6:
	.long	0x0f800000
.LCPI0_9:
	.long	3449720151
.LCPI0_10:
	.long	0x2fffffff
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
.LCPI0_7:
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
.LCPI0_8:
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
.LCPI0_11:
	.zero	16,1
	.text
	.p2align	4
	.type	dropout_kernel.chunks,@function
dropout_kernel.chunks:
	movq	%r8, %r10
	lock		xaddq	%r10, (%rdx)
	cmpq	%rcx, %r10
	jge	.LBB0_1
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	andq	$-64, %rsp
	subq	$768, %rsp
	movq	%rdx, %r9
	vpbroadcastd	.LCPI0_0(%rip), %zmm0
	vbroadcastss	.LCPI0_2(%rip), %zmm6
	vmovdqa64	.LCPI0_8(%rip), %zmm8
	xorl	%r11d, %r11d
	vpbroadcastd	.LCPI0_9(%rip), %zmm9
	vbroadcastss	.LCPI0_10(%rip), %zmm10
	jmp	.LBB0_5
	.p2align	4
.LBB0_4:
	incq	%r11
	movq	%r8, %r10
	lock		xaddq	%r10, (%r9)
	cmpq	%rcx, %r10
	jge	.LBB0_18
.LBB0_5:
	leaq	(%r10,%r8), %rbx
	cmpq	%rcx, %rbx
	cmovgeq	%rcx, %rbx
	movl	32(%rdi), %eax
	movl	%eax, %edx
	sarl	$31, %edx
	leal	-1640531527(%rax), %r14d
	vpbroadcastd	%r14d, %zmm11
	leal	-1150833019(%rdx), %r14d
	vpbroadcastd	%r14d, %zmm1
	leal	1013904242(%rax), %r14d
	vpbroadcastd	%r14d, %zmm14
	leal	1993301258(%rdx), %r14d
	vpbroadcastd	%r14d, %zmm3
	leal	-626627285(%rax), %r14d
	vpbroadcastd	%r14d, %zmm15
	leal	842468239(%rdx), %r14d
	vpbroadcastd	%r14d, %zmm16
	leal	2027808484(%rax), %r14d
	vpbroadcastd	%r14d, %zmm17
	leal	-308364780(%rdx), %r14d
	vpbroadcastd	%r14d, %zmm18
	leal	387276957(%rax), %r14d
	vpbroadcastd	%r14d, %zmm19
	leal	-1459197799(%rdx), %r14d
	vpbroadcastd	%r14d, %zmm20
	leal	-1253254570(%rax), %r14d
	vpbroadcastd	%r14d, %zmm21
	leal	1684936478(%rdx), %r14d
	vpbroadcastd	%r14d, %zmm13
	leal	1401181199(%rax), %r14d
	vpbroadcastd	%r14d, %zmm22
	leal	534103459(%rdx), %r14d
	vpbroadcastd	%r14d, %zmm23
	addl	$-616729560, %edx
	vpbroadcastd	%edx, %zmm12
	movq	(%rdi), %r14
	vpbroadcastd	%eax, %zmm4
	addl	$-1879881855, %eax
	vpbroadcastd	%eax, %zmm24
	movq	8(%rdi), %r15
	vpbroadcastd	16(%rdi), %zmm26
	vpsrad	$31, %zmm4, %zmm25
	vpmuludq	%zmm0, %zmm4, %zmm5
	vpshufd	$245, %zmm5, %zmm5
	vpxord	%zmm5, %zmm1, %zmm28
	vpmulld	%zmm0, %zmm4, %zmm1
	vbroadcastss	24(%rdi), %zmm29
	vpxord	%zmm1, %zmm3, %zmm30
	vmovss	.LCPI0_1(%rip), %xmm2
	vsubss	%xmm29, %xmm2, %xmm1
	vbroadcastss	%xmm1, %zmm31
	vdivss	%xmm1, %xmm2, %xmm1
	vbroadcastss	%xmm1, %zmm27
	vandps	%zmm6, %zmm31, %zmm1
	vbroadcastss	.LCPI0_3(%rip), %zmm2
	vcmpleps	%zmm1, %zmm2, %k1
	vbroadcastss	.LCPI0_4(%rip), %zmm4
	vcmpleps	%zmm4, %zmm1, %k1 {%k1}
	vmulps	%zmm2, %zmm1, %zmm3
	vbroadcastss	.LCPI0_5(%rip), %zmm5
	vmaxps	.LCPI0_6(%rip){1to16}, %zmm3, %zmm5 {%k1}
	vmulps	%zmm4, %zmm1, %zmm1
	vminps	%zmm4, %zmm1, %zmm1
	vmovdqa64	%zmm25, 64(%rsp)
	vmovaps	%zmm27, (%rsp)
	jmp	.LBB0_6
	.p2align	4
.LBB0_17:
	incq	%r10
	cmpq	%rbx, %r10
	jge	.LBB0_4
.LBB0_6:
	movl	%r10d, %eax
	xorl	%edx, %edx
	divl	%esi
	shll	$6, %edx
	vpbroadcastd	%edx, %zmm3
	vpord	.LCPI0_7(%rip), %zmm3, %zmm3
	xorl	%eax, %eax
	.p2align	4
.LBB0_7:
	vpbroadcastd	%eax, %zmm4
	vpord	%zmm3, %zmm4, %zmm4
	vpcmpgtd	%zmm4, %zmm26, %k2
	vmovd	%xmm4, %edx
	movslq	%edx, %rdx
	vmovups	(%r14,%rdx,4), %zmm4 {%k2} {z}
	vmovaps	%zmm4, 448(%rsp,%rax,4)
	cmpq	$48, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_7
	xorl	%eax, %eax
	.p2align	4
.LBB0_9:
	vpbroadcastd	%eax, %zmm4
	vpord	%zmm3, %zmm4, %zmm4
	vpmuludq	%zmm0, %zmm4, %zmm7
	vpshufd	$245, %zmm4, %zmm4
	vpmuludq	%zmm0, %zmm4, %zmm4
	vpermt2d	%zmm4, %zmm8, %zmm7
	vpxord	%zmm7, %zmm25, %zmm4
	vmovdqa64	%zmm4, 192(%rsp,%rax,4)
	cmpq	$48, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_9
	xorl	%eax, %eax
	.p2align	4
.LBB0_11:
	vmovdqa64	192(%rsp,%rax,4), %zmm4
	vpmuludq	%zmm9, %zmm4, %zmm7
	vpshufd	$245, %zmm4, %zmm2
	vpmuludq	%zmm9, %zmm2, %zmm2
	vpermt2d	%zmm2, %zmm8, %zmm7
	vpxord	%zmm7, %zmm11, %zmm2
	vpbroadcastd	%eax, %zmm7
	vpaddd	%zmm7, %zmm3, %zmm7
	vpmulld	%zmm0, %zmm7, %zmm7
	vpxord	%zmm7, %zmm28, %zmm7
	vpmulld	%zmm9, %zmm4, %zmm4
	vmovdqa64	%zmm12, %zmm25
	vmovaps	%zmm10, %zmm12
	vpmuludq	%zmm9, %zmm7, %zmm10
	vmovdqa64	%zmm24, %zmm27
	vmovdqa64	%zmm23, %zmm24
	vmovdqa64	%zmm22, %zmm23
	vmovdqa64	%zmm13, %zmm22
	vmovdqa64	%zmm11, %zmm13
	vpshufd	$245, %zmm7, %zmm11
	vpmuludq	%zmm9, %zmm11, %zmm11
	vpermt2d	%zmm11, %zmm8, %zmm10
	vpternlogd	$150, %zmm14, %zmm4, %zmm10
	vpmuludq	%zmm0, %zmm2, %zmm4
	vpshufd	$245, %zmm2, %zmm11
	vpmuludq	%zmm0, %zmm11, %zmm11
	vpermt2d	%zmm11, %zmm8, %zmm4
	vpxord	%zmm4, %zmm30, %zmm4
	vpmulld	%zmm9, %zmm7, %zmm7
	vpmulld	%zmm0, %zmm2, %zmm2
	vpmuludq	%zmm9, %zmm4, %zmm11
	vpshufd	$245, %zmm4, %zmm6
	vpmuludq	%zmm9, %zmm6, %zmm6
	vpermt2d	%zmm6, %zmm8, %zmm11
	vpternlogd	$150, %zmm15, %zmm7, %zmm11
	vpmuludq	%zmm0, %zmm10, %zmm6
	vpshufd	$245, %zmm10, %zmm7
	vpmuludq	%zmm0, %zmm7, %zmm7
	vpermt2d	%zmm7, %zmm8, %zmm6
	vpmulld	%zmm9, %zmm4, %zmm4
	vpmulld	%zmm0, %zmm10, %zmm7
	vpternlogd	$150, %zmm16, %zmm2, %zmm6
	vpmuludq	%zmm9, %zmm6, %zmm2
	vpshufd	$245, %zmm6, %zmm10
	vpmuludq	%zmm9, %zmm10, %zmm10
	vpermt2d	%zmm10, %zmm8, %zmm2
	vpternlogd	$150, %zmm17, %zmm4, %zmm2
	vpmuludq	%zmm0, %zmm11, %zmm4
	vpshufd	$245, %zmm11, %zmm10
	vpmuludq	%zmm0, %zmm10, %zmm10
	vpermt2d	%zmm10, %zmm8, %zmm4
	vpmulld	%zmm9, %zmm6, %zmm6
	vpternlogd	$150, %zmm18, %zmm7, %zmm4
	vpmulld	%zmm0, %zmm11, %zmm7
	vpmuludq	%zmm9, %zmm4, %zmm10
	vpshufd	$245, %zmm4, %zmm11
	vpmuludq	%zmm9, %zmm11, %zmm11
	vpermt2d	%zmm11, %zmm8, %zmm10
	vpternlogd	$150, %zmm19, %zmm6, %zmm10
	vpmuludq	%zmm0, %zmm2, %zmm6
	vpshufd	$245, %zmm2, %zmm11
	vpmuludq	%zmm0, %zmm11, %zmm11
	vpermt2d	%zmm11, %zmm8, %zmm6
	vpternlogd	$150, %zmm20, %zmm7, %zmm6
	vpmulld	%zmm9, %zmm4, %zmm4
	vpmulld	%zmm0, %zmm2, %zmm2
	vpmuludq	%zmm9, %zmm6, %zmm7
	vpshufd	$245, %zmm6, %zmm11
	vpmuludq	%zmm9, %zmm11, %zmm11
	vpermt2d	%zmm11, %zmm8, %zmm7
	vpternlogd	$150, %zmm21, %zmm4, %zmm7
	vpmuludq	%zmm0, %zmm10, %zmm4
	vpshufd	$245, %zmm10, %zmm11
	vpmuludq	%zmm0, %zmm11, %zmm11
	vpermt2d	%zmm11, %zmm8, %zmm4
	vmovdqa64	%zmm13, %zmm11
	vmovdqa64	%zmm22, %zmm13
	vmovdqa64	%zmm23, %zmm22
	vmovdqa64	%zmm24, %zmm23
	vmovdqa64	%zmm27, %zmm24
	vpmulld	%zmm9, %zmm6, %zmm6
	vpmulld	%zmm0, %zmm10, %zmm10
	vpternlogd	$150, %zmm13, %zmm2, %zmm4
	vpmuludq	%zmm9, %zmm4, %zmm2
	vpshufd	$245, %zmm4, %zmm4
	vpmuludq	%zmm9, %zmm4, %zmm4
	vpermt2d	%zmm4, %zmm8, %zmm2
	vpternlogd	$150, %zmm22, %zmm6, %zmm2
	vpmuludq	%zmm0, %zmm7, %zmm4
	vpshufd	$245, %zmm7, %zmm6
	vpmuludq	%zmm0, %zmm6, %zmm6
	vpermt2d	%zmm6, %zmm8, %zmm4
	vpmulld	%zmm0, %zmm7, %zmm6
	vpternlogd	$150, %zmm23, %zmm10, %zmm4
	vmovaps	%zmm12, %zmm10
	vmovdqa64	%zmm25, %zmm12
	vpmuludq	%zmm0, %zmm2, %zmm7
	vpshufd	$245, %zmm2, %zmm2
	vpmuludq	%zmm0, %zmm2, %zmm2
	vpermt2d	%zmm2, %zmm8, %zmm7
	vpternlogd	$150, %zmm25, %zmm6, %zmm7
	vpmulld	%zmm9, %zmm4, %zmm2
	vpmuludq	%zmm9, %zmm7, %zmm4
	vpshufd	$245, %zmm7, %zmm6
	vpmuludq	%zmm9, %zmm6, %zmm6
	vpermt2d	%zmm6, %zmm8, %zmm4
	vpternlogd	$150, %zmm27, %zmm2, %zmm4
	vpsrad	$31, %zmm4, %zmm2
	vpxord	%zmm4, %zmm2, %zmm2
	vcvtdq2ps	%zmm2, %zmm2
	vmulps	%zmm10, %zmm2, %zmm2
	vcmpltps	%zmm2, %zmm29, %k2
	vmovdqu8	.LCPI0_11(%rip), %xmm2 {%k2} {z}
	vmovdqa	%xmm2, 128(%rsp,%rax)
	cmpq	$48, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_11
	xorl	%eax, %eax
	vbroadcastss	.LCPI0_2(%rip), %zmm6
	vpxor	%xmm7, %xmm7, %xmm7
	vmovdqa64	64(%rsp), %zmm25
	vmovaps	(%rsp), %zmm27
	jmp	.LBB0_13
	.p2align	4
.LBB0_15:
	vdivps	%zmm31, %zmm4, %zmm4
.LBB0_16:
	vpsllw	$7, 128(%rsp,%rax), %xmm2
	vpmovb2m	%xmm2, %k2
	vmovaps	%zmm4, %zmm2 {%k2} {z}
	vpbroadcastd	%eax, %zmm4
	vpord	%zmm3, %zmm4, %zmm4
	vpcmpgtd	%zmm4, %zmm26, %k2
	vmovd	%xmm4, %edx
	movslq	%edx, %rdx
	vmovups	%zmm2, (%r15,%rdx,4) {%k2}
	cmpq	$48, %rax
	leaq	16(%rax), %rax
	jae	.LBB0_17
.LBB0_13:
	vmovaps	448(%rsp,%rax,4), %zmm4
	vcmpeqps	%zmm7, %zmm4, %k2
	vandps	%zmm6, %zmm4, %zmm2
	vcmpleps	%zmm2, %zmm5, %k3
	vcmpleps	%zmm1, %zmm2, %k0 {%k3}
	korw	%k0, %k2, %k0
	kandw	%k0, %k1, %k0
	kortestw	%k0, %k0
	jae	.LBB0_15
	vmulps	%zmm4, %zmm27, %zmm2
	vfnmadd231ps	%zmm31, %zmm2, %zmm4
	vfmadd213ps	%zmm2, %zmm27, %zmm4
	vmovaps	%zmm2, %zmm4 {%k2}
	jmp	.LBB0_16
.LBB0_1:
	xorl	%r11d, %r11d
	movq	%r11, %rax
	retq
.LBB0_18:
	leaq	-24(%rbp), %rsp
	popq	%rbx
	popq	%r14
	popq	%r15
	popq	%rbp
	movq	%r11, %rax
	vzeroupper
	retq
.Lfunc_end0:
	.size	dropout_kernel.chunks, .Lfunc_end0-dropout_kernel.chunks

	.globl	dropout_kernel_grid
	.p2align	4
	.type	dropout_kernel_grid,@function
dropout_kernel_grid:
	movq	%r9, %rcx
	movq	%r8, %rdx
	movq	8(%rsp), %r8
	jmp	dropout_kernel.chunks
.Lfunc_end1:
	.size	dropout_kernel_grid, .Lfunc_end1-dropout_kernel_grid

	.globl	dropout_kernel_omp
	.p2align	4
	.type	dropout_kernel_omp,@function
dropout_kernel_omp:
	pushq	%rbx
	movq	%rdi, %rbx
	movq	8(%rdi), %rcx
	movq	16(%rdi), %r8
	movl	32(%rdi), %esi
	addq	$48, %rdi
	movq	%rbx, %rdx
	callq	dropout_kernel.chunks
	testq	%rax, %rax
	je	.LBB2_2
	lock		incl	44(%rbx)
.LBB2_2:
	popq	%rbx
	retq
.Lfunc_end2:
	.size	dropout_kernel_omp, .Lfunc_end2-dropout_kernel_omp

	.section	".note.GNU-stack","",@progbits
