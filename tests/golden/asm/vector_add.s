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
	movq	%rdi, %r15
	movq	8(%rdi), %r12
	movq	16(%rdi), %r14
	movl	32(%rdi), %eax
	movl	%eax, 4(%rsp)
	movq	48(%rdi), %rax
	movl	56(%rdi), %edi
	cmpq	$2, %rdi
	setae	%cl
	leaq	64(%r15), %rdx
	movq	%rdx, 24(%rsp)
	leaq	128(%r15), %rbx
	testq	%rax, %rax
	setne	%dl
	testb	%cl, %dl
	movq	%rdi, 32(%rsp)
	je	.LBB2_1
	callq	*%rax
	movq	32(%rsp), %rdi
	xorl	%edx, %edx
	divl	%edi
	movl	%edx, %ebp
	movq	%r12, %rax
	shrq	$32, %rax
	je	.LBB2_5
	movq	%r12, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %r13
	movq	%rax, %r12
	jmp	.LBB2_7
.LBB2_1:
	movq	%r12, %rax
	shrq	$32, %rax
	movq	%rbx, 8(%rsp)
	movq	%r14, 16(%rsp)
	je	.LBB2_2
	xorl	%ebp, %ebp
	movq	%r12, %rax
	xorl	%edx, %edx
	divq	%rdi
	movq	%rdx, %r13
	movq	%rax, %r12
	jmp	.LBB2_9
.LBB2_5:
	movl	%r12d, %eax
	xorl	%edx, %edx
	divl	%edi
	movl	%edx, %r13d
	movl	%eax, %r12d
.LBB2_7:
	testq	%rbp, %rbp
	sete	%al
	cmpq	%r14, %r12
	seta	%cl
	orb	%al, %cl
	cmpb	$1, %cl
	jne	.LBB2_19
	movq	%r14, 16(%rsp)
	movq	%rbx, 8(%rsp)
	jmp	.LBB2_9
.LBB2_19:
	movq	%r12, %rax
	imulq	%rbp, %rax
	cmpq	%r13, %rbp
	movq	%r13, %rcx
	cmovbq	%rbp, %rcx
	addq	%rax, %rcx
	cmpq	%r13, %rbp
	adcq	%rcx, %r12
	movq	%rbp, %rdx
	shlq	$6, %rdx
	addq	%rbx, %rdx
	movq	24(%rsp), %rdi
	movl	4(%rsp), %esi
	movq	%r12, %r8
	movq	%r14, %r9
	callq	add_kernel.chunks
	movq	%rax, %r15
	testq	%r15, %r15
	jne	.LBB2_17
	jmp	.LBB2_18
.LBB2_2:
	xorl	%ebp, %ebp
	movl	%r12d, %eax
	xorl	%edx, %edx
	divl	%edi
	movl	%edx, %r13d
	movl	%eax, %r12d
.LBB2_9:
	movq	%rdi, %rax
	negq	%rax
	movq	%rax, 48(%rsp)
	movq	%rbp, %rax
	shlq	$6, %rax
	leaq	(%rax,%r15), %r14
	addq	$128, %r14
	xorl	%r15d, %r15d
	movq	%rbp, 40(%rsp)
	movq	%rbp, %rbx
	xorl	%ebp, %ebp
	jmp	.LBB2_10
	.p2align	4
.LBB2_13:
	movq	24(%rsp), %rdi
	movl	4(%rsp), %esi
	movq	16(%rsp), %r9
	callq	add_kernel.chunks
	movq	32(%rsp), %rdi
.LBB2_14:
	addq	%rax, %r15
	decq	%rbp
	incq	%rbx
	addq	$64, %r14
	cmpq	%rbp, 48(%rsp)
	je	.LBB2_15
.LBB2_10:
	cmpq	%rdi, %rbx
	movl	$0, %eax
	cmovaeq	%rdi, %rax
	movq	%rbx, %rdx
	subq	%rax, %rdx
	movq	%rdx, %rsi
	imulq	%r12, %rsi
	cmpq	%r13, %rdx
	movq	%r13, %rcx
	cmovbq	%rdx, %rcx
	addq	%rsi, %rcx
	cmpq	%r13, %rdx
	movq	%rcx, %r8
	adcq	%r12, %r8
	shlq	$6, %rax
	movq	%r14, %rdx
	subq	%rax, %rdx
	testq	%rbp, %rbp
	je	.LBB2_13
	movq	(%rdx), %rax
	addq	%rcx, %rax
	cmpq	%r8, %rax
	jl	.LBB2_13
	xorl	%eax, %eax
	jmp	.LBB2_14
.LBB2_15:
	movq	8(%rsp), %rbx
	movq	40(%rsp), %rbp
	testq	%r15, %r15
	je	.LBB2_18
.LBB2_17:
	shlq	$6, %rbp
	movb	$1, 8(%rbx,%rbp)
.LBB2_18:
	movq	%r15, %rax
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
