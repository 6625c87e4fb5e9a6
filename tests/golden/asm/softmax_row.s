	.file	"<string>"
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_0:
	.long	0x7fc00000
.LCPI0_2:
	.long	0xff800000
.LCPI0_3:
	.long	0x80000000
.LCPI0_4:
	.long	0xc2d00000
.LCPI0_5:
	.long	0x42b20000
.LCPI0_6:
	.long	0xcb400000
.LCPI0_7:
	.long	0x3fb8aa3b
.LCPI0_8:
	.long	0xbf317200
.LCPI0_9:
	.long	0xb5bfbe8e
.LCPI0_10:
	.long	0x3ab51226
.LCPI0_11:
	.long	0x3c091cea
.LCPI0_12:
	.long	0x3d2aac79
.LCPI0_13:
	.long	0x3e2aaa49
.LCPI0_14:
	.long	0x3efffffe
.LCPI0_15:
	.long	0x3f800000
.LCPI0_16:
	.long	0x7fffffff
.LCPI0_17:
	.long	0x03800000
.LCPI0_18:
	.long	0x7b800000
.LCPI0_19:
	.long	0x7f800000
.LCPI0_20:
	.long	0x0f800000
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
	.text
	.p2align	4
	.type	softmax_kernel.chunks,@function
softmax_kernel.chunks:
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$1152, %rsp
	movq	%rcx, 48(%rsp)
	movq	%rdx, 40(%rsp)
	vbroadcastss	.LCPI0_0(%rip), %zmm0
	vbroadcastss	.LCPI0_3(%rip), %zmm1
	vbroadcastss	.LCPI0_4(%rip), %zmm2
	vbroadcastss	.LCPI0_5(%rip), %zmm3
	vbroadcastss	.LCPI0_6(%rip), %zmm4
	vbroadcastss	.LCPI0_7(%rip), %zmm5
	vbroadcastss	.LCPI0_8(%rip), %zmm6
	vbroadcastss	.LCPI0_9(%rip), %zmm7
	vbroadcastss	.LCPI0_10(%rip), %zmm8
	vbroadcastss	.LCPI0_11(%rip), %zmm9
	vbroadcastss	.LCPI0_12(%rip), %zmm10
	vbroadcastss	.LCPI0_13(%rip), %zmm11
	vbroadcastss	.LCPI0_14(%rip), %zmm12
	vbroadcastss	.LCPI0_15(%rip), %zmm13
	vmovss	.LCPI0_15(%rip), %xmm14
	vbroadcastss	.LCPI0_16(%rip), %zmm15
	vbroadcastss	.LCPI0_17(%rip), %zmm16
	vbroadcastss	.LCPI0_18(%rip), %zmm17
	vbroadcastss	.LCPI0_19(%rip), %zmm18
	vbroadcastss	.LCPI0_20(%rip), %zmm19
	xorl	%r11d, %r11d
	vxorps	%xmm20, %xmm20, %xmm20
	vmovdqa64	.LCPI0_1(%rip), %zmm21
	vbroadcastss	.LCPI0_2(%rip), %zmm22
	movq	%r9, 32(%rsp)
	movq	%r8, 24(%rsp)
	jmp	.LBB0_1
	.p2align	4
.LBB0_22:
	incq	%r11
	movq	24(%rsp), %r8
	cmpq	%r8, 56(%rsp)
	movq	32(%rsp), %r9
	jge	.LBB0_23
.LBB0_1:
	movq	%r9, %rbx
	movq	40(%rsp), %rax
	lock		xaddq	%rbx, (%rax)
	addq	48(%rsp), %rbx
	cmpq	%r8, %rbx
	jge	.LBB0_23
	leaq	(%rbx,%r9), %rax
	cmpq	%r8, %rax
	movq	%r8, %r15
	movq	%rax, 56(%rsp)
	cmovlq	%rax, %r15
	movq	(%rdi), %r12
	movq	8(%rdi), %r13
	movl	16(%rdi), %r10d
	movl	24(%rdi), %ecx
	movl	32(%rdi), %r14d
	vpbroadcastd	%r14d, %zmm23
	jmp	.LBB0_3
	.p2align	4
.LBB0_21:
	incq	%rbx
	cmpq	%r15, %rbx
	jge	.LBB0_22
.LBB0_3:
	movl	%ebx, %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%r10d, %eax
	imull	%edx, %eax
	cltq
	leaq	(,%rax,4), %rax
	addq	%r13, %rax
	cmpl	$127, %r14d
	jle	.LBB0_4
	movq	$-16, %r9
	xorl	%r8d, %r8d
	vmovaps	%zmm0, %zmm25
	.p2align	4
