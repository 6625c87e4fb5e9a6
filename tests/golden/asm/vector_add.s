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
	movq	%r9, %rbx
	movq	%rdx, -16(%rsp)
	lock		xaddq	%rbx, (%rdx)
	movq	%rcx, -8(%rsp)
	addq	%rcx, %rbx
	xorl	%r11d, %r11d
	cmpq	%r8, %rbx
	jge	.LBB0_10
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	jmp	.LBB0_3
	.p2align	4
.LBB0_2:
	incq	%r11
	movq	%r9, %rbx
	movq	-16(%rsp), %rax
	lock		xaddq	%rbx, (%rax)
	addq	-8(%rsp), %rbx
	cmpq	%r8, %rbx
	jge	.LBB0_10
.LBB0_3:
	leaq	(%rbx,%r9), %r14
	cmpq	%r8, %r14
	cmovgeq	%r8, %r14
	movq	(%rdi), %r15
	movq	8(%rdi), %r12
	movq	16(%rdi), %r13
	movl	24(%rdi), %ebp
	vpbroadcastd	%ebp, %zmm1
	jmp	.LBB0_4
	.p2align	4
.LBB0_9:
	incq	%rbx
	cmpq	%r14, %rbx
	jge	.LBB0_2
.LBB0_4:
	movl	%ebx, %eax
	xorl	%edx, %edx
	divl	%esi
	shll	$7, %edx
	leal	127(%rdx), %eax
	cmpl	%ebp, %eax
	jge	.LBB0_7
	movq	$-16, %rax
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_6:
	movl	%edx, %ecx
	orl	%r10d, %ecx
	movslq	%ecx, %rcx
	vmovups	(%r15,%rcx,4), %zmm2
	vaddps	(%r12,%rcx,4), %zmm2, %zmm2
	vmovups	%zmm2, (%r13,%rcx,4)
	addq	$16, %r10
	addq	$16, %rax
	cmpq	$112, %rax
	jb	.LBB0_6
	jmp	.LBB0_9
	.p2align	4
.LBB0_7:
	vpbroadcastd	%edx, %zmm2
	vpord	%zmm0, %zmm2, %zmm2
	movq	$-16, %rax
	.p2align	4
.LBB0_8:
	addq	$16, %rax
	vpbroadcastd	%eax, %zmm3
	vpord	%zmm3, %zmm2, %zmm3
	vpcmpgtd	%zmm3, %zmm1, %k1
	vmovd	%xmm3, %ecx
	movslq	%ecx, %rcx
	vmovups	(%r15,%rcx,4), %zmm3 {%k1} {z}
	vmovups	(%r12,%rcx,4), %zmm4 {%k1} {z}
	vaddps	%zmm4, %zmm3, %zmm3
	vmovups	%zmm3, (%r13,%rcx,4) {%k1}
	cmpq	$112, %rax
	jb	.LBB0_8
	jmp	.LBB0_9
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
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdi, %rbx
	movq	8(%rdi), %r12
	movq	16(%rdi), %rsi
	movl	32(%rdi), %edi
	movq	48(%rbx), %rax
	movl	56(%rbx), %r8d
	cmpq	$2, %r8
	setb	%cl
	testq	%rax, %rax
	sete	%dl
	orb	%cl, %dl
	movq	%r8, 8(%rsp)
	movq	%rsi, 32(%rsp)
	movl	%edi, 4(%rsp)
	jne	.LBB2_1
	callq	*%rax
	movq	8(%rsp), %r8
	xorl	%edx, %edx
	divl	%r8d
	movl	%edx, %r15d
	movq	%r12, %rax
	shrq	$32, %rax
	je	.LBB2_4
.LBB2_5:
	movq	%r12, %rax
	xorl	%edx, %edx
	divq	%r8
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
	divl	%r8d
	movl	%edx, %r12d
	movl	%eax, %r13d
.LBB2_6:
	leaq	64(%rbx), %rax
	movq	%rax, 24(%rsp)
	movq	%r15, %rax
	shlq	$6, %rax
	movq	%rbx, 16(%rsp)
	leaq	(%rax,%rbx), %rbp
	addq	$128, %rbp
	xorl	%r14d, %r14d
	movq	%r8, %rbx
	.p2align	4
.LBB2_7:
	cmpq	%r8, %r15
	movl	$0, %eax
	cmovaeq	%r8, %rax
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
	movq	24(%rsp), %rdi
	movl	4(%rsp), %esi
	movq	32(%rsp), %r9
	callq	add_kernel.chunks
	movq	8(%rsp), %r8
	addq	%rax, %r14
	incq	%r15
	addq	$64, %rbp
	decq	%rbx
	jne	.LBB2_7
	testq	%r14, %r14
	je	.LBB2_10
	movq	16(%rsp), %rax
	lock		incl	44(%rax)
.LBB2_10:
	addq	$40, %rsp
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
