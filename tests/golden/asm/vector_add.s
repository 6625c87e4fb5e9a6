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
	movq	%r8, %r11
	lock		xaddq	%r11, (%rdx)
	cmpq	%rcx, %r11
	jge	.LBB0_1
	pushq	%r15
	pushq	%r14
	pushq	%r12
	pushq	%rbx
	movq	%rdx, %r9
	xorl	%r10d, %r10d
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	.p2align	4
.LBB0_5:
	leaq	(%r11,%r8), %rbx
	cmpq	%rcx, %rbx
	cmovgeq	%rcx, %rbx
	movq	(%rdi), %r14
	movq	8(%rdi), %r15
	movq	16(%rdi), %r12
	vpbroadcastd	24(%rdi), %zmm1
	.p2align	4
.LBB0_6:
	movl	%r11d, %eax
	xorl	%edx, %edx
	divl	%esi
	shll	$7, %edx
	vpbroadcastd	%edx, %zmm2
	vpord	%zmm0, %zmm2, %zmm2
	movq	$-16, %rax
	.p2align	4
.LBB0_7:
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
	jb	.LBB0_7
	incq	%r11
	cmpq	%rbx, %r11
	jl	.LBB0_6
	incq	%r10
	movq	%r8, %r11
	lock		xaddq	%r11, (%r9)
	cmpq	%rcx, %r11
	jl	.LBB0_5
	popq	%rbx
	popq	%r12
	popq	%r14
	popq	%r15
	movq	%r10, %rax
	vzeroupper
	retq
.LBB0_1:
	xorl	%r10d, %r10d
	movq	%r10, %rax
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
