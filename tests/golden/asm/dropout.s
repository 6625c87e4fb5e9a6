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
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$1408, %rsp
	movq	%rcx, 48(%rsp)
	movq	%rdx, 40(%rsp)
	vpbroadcastd	.LCPI0_0(%rip), %zmm0
	vbroadcastss	.LCPI0_2(%rip), %zmm7
	vmovdqa64	.LCPI0_7(%rip), %zmm10
	vmovdqa64	.LCPI0_8(%rip), %zmm8
	xorl	%r11d, %r11d
	vpbroadcastd	.LCPI0_9(%rip), %zmm9
	vbroadcastss	.LCPI0_10(%rip), %zmm11
	movq	%r9, 32(%rsp)
	movq	%r8, 24(%rsp)
	jmp	.LBB0_1
	.p2align	4
.LBB0_25:
	incq	%r11
	movq	24(%rsp), %r8
	cmpq	%r8, 56(%rsp)
	movq	32(%rsp), %r9
	jge	.LBB0_26
.LBB0_1:
	movq	%r9, %rbx
	movq	40(%rsp), %rax
	lock		xaddq	%rbx, (%rax)
	addq	48(%rsp), %rbx
	cmpq	%r8, %rbx
	jge	.LBB0_26
	leaq	(%rbx,%r9), %rax
	cmpq	%r8, %rax
	movq	%r8, %r15
	movq	%rax, 56(%rsp)
	cmovlq	%rax, %r15
	movl	32(%rdi), %eax
	movl	%eax, %ecx
	sarl	$31, %ecx
	leal	-1640531527(%rax), %edx
	vpbroadcastd	%edx, %zmm12
	leal	-1150833019(%rcx), %edx
	vpbroadcastd	%edx, %zmm1
	leal	1013904242(%rax), %edx
	vpbroadcastd	%edx, %zmm14
	leal	1993301258(%rcx), %edx
	vpbroadcastd	%edx, %zmm3
	leal	-626627285(%rax), %edx
	vpbroadcastd	%edx, %zmm13
	leal	842468239(%rcx), %edx
	vpbroadcastd	%edx, %zmm15
	leal	2027808484(%rax), %edx
	vpbroadcastd	%edx, %zmm16
	leal	-308364780(%rcx), %edx
	vpbroadcastd	%edx, %zmm17
	leal	387276957(%rax), %edx
	vpbroadcastd	%edx, %zmm18
	leal	-1459197799(%rcx), %edx
	vpbroadcastd	%edx, %zmm19
	leal	-1253254570(%rax), %edx
	vpbroadcastd	%edx, %zmm20
	leal	1684936478(%rcx), %edx
	vpbroadcastd	%edx, %zmm31
	leal	1401181199(%rax), %edx
	vpbroadcastd	%edx, %zmm23
	leal	534103459(%rcx), %edx
	vpbroadcastd	%edx, %zmm24
	movq	(%rdi), %r12
	addl	$-616729560, %ecx
	vpbroadcastd	%ecx, %zmm25
	movq	8(%rdi), %r13
	vpbroadcastd	%eax, %zmm4
	addl	$-1879881855, %eax
	vpbroadcastd	%eax, %zmm26
	movl	16(%rdi), %r10d
	vpsrad	$31, %zmm4, %zmm21
	vpmuludq	%zmm0, %zmm4, %zmm5
	vpshufd	$245, %zmm5, %zmm5
	vpxord	%zmm5, %zmm1, %zmm27
	vpmulld	%zmm0, %zmm4, %zmm1
	vpxord	%zmm1, %zmm3, %zmm22
	vbroadcastss	24(%rdi), %zmm28
	vmovss	.LCPI0_1(%rip), %xmm2
	vsubss	%xmm28, %xmm2, %xmm1
	vbroadcastss	%xmm1, %zmm29
	vdivss	%xmm1, %xmm2, %xmm1
	vbroadcastss	%xmm1, %zmm30
	vandps	%zmm7, %zmm29, %zmm1
	vbroadcastss	.LCPI0_3(%rip), %zmm2
	vcmpleps	%zmm1, %zmm2, %k1
	vbroadcastss	.LCPI0_4(%rip), %zmm4
	vcmpleps	%zmm4, %zmm1, %k1 {%k1}
	vmulps	%zmm2, %zmm1, %zmm3
	vbroadcastss	.LCPI0_5(%rip), %zmm5
	vmaxps	.LCPI0_6(%rip){1to16}, %zmm3, %zmm5 {%k1}
	vmulps	%zmm4, %zmm1, %zmm1
	vminps	%zmm4, %zmm1, %zmm6
	vpbroadcastd	%r10d, %zmm1
	vmovdqa64	%zmm13, 768(%rsp)
	vmovdqa64	%zmm15, 704(%rsp)
	vmovdqa64	%zmm16, 640(%rsp)
	vmovdqa64	%zmm17, 576(%rsp)
	vmovdqa64	%zmm18, 512(%rsp)
	vmovdqa64	%zmm19, 448(%rsp)
	vmovdqa64	%zmm20, 384(%rsp)
	vmovdqa64	%zmm21, 192(%rsp)
	vmovdqa64	%zmm22, 320(%rsp)
	vmovaps	%zmm29, 128(%rsp)
	vmovaps	%zmm30, 64(%rsp)
	jmp	.LBB0_3
	.p2align	4
