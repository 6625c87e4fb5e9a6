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
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_1:
	.long	0xbf800000
.LCPI0_2:
	.long	0x3f800000
	.text
	.p2align	4
	.type	if_while.chunks,@function
if_while.chunks:
	movq	%r8, %r11
	lock		xaddq	%r11, (%rdx)
	cmpq	%rcx, %r11
	jge	.LBB0_1
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$1088, %rsp
	movq	%rdx, %r9
	xorl	%r10d, %r10d
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	vbroadcastss	.LCPI0_2(%rip), %zmm1
	vbroadcastss	.LCPI0_1(%rip), %zmm2
	.p2align	4
.LBB0_5:
	leaq	(%r11,%r8), %rbx
	cmpq	%rcx, %rbx
	cmovgeq	%rcx, %rbx
	movq	(%rdi), %r14
	movq	8(%rdi), %r15
	movl	24(%rdi), %r12d
	vpbroadcastd	16(%rdi), %zmm3
	.p2align	4
.LBB0_6:
	movl	%r11d, %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%edx, %eax
	shll	$6, %eax
	vpbroadcastd	%eax, %zmm4
	vpord	%zmm0, %zmm4, %zmm4
	xorl	%eax, %eax
	.p2align	4
.LBB0_7:
	vpbroadcastd	%eax, %zmm5
	vpord	%zmm4, %zmm5, %zmm5
	vpcmpgtd	%zmm5, %zmm3, %k1
	vmovd	%xmm5, %r13d
	movslq	%r13d, %r13
	vmovups	(%r14,%r13,4), %zmm5 {%k1} {z}
	vmovaps	%zmm5, 768(%rsp,%rax,4)
	cmpq	$48, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_7
	movq	$-16, %rax
	testb	$1, %dl
	jne	.LBB0_9
	.p2align	4
.LBB0_10:
	vmovaps	832(%rsp,%rax,4), %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmovaps	%zmm5, 320(%rsp,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_10
	jmp	.LBB0_11
	.p2align	4
.LBB0_9:
	vaddps	832(%rsp,%rax,4), %zmm2, %zmm5
	vmovaps	%zmm5, 320(%rsp,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_9
.LBB0_11:
	vmovaps	480(%rsp), %ymm5
	vmovaps	%ymm5, 224(%rsp)
	vmovaps	448(%rsp), %ymm5
	vmovaps	%ymm5, 192(%rsp)
	vmovaps	416(%rsp), %ymm5
	vmovaps	%ymm5, 160(%rsp)
	vmovaps	384(%rsp), %ymm5
	vmovaps	%ymm5, 128(%rsp)
	vmovaps	256(%rsp), %ymm5
	vmovaps	288(%rsp), %ymm6
	vmovaps	320(%rsp), %ymm7
	vmovaps	352(%rsp), %ymm8
	vmovaps	%ymm8, 96(%rsp)
	vmovaps	%ymm7, 64(%rsp)
	vmovaps	%ymm6, 32(%rsp)
	vmovaps	%ymm5, (%rsp)
	testl	%r12d, %r12d
	jle	.LBB0_16
	xorl	%eax, %eax
	.p2align	4
.LBB0_13:
	movq	$-16, %rdx
	.p2align	4
.LBB0_14:
	vaddps	64(%rsp,%rdx,4), %zmm1, %zmm5
	vmovaps	%zmm5, 576(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_14
	vmovaps	736(%rsp), %ymm5
	vmovaps	%ymm5, 224(%rsp)
	vmovaps	704(%rsp), %ymm5
	vmovaps	%ymm5, 192(%rsp)
	vmovaps	672(%rsp), %ymm5
	vmovaps	%ymm5, 160(%rsp)
	vmovaps	640(%rsp), %ymm5
	vmovaps	%ymm5, 128(%rsp)
	vmovaps	512(%rsp), %ymm5
	vmovaps	544(%rsp), %ymm6
	vmovaps	576(%rsp), %ymm7
	vmovaps	608(%rsp), %ymm8
	vmovaps	%ymm8, 96(%rsp)
	vmovaps	%ymm7, 64(%rsp)
	incl	%eax
	vmovaps	%ymm6, 32(%rsp)
	vmovaps	%ymm5, (%rsp)
	cmpl	%r12d, %eax
	jne	.LBB0_13
.LBB0_16:
	xorl	%eax, %eax
	.p2align	4
.LBB0_17:
	vpbroadcastd	%eax, %zmm5
	vpord	%zmm4, %zmm5, %zmm5
	vmovaps	(%rsp,%rax,4), %zmm6
	vpcmpgtd	%zmm5, %zmm3, %k1
	vmovd	%xmm5, %edx
	movslq	%edx, %rdx
	vmovups	%zmm6, (%r15,%rdx,4) {%k1}
	cmpq	$48, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_17
	incq	%r11
	cmpq	%rbx, %r11
	jl	.LBB0_6
	incq	%r10
	movq	%r8, %r11
	lock		xaddq	%r11, (%r9)
	cmpq	%rcx, %r11
	jl	.LBB0_5
	leaq	-40(%rbp), %rsp
	popq	%rbx
	popq	%r12
	popq	%r13
	popq	%r14
	popq	%r15
	popq	%rbp
	movq	%r10, %rax
	vzeroupper
	retq
.LBB0_1:
	xorl	%r10d, %r10d
	movq	%r10, %rax
	retq
.Lfunc_end0:
	.size	if_while.chunks, .Lfunc_end0-if_while.chunks

	.globl	if_while_grid
	.p2align	4
	.type	if_while_grid,@function
if_while_grid:
	movq	%r9, %rcx
	movq	%r8, %rdx
	movq	8(%rsp), %r8
	jmp	if_while.chunks
.Lfunc_end1:
	.size	if_while_grid, .Lfunc_end1-if_while_grid

	.globl	if_while_omp
	.p2align	4
	.type	if_while_omp,@function
if_while_omp:
	pushq	%rbx
	movq	%rdi, %rbx
	movq	8(%rdi), %rcx
	movq	16(%rdi), %r8
	movl	32(%rdi), %esi
	addq	$48, %rdi
	movq	%rbx, %rdx
	callq	if_while.chunks
	testq	%rax, %rax
	je	.LBB2_2
	lock		incl	44(%rbx)
.LBB2_2:
	popq	%rbx
	retq
.Lfunc_end2:
	.size	if_while_omp, .Lfunc_end2-if_while_omp

	.section	".note.GNU-stack","",@progbits