.LBB0_7:
	vmovups	(%rax,%r8,4), %zmm26
	vmaxps	%zmm25, %zmm26, %zmm24
	vcmpunordps	%zmm25, %zmm25, %k1
	vmovaps	%zmm26, %zmm24 {%k1}
	vmovaps	%zmm26, 640(%rsp,%r9,4)
	addq	$16, %r8
	addq	$16, %r9
	vmovaps	%zmm24, %zmm25
	cmpq	$112, %r9
	jb	.LBB0_7
	jmp	.LBB0_8
	.p2align	4
.LBB0_4:
	xorl	%r9d, %r9d
	vmovaps	%zmm0, %zmm25
	.p2align	4
.LBB0_5:
	vpbroadcastd	%r9d, %zmm24
	vpord	%zmm21, %zmm24, %zmm24
	vpcmpgtd	%zmm24, %zmm23, %k1
	movl	%r9d, %r8d
	vblendmps	(%rax,%r8,4), %zmm22, %zmm26 {%k1}
	vmaxps	%zmm25, %zmm26, %zmm24
	vcmpunordps	%zmm25, %zmm25, %k1
	vmovaps	%zmm26, %zmm24 {%k1}
	vmovaps	%zmm26, 576(%rsp,%r9,4)
	vmovaps	%zmm24, %zmm25
	cmpq	$112, %r9
	leaq	16(%r9), %r9
	jb	.LBB0_5
.LBB0_8:
	vextractf64x4	$1, %zmm24, %ymm25
	vmaxps	%ymm24, %ymm25, %ymm26
	vcmpunordps	%ymm24, %ymm24, %k1
	vmovaps	%ymm25, %ymm26 {%k1}
	vextractf32x4	$1, %ymm26, %xmm24
	vmaxps	%xmm26, %xmm24, %xmm25
	vcmpunordps	%xmm26, %xmm26, %k1
	vmovaps	%xmm24, %xmm25 {%k1}
	vshufpd	$1, %xmm25, %xmm25, %xmm24
	vmaxps	%xmm25, %xmm24, %xmm26
	vcmpunordps	%xmm25, %xmm25, %k1
	vmovaps	%xmm24, %xmm26 {%k1}
	vmovshdup	%xmm26, %xmm24
	vmaxss	%xmm26, %xmm24, %xmm25
	vcmpunordss	%xmm26, %xmm26, %k1
	vmovss	%xmm24, %xmm25, %xmm25 {%k1}
	vbroadcastss	%xmm25, %zmm25
	movq	$-16, %rax
	vmovaps	%zmm1, %zmm24
	.p2align	4
.LBB0_9:
	vmovaps	640(%rsp,%rax,4), %zmm26
	vsubps	%zmm25, %zmm26, %zmm26
	vmaxps	%zmm26, %zmm2, %zmm26
	vminps	%zmm26, %zmm3, %zmm26
	vmovaps	%zmm4, %zmm27
	vfmsub231ps	%zmm5, %zmm26, %zmm27
	vaddps	%zmm4, %zmm27, %zmm27
	vfmadd231ps	%zmm6, %zmm27, %zmm26
	vfmadd231ps	%zmm7, %zmm27, %zmm26
	vmovaps	%zmm8, %zmm28
	vfmadd213ps	%zmm9, %zmm26, %zmm28
	vfmadd213ps	%zmm10, %zmm26, %zmm28
	vfmadd213ps	%zmm11, %zmm26, %zmm28
	vfmadd213ps	%zmm12, %zmm26, %zmm28
	vmulps	%zmm26, %zmm26, %zmm29
	vaddps	%zmm13, %zmm26, %zmm26
	vfmadd231ps	%zmm29, %zmm28, %zmm26
	vscalefps	%zmm27, %zmm26, %zmm26
	vaddps	%zmm26, %zmm24, %zmm24
	vmovaps	%zmm26, 128(%rsp,%rax,4)
	addq	$16, %rax
	cmpq	$112, %rax
	jb	.LBB0_9
	imull	%ecx, %edx
	movslq	%edx, %rax
	leaq	(%r12,%rax,4), %rax
	vextractf64x4	$1, %zmm24, %ymm25
	vaddps	%ymm25, %ymm24, %ymm24
	vextractf32x4	$1, %ymm24, %xmm25
	vaddps	%xmm25, %xmm24, %xmm24
	vshufpd	$1, %xmm24, %xmm24, %xmm25
	vaddps	%xmm25, %xmm24, %xmm24
	vmovshdup	%xmm24, %xmm25
	vaddss	%xmm25, %xmm24, %xmm25
	vbroadcastss	%xmm25, %zmm24
	vdivss	%xmm25, %xmm14, %xmm25
	vbroadcastss	%xmm25, %zmm25
	vandps	%zmm15, %zmm24, %zmm27
	vcmpleps	%zmm27, %zmm16, %k1
	vcmpleps	%zmm17, %zmm27, %k1 {%k1}
	vmulps	%zmm16, %zmm27, %zmm28
	vmovaps	%zmm18, %zmm26
	vmaxps	%zmm19, %zmm28, %zmm26 {%k1}
	vmulps	%zmm17, %zmm27, %zmm27
	vminps	%zmm17, %zmm27, %zmm27
	cmpl	$127, %r14d
	jle	.LBB0_11
	movq	$-16, %rdx
	xorl	%r9d, %r9d
	jmp	.LBB0_15
	.p2align	4