.LBB0_24:
	incq	%rbx
	cmpq	%r15, %rbx
	vmovdqa64	.LCPI0_7(%rip), %zmm10
	jge	.LBB0_25
.LBB0_3:
	movl	%ebx, %eax
	xorl	%edx, %edx
	divl	%esi
	shll	$6, %edx
	leal	63(%rdx), %eax
	cmpl	%r10d, %eax
	jge	.LBB0_7
	movq	$-16, %rcx
	xorl	%r14d, %r14d
	.p2align	4
.LBB0_5:
	movl	%edx, %r9d
	orl	%r14d, %r9d
	movslq	%r9d, %r9
	vmovdqu64	(%r12,%r9,4), %zmm3
	vmovdqa64	%zmm3, 896(%rsp,%rcx,4)
	addq	$16, %r14
	addq	$16, %rcx
	cmpq	$48, %rcx
	jb	.LBB0_5
	vpbroadcastd	%edx, %zmm4
	vpord	%zmm10, %zmm4, %zmm3
	jmp	.LBB0_9
	.p2align	4
.LBB0_7:
	vpbroadcastd	%edx, %zmm4
	vpord	%zmm10, %zmm4, %zmm3
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_8:
	vpbroadcastd	%ecx, %zmm7
	vpord	%zmm3, %zmm7, %zmm7
	vpcmpgtd	%zmm7, %zmm1, %k2
	vmovd	%xmm7, %r9d
	movslq	%r9d, %r9
	vmovups	(%r12,%r9,4), %zmm7 {%k2} {z}
	vmovaps	%zmm7, 832(%rsp,%rcx,4)
	cmpq	$48, %rcx
	leaq	16(%rcx), %rcx
	jb	.LBB0_8
.LBB0_9:
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_10:
	vpbroadcastd	%ecx, %zmm7
	vpord	%zmm3, %zmm7, %zmm7
	vpmuludq	%zmm0, %zmm7, %zmm2
	vpshufd	$245, %zmm7, %zmm7
	vpmuludq	%zmm0, %zmm7, %zmm7
	vpermt2d	%zmm7, %zmm8, %zmm2
	vpxord	%zmm2, %zmm21, %zmm2
	vmovdqa64	%zmm2, 1088(%rsp,%rcx,4)
	cmpq	$48, %rcx
	leaq	16(%rcx), %rcx
	jb	.LBB0_10
	vpaddd	%zmm10, %zmm4, %zmm4
	xorl	%ecx, %ecx
	vmovdqa64	768(%rsp), %zmm16
	vmovdqa64	704(%rsp), %zmm17
	vmovdqa64	640(%rsp), %zmm18
	vmovdqa64	576(%rsp), %zmm19
	vmovdqa64	512(%rsp), %zmm20
	vmovdqa64	448(%rsp), %zmm21
	vmovdqa64	384(%rsp), %zmm22
	vmovdqa64	320(%rsp), %zmm29
	.p2align	4
