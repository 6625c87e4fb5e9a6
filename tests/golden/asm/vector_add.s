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
	.type	add_kernel.chunks,@function
add_kernel.chunks:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rcx, -8(%rsp)
	movq	%rdx, -16(%rsp)
	xorl	%r11d, %r11d
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	movq	%r9, -24(%rsp)
	jmp	.LBB0_1
	.p2align	4
.LBB0_9:
	incq	%r11
	cmpq	%r8, %r9
	movq	-24(%rsp), %r9
	jge	.LBB0_10
.LBB0_1:
	movq	%r9, %rbx
	movq	-16(%rsp), %rax
	lock		xaddq	%rbx, (%rax)
	addq	-8(%rsp), %rbx
	cmpq	%r8, %rbx
	jge	.LBB0_10
	addq	%rbx, %r9
	cmpq	%r8, %r9
	movq	%r8, %r15
	cmovlq	%r9, %r15
	movq	(%rdi), %r12
	movq	8(%rdi), %r13
	movq	16(%rdi), %rbp
	movl	24(%rdi), %r10d
	vpbroadcastd	%r10d, %zmm1
	jmp	.LBB0_3
	.p2align	4
.LBB0_8:
	incq	%rbx
	cmpq	%r15, %rbx
	jge	.LBB0_9
.LBB0_3:
	movl	%ebx, %eax
	xorl	%edx, %edx
	divl	%esi
	shll	$7, %edx
	leal	127(%rdx), %eax
	cmpl	%r10d, %eax
	jge	.LBB0_6
	movq	$-16, %rax
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_5:
	movl	%edx, %r14d
	orl	%ecx, %r14d
	movslq	%r14d, %r14
	vmovups	(%r12,%r14,4), %zmm2
	vaddps	(%r13,%r14,4), %zmm2, %zmm2
	vmovups	%zmm2, (%rbp,%r14,4)
	addq	$16, %rcx
	addq	$16, %rax
	cmpq	$112, %rax
	jb	.LBB0_5
	jmp	.LBB0_8
	.p2align	4
.LBB0_6:
	vpbroadcastd	%edx, %zmm2
	vpord	%zmm0, %zmm2, %zmm2
	movq	$-16, %rax
	.p2align	4
.LBB0_7:
	addq	$16, %rax
	vpbroadcastd	%eax, %zmm3
	vpord	%zmm3, %zmm2, %zmm3
	vpcmpgtd	%zmm3, %zmm1, %k1
	vmovd	%xmm3, %ecx
	movslq	%ecx, %rcx
	vmovups	(%r12,%rcx,4), %zmm3 {%k1} {z}
	vmovups	(%r13,%rcx,4), %zmm4 {%k1} {z}
	vaddps	%zmm4, %zmm3, %zmm3
	vmovups	%zmm3, (%rbp,%rcx,4) {%k1}
	cmpq	$112, %rax
	jb	.LBB0_7
	jmp	.LBB0_8
.LBB0_10:
	movq	%r11, %rax
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	add_kernel.chunks, .Lfunc_end0-add_kernel.chunks

	.globl	add_kernel_grid
	.p2align	4
	.type	add_kernel_grid,@function
add_kernel_grid:
	movq	%r9, %rax
	movq	%r8, %rdx
	movq	8(%rsp), %r9
	xorl	%ecx, %ecx
	movq	%rax, %r8
	jmp	add_kernel.chunks
.Lfunc_end1:
	.size	add_kernel_grid, .Lfunc_end1-add_kernel_grid

	.globl	add_kernel_omp
	.p2align	4
	.type	add_kernel_omp,@function
add_kernel_omp:
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
	callq	add_kernel.chunks
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
	.size	add_kernel_omp, .Lfunc_end2-add_kernel_omp
	.cfi_endproc

	.section	".note.GNU-stack","",@progbits
