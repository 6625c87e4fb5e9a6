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
	.globl	add_kernel_grid
	.p2align	4
	.type	add_kernel_grid,@function
add_kernel_grid:
	pushq	%r15
	pushq	%r14
	pushq	%rbx
	movq	32(%rsp), %r10
	movq	%r10, %rcx
	lock		xaddq	%rcx, (%r8)
	cmpq	%r9, %rcx
	jge	.LBB0_7
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	.p2align	4
.LBB0_3:
	leaq	(%rcx,%r10), %r11
	cmpq	%r9, %r11
	cmovgeq	%r9, %r11
	movq	(%rdi), %rbx
	movq	8(%rdi), %r14
	movq	16(%rdi), %r15
	vpbroadcastd	24(%rdi), %zmm1
	.p2align	4
.LBB0_4:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%esi
	shll	$7, %edx
	vpbroadcastd	%edx, %zmm2
	vpord	%zmm0, %zmm2, %zmm2
	movq	$-16, %rax
	.p2align	4
.LBB0_5:
	addq	$16, %rax
	vpbroadcastd	%eax, %zmm3
	vpord	%zmm3, %zmm2, %zmm3
	vpcmpgtd	%zmm3, %zmm1, %k1
	vmovd	%xmm3, %edx
	movslq	%edx, %rdx
	vmovups	(%rbx,%rdx,4), %zmm3 {%k1} {z}
	vmovups	(%r14,%rdx,4), %zmm4 {%k1} {z}
	vaddps	%zmm4, %zmm3, %zmm3
	vmovups	%zmm3, (%r15,%rdx,4) {%k1}
	cmpq	$112, %rax
	jb	.LBB0_5
	incq	%rcx
	cmpq	%r11, %rcx
	jl	.LBB0_4
	movq	%r10, %rcx
	lock		xaddq	%rcx, (%r8)
	cmpq	%r9, %rcx
	jl	.LBB0_3
.LBB0_7:
	popq	%rbx
	popq	%r14
	popq	%r15
	vzeroupper
	retq
.Lfunc_end0:
	.size	add_kernel_grid, .Lfunc_end0-add_kernel_grid

	.globl	add_kernel_omp
	.p2align	4
	.type	add_kernel_omp,@function
add_kernel_omp:
	subq	$24, %rsp
	movq	%rdi, %r8
	movq	8(%rdi), %r9
	movq	16(%rdi), %rax
	movl	32(%rdi), %esi
	addq	$48, %rdi
	movq	%rax, (%rsp)
	callq	add_kernel_grid@PLT
	addq	$24, %rsp
	retq
.Lfunc_end1:
	.size	add_kernel_omp, .Lfunc_end1-add_kernel_omp

	.section	".note.GNU-stack","",@progbits