.LBB0_12:
	vmovdqa64	1088(%rsp,%rcx,4), %zmm2
	vpmuludq	%zmm9, %zmm2, %zmm7
	vpshufd	$245, %zmm2, %zmm10
	vpmuludq	%zmm9, %zmm10, %zmm10
	vpermt2d	%zmm10, %zmm8, %zmm7
	vpxord	%zmm7, %zmm12, %zmm7
	vpbroadcastd	%ecx, %zmm10
	vpaddd	%zmm10, %zmm4, %zmm10
	vpmulld	%zmm0, %zmm10, %zmm10
	vpxord	%zmm10, %zmm27, %zmm10
	vpmulld	%zmm9, %zmm2, %zmm2
	vmovaps	%zmm11, %zmm13
	vpmuludq	%zmm9, %zmm10, %zmm11
	vmovaps	%zmm28, %zmm30
	vmovdqa64	%zmm27, %zmm28
	vmovdqa64	%zmm26, %zmm27
	vmovdqa64	%zmm25, %zmm26
	vmovdqa64	%zmm24, %zmm25
	vmovdqa64	%zmm23, %zmm24
	vmovdqa64	%zmm31, %zmm23
	vpshufd	$245, %zmm10, %zmm31
	vpmuludq	%zmm9, %zmm31, %zmm31
	vpermt2d	%zmm31, %zmm8, %zmm11
	vpternlogd	$150, %zmm14, %zmm2, %zmm11
	vpmuludq	%zmm0, %zmm7, %zmm2
	vpshufd	$245, %zmm7, %zmm31
	vpmuludq	%zmm0, %zmm31, %zmm31
	vpermt2d	%zmm31, %zmm8, %zmm2
	vpxord	%zmm2, %zmm29, %zmm2
	vpmulld	%zmm9, %zmm10, %zmm10
	vpmulld	%zmm0, %zmm7, %zmm7
	vpmuludq	%zmm9, %zmm2, %zmm31
	vmovdqa64	%zmm14, %zmm15
	vmovdqa64	%zmm12, %zmm14
	vpshufd	$245, %zmm2, %zmm12
	vpmuludq	%zmm9, %zmm12, %zmm12
	vpermt2d	%zmm12, %zmm8, %zmm31
	vpternlogd	$150, %zmm16, %zmm10, %zmm31
	vpmuludq	%zmm0, %zmm11, %zmm10
	vpshufd	$245, %zmm11, %zmm12
	vpmuludq	%zmm0, %zmm12, %zmm12
	vpermt2d	%zmm12, %zmm8, %zmm10
	vpmulld	%zmm9, %zmm2, %zmm2
	vpmulld	%zmm0, %zmm11, %zmm11
	vpternlogd	$150, %zmm17, %zmm7, %zmm10
	vpmuludq	%zmm9, %zmm10, %zmm7
	vpshufd	$245, %zmm10, %zmm12
	vpmuludq	%zmm9, %zmm12, %zmm12
	vpermt2d	%zmm12, %zmm8, %zmm7
	vpternlogd	$150, %zmm18, %zmm2, %zmm7
	vpmuludq	%zmm0, %zmm31, %zmm2
	vpshufd	$245, %zmm31, %zmm12
	vpmuludq	%zmm0, %zmm12, %zmm12
	vpermt2d	%zmm12, %zmm8, %zmm2
	vpmulld	%zmm9, %zmm10, %zmm10
	vpternlogd	$150, %zmm19, %zmm11, %zmm2
	vpmulld	%zmm0, %zmm31, %zmm11
	vpmuludq	%zmm9, %zmm2, %zmm12
	vpshufd	$245, %zmm2, %zmm31
	vpmuludq	%zmm9, %zmm31, %zmm31
	vpermt2d	%zmm31, %zmm8, %zmm12
	vpternlogd	$150, %zmm20, %zmm10, %zmm12
	vpmuludq	%zmm0, %zmm7, %zmm10
	vpshufd	$245, %zmm7, %zmm31
	vpmuludq	%zmm0, %zmm31, %zmm31
	vpermt2d	%zmm31, %zmm8, %zmm10
	vpternlogd	$150, %zmm21, %zmm11, %zmm10
	vpmulld	%zmm9, %zmm2, %zmm2
	vpmulld	%zmm0, %zmm7, %zmm7
	vpmuludq	%zmm9, %zmm10, %zmm11
	vpshufd	$245, %zmm10, %zmm31
	vpmuludq	%zmm9, %zmm31, %zmm31
	vpermt2d	%zmm31, %zmm8, %zmm11
	vpternlogd	$150, %zmm22, %zmm2, %zmm11
	vpmuludq	%zmm0, %zmm12, %zmm2
	vpshufd	$245, %zmm12, %zmm31
	vpmuludq	%zmm0, %zmm31, %zmm31
	vpermt2d	%zmm31, %zmm8, %zmm2
	vmovdqa64	%zmm23, %zmm31
	vmovdqa64	%zmm24, %zmm23
	vmovdqa64	%zmm25, %zmm24
	vmovdqa64	%zmm26, %zmm25
	vmovdqa64	%zmm27, %zmm26
	vmovdqa64	%zmm28, %zmm27
	vmovaps	%zmm30, %zmm28
	vpmulld	%zmm9, %zmm10, %zmm10
	vpmulld	%zmm0, %zmm12, %zmm12
	vpternlogd	$150, %zmm31, %zmm7, %zmm2
	vpmuludq	%zmm9, %zmm2, %zmm7
	vpshufd	$245, %zmm2, %zmm2
	vpmuludq	%zmm9, %zmm2, %zmm2
	vpermt2d	%zmm2, %zmm8, %zmm7
	vpternlogd	$150, %zmm23, %zmm10, %zmm7
	vpmuludq	%zmm0, %zmm11, %zmm2
	vpshufd	$245, %zmm11, %zmm10
	vpmuludq	%zmm0, %zmm10, %zmm10
	vpermt2d	%zmm10, %zmm8, %zmm2
	vpmulld	%zmm0, %zmm11, %zmm10
	vpternlogd	$150, %zmm24, %zmm12, %zmm2
	vmovdqa64	%zmm14, %zmm12
	vmovdqa64	%zmm15, %zmm14
	vpmuludq	%zmm0, %zmm7, %zmm11
	vpshufd	$245, %zmm7, %zmm7
	vpmuludq	%zmm0, %zmm7, %zmm7
	vpermt2d	%zmm7, %zmm8, %zmm11
	vpternlogd	$150, %zmm25, %zmm10, %zmm11
	vpmulld	%zmm9, %zmm2, %zmm2
	vpmuludq	%zmm9, %zmm11, %zmm7
	vpshufd	$245, %zmm11, %zmm10
	vmovaps	%zmm13, %zmm11
	vpmuludq	%zmm9, %zmm10, %zmm10
	vpermt2d	%zmm10, %zmm8, %zmm7
	vpternlogd	$150, %zmm26, %zmm2, %zmm7
	vpsrad	$31, %zmm7, %zmm2
	vpxord	%zmm7, %zmm2, %zmm2
	vcvtdq2ps	%zmm2, %zmm2
	vmulps	%zmm13, %zmm2, %zmm2
	vcmpltps	%zmm2, %zmm30, %k2
	vmovdqu8	.LCPI0_11(%rip), %xmm2 {%k2} {z}
	vmovdqa	%xmm2, 256(%rsp,%rcx)
	cmpq	$48, %rcx
	leaq	16(%rcx), %rcx
	jb	.LBB0_12
	cmpl	%r10d, %eax
	jge	.LBB0_14
	movq	$-16, %rax
	xorl	%ecx, %ecx
	vbroadcastss	.LCPI0_2(%rip), %zmm7
	vpxor	%xmm4, %xmm4, %xmm4
	vmovdqa64	192(%rsp), %zmm21
	vmovaps	128(%rsp), %zmm29
	vmovaps	64(%rsp), %zmm30
	jmp	.LBB0_18
	.p2align	4