.LBB0_17:
	vdivps	%zmm24, %zmm28, %zmm28
.LBB0_18:
	vmovups	%zmm28, (%rax,%r9,4)
	addq	$16, %r9
	addq	$16, %rdx
	cmpq	$112, %rdx
	jae	.LBB0_21
.LBB0_15:
	vmovaps	128(%rsp,%rdx,4), %zmm28
	vcmpeqps	%zmm20, %zmm28, %k2
	vandps	%zmm15, %zmm28, %zmm29
	vcmpleps	%zmm29, %zmm26, %k3
	vcmpleps	%zmm27, %zmm29, %k0 {%k3}
	korw	%k0, %k2, %k0
	kandw	%k0, %k1, %k0
	kortestw	%k0, %k0
	jae	.LBB0_17
	vmulps	%zmm28, %zmm25, %zmm29
	vfnmadd231ps	%zmm24, %zmm29, %zmm28
	vfmadd213ps	%zmm29, %zmm25, %zmm28
	vmovaps	%zmm29, %zmm28 {%k2}
	jmp	.LBB0_18
	.p2align	4
.LBB0_11:
	xorl	%edx, %edx
	jmp	.LBB0_12
	.p2align	4
.LBB0_13:
	vmulps	%zmm28, %zmm25, %zmm29
	vfnmadd231ps	%zmm24, %zmm29, %zmm28
	vfmadd213ps	%zmm29, %zmm25, %zmm28
	vmovaps	%zmm29, %zmm28 {%k2}
.LBB0_20:
	vpbroadcastd	%edx, %zmm29
	vpord	%zmm21, %zmm29, %zmm29
	vpcmpgtd	%zmm29, %zmm23, %k2
	movl	%edx, %r8d
	vmovups	%zmm28, (%rax,%r8,4) {%k2}
	cmpq	$112, %rdx
	leaq	16(%rdx), %rdx
	jae	.LBB0_21
.LBB0_12:
	vmovaps	64(%rsp,%rdx,4), %zmm28
	vcmpeqps	%zmm20, %zmm28, %k2
	vandps	%zmm15, %zmm28, %zmm29
	vcmpleps	%zmm29, %zmm26, %k3
	vcmpleps	%zmm27, %zmm29, %k0 {%k3}
	korw	%k0, %k2, %k0
	kandw	%k0, %k1, %k0
	kortestw	%k0, %k0
	jb	.LBB0_13
	vdivps	%zmm24, %zmm28, %zmm28
	jmp	.LBB0_20
.LBB0_23:
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
	.size	softmax_kernel.chunks, .Lfunc_end0-softmax_kernel.chunks

	.globl	softmax_kernel_grid
	.p2align	4
	.type	softmax_kernel_grid,@function
softmax_kernel_grid:
	movq	%r9, %rax
	movq	%r8, %rdx
	movq	8(%rsp), %r9
	xorl	%ecx, %ecx
	movq	%rax, %r8
	jmp	softmax_kernel.chunks
.Lfunc_end1:
	.size	softmax_kernel_grid, .Lfunc_end1-softmax_kernel_grid

	.globl	softmax_kernel_omp
	.p2align	4
	.type	softmax_kernel_omp,@function
softmax_kernel_omp:
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
	callq	softmax_kernel.chunks
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
	.size	softmax_kernel_omp, .Lfunc_end2-softmax_kernel_omp
	.cfi_endproc

	.section	".note.GNU-stack","",@progbits
