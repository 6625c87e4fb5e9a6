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
	movq	%r8, %r11
	movq	%rdx, -8(%rsp)
	lock		xaddq	%r11, (%rdx)
	xorl	%r10d, %r10d
	cmpq	%rcx, %r11
	jge	.LBB0_10
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	jmp	.LBB0_3
	.p2align	4
.LBB0_2:
	incq	%r10
	movq	%r8, %r11
	movq	-8(%rsp), %rax
	lock		xaddq	%r11, (%rax)
	cmpq	%rcx, %r11
	jge	.LBB0_10
.LBB0_3:
	leaq	(%r11,%r8), %rbx
	cmpq	%rcx, %rbx
	cmovgeq	%rcx, %rbx
	movq	(%rdi), %r14
	movq	8(%rdi), %r15
	movq	16(%rdi), %r12
	movl	24(%rdi), %ebp
	vpbroadcastd	%ebp, %zmm1
	jmp	.LBB0_4
	.p2align	4
.LBB0_9:
	incq	%r11
	cmpq	%rbx, %r11
	jge	.LBB0_2
.LBB0_4:
	movl	%r11d, %eax
	xorl	%edx, %edx
	divl	%esi
	shll	$7, %edx
	leal	127(%rdx), %eax
	cmpl	%ebp, %eax
	jge	.LBB0_7
	movq	$-16, %rax
	xorl	%r13d, %r13d
	.p2align	4
.LBB0_6:
	movl	%edx, %r9d
	orl	%r13d, %r9d
	movslq	%r9d, %r9
	vmovups	(%r14,%r9,4), %zmm2
	vaddps	(%r15,%r9,4), %zmm2, %zmm2
	vmovups	%zmm2, (%r12,%r9,4)
	addq	$16, %r13
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
	vmovd	%xmm3, %edx
	movslq	%edx, %rdx
	vmovups	(%r14,%rdx,4), %zmm3 {%k1} {z}
	vmovups	(%r15,%rdx,4), %zmm4 {%k1} {z}
	vaddps	%zmm4, %zmm3, %zmm3
	vmovups	%zmm3, (%r12,%rdx,4) {%k1}
	cmpq	$112, %rax
	jb	.LBB0_8
	jmp	.LBB0_9
.LBB0_10:
	movq	%r10, %rax
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
	movq	%r9, %rcx
	movq	%r8, %rdx
	movq	8(%rsp), %r8
	jmp	add_kernel.chunks
.Lfunc_end1:
	.size	add_kernel_grid, .Lfunc_end1-add_kernel_grid

	.globl	add_kernel_omp
	.p2align	4
	.type	add_kernel_omp,@function
add_kernel_omp:
	pushq	%rbx
	movq	%rdi, %rbx
	movq	8(%rdi), %rcx
	movq	16(%rdi), %r8
	movl	32(%rdi), %esi
	addq	$48, %rdi
	movq	%rbx, %rdx
	callq	add_kernel.chunks
	testq	%rax, %rax
	je	.LBB2_2
	lock		incl	44(%rbx)
.LBB2_2:
	popq	%rbx
	retq
.Lfunc_end2:
	.size	add_kernel_omp, .Lfunc_end2-add_kernel_omp

	.section	".note.GNU-stack","",@progbits