.LBB0_20:
	vdivps	%zmm29, %zmm3, %zmm3
.LBB0_21:
	vpsllw	$7, 272(%rsp,%rax), %xmm2
	vpmovb2m	%xmm2, %k2
	vmovaps	%zmm3, %zmm2 {%k2} {z}
	movl	%edx, %r9d
	orl	%ecx, %r9d
	movslq	%r9d, %r9
	vmovups	%zmm2, (%r13,%r9,4)
	addq	$16, %rcx
	addq	$16, %rax
	cmpq	$48, %rax
	jae	.LBB0_24
.LBB0_18:
	vmovaps	896(%rsp,%rax,4), %zmm3
	vcmpeqps	%zmm4, %zmm3, %k2
	vandps	%zmm7, %zmm3, %zmm2
	vcmpleps	%zmm2, %zmm5, %k3
	vcmpleps	%zmm6, %zmm2, %k0 {%k3}
	korw	%k0, %k2, %k0
	kandw	%k0, %k1, %k0
	kortestw	%k0, %k0
	jae	.LBB0_20
	vmulps	%zmm3, %zmm30, %zmm2
	vfnmadd231ps	%zmm29, %zmm2, %zmm3
	vfmadd213ps	%zmm2, %zmm30, %zmm3
	vmovaps	%zmm2, %zmm3 {%k2}
	jmp	.LBB0_21
	.p2align	4
.LBB0_14:
	xorl	%eax, %eax
	vbroadcastss	.LCPI0_2(%rip), %zmm7
	vpxor	%xmm10, %xmm10, %xmm10
	vmovdqa64	192(%rsp), %zmm21
	vmovaps	128(%rsp), %zmm29
	vmovaps	64(%rsp), %zmm30
	jmp	.LBB0_15
	.p2align	4
.LBB0_16:
	vmulps	%zmm4, %zmm30, %zmm2
	vfnmadd231ps	%zmm29, %zmm2, %zmm4
	vfmadd213ps	%zmm2, %zmm30, %zmm4
	vmovaps	%zmm2, %zmm4 {%k2}
.LBB0_23:
	vpsllw	$7, 256(%rsp,%rax), %xmm2
	vpmovb2m	%xmm2, %k2
	vmovaps	%zmm4, %zmm2 {%k2} {z}
	vpbroadcastd	%eax, %zmm4
	vpord	%zmm3, %zmm4, %zmm4
	vpcmpgtd	%zmm4, %zmm1, %k2
	vmovd	%xmm4, %ecx
	movslq	%ecx, %rcx
	vmovups	%zmm2, (%r13,%rcx,4) {%k2}
	cmpq	$48, %rax
	leaq	16(%rax), %rax
	jae	.LBB0_24
.LBB0_15:
	vmovaps	832(%rsp,%rax,4), %zmm4
	vcmpeqps	%zmm10, %zmm4, %k2
	vandps	%zmm7, %zmm4, %zmm2
	vcmpleps	%zmm2, %zmm5, %k3
	vcmpleps	%zmm6, %zmm2, %k0 {%k3}
	korw	%k0, %k2, %k0
	kandw	%k0, %k1, %k0
	kortestw	%k0, %k0
	jb	.LBB0_16
	vdivps	%zmm29, %zmm4, %zmm4
	jmp	.LBB0_23
.LBB0_26:
	movq	%r11, %rax
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
	.size	dropout_kernel.chunks, .Lfunc_end0-dropout_kernel.chunks

	.globl	dropout_kernel_grid
	.p2align	4
	.type	dropout_kernel_grid,@function
dropout_kernel_grid:
	movq	%r9, %rax
	movq	%r8, %rdx
	movq	8(%rsp), %r9
	xorl	%ecx, %ecx
	movq	%rax, %r8
	jmp	dropout_kernel.chunks
.Lfunc_end1:
	.size	dropout_kernel_grid, .Lfunc_end1-dropout_kernel_grid

	.globl	dropout_kernel_omp
	.p2align	4
	.type	dropout_kernel_omp,@function
dropout_kernel_omp:
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
	movq	%rdi, %r14
	movq	8(%rdi), %rbx
	movq	16(%rdi), %rax
	movq	%rax, 40(%rsp)
	movl	32(%rdi), %eax
	movl	%eax, 4(%rsp)
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
	movq	%rbx, %rax
	shrq	$32, %rax
	je	.LBB2_4
.LBB2_5:
	movq	%rbx, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %r12
	movq	%rax, %r13
	jmp	.LBB2_6
.LBB2_1:
	xorl	%r15d, %r15d
	movq	%rbx, %rax
	shrq	$32, %rax
	jne	.LBB2_5
.LBB2_4:
	movl	%ebx, %eax
	xorl	%edx, %edx
	divl	%edi
	movl	%edx, %r12d
	movl	%eax, %r13d
.LBB2_6:
	leaq	64(%r14), %rax
	movq	%rax, 32(%rsp)
	movq	%rdi, %rax
	negq	%rax
	movq	%rax, 48(%rsp)
	movq	%r15, %rax
	shlq	$6, %rax
	movq	%r14, 24(%rsp)
	movq	%rax, 16(%rsp)
	leaq	(%rax,%r14), %rbp
	addq	$128, %rbp
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	jmp	.LBB2_7
	.p2align	4
.LBB2_10:
	movq	32(%rsp), %rdi
	movl	4(%rsp), %esi
	movq	40(%rsp), %r9
	callq	dropout_kernel.chunks
	movq	8(%rsp), %rdi
.LBB2_11:
	addq	%rax, %rbx
	decq	%r14
	incq	%r15
	addq	$64, %rbp
	cmpq	%r14, 48(%rsp)
	je	.LBB2_12
.LBB2_7:
	cmpq	%rdi, %r15
	movl	$0, %eax
	cmovaeq	%rdi, %rax
	movq	%r15, %rdx
	subq	%rax, %rdx
	movq	%rdx, %rsi
	imulq	%r13, %rsi
	cmpq	%r12, %rdx
	movq	%r12, %rcx
	cmovbq	%rdx, %rcx
	addq	%rsi, %rcx
	cmpq	%r12, %rdx
	movq	%rcx, %r8
	adcq	%r13, %r8
	shlq	$6, %rax
	movq	%rbp, %rdx
	subq	%rax, %rdx
	testq	%r14, %r14
	je	.LBB2_10
	movq	(%rdx), %rax
	addq	%rcx, %rax
	cmpq	%r8, %rax
	jl	.LBB2_10
	xorl	%eax, %eax
	jmp	.LBB2_11
.LBB2_12:
	testq	%rbx, %rbx
	je	.LBB2_14
	movq	24(%rsp), %rax
	movq	16(%rsp), %rcx
	movb	$1, 136(%rax,%rcx)
.LBB2_14:
	movq	%rbx, %rax
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
	.size	dropout_kernel_omp, .Lfunc_end2-dropout_kernel_omp
	.cfi_endproc

	.section	".note.GNU-stack","",@progbits
