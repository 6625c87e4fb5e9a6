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
	.globl	if_while_grid
	.p2align	4
	.type	if_while_grid,@function
if_while_grid:
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$1088, %rsp
	movq	16(%rbp), %r10
	movq	%r10, %rcx
	lock		xaddq	%rcx, (%r8)
	cmpq	%r9, %rcx
	jge	.LBB0_17
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	vbroadcastss	.LCPI0_2(%rip), %zmm1
	vbroadcastss	.LCPI0_1(%rip), %zmm2
	.p2align	4
.LBB0_3:
	leaq	(%rcx,%r10), %r11
	cmpq	%r9, %r11
	cmovgeq	%r9, %r11
	movq	(%rdi), %rbx
	movq	8(%rdi), %r14
	movl	24(%rdi), %r15d
	vpbroadcastd	16(%rdi), %zmm3
	.p2align	4
.LBB0_4:
	movl	%ecx, %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%edx, %eax
	shll	$6, %eax
	vpbroadcastd	%eax, %zmm4
	vpord	%zmm0, %zmm4, %zmm4
	xorl	%eax, %eax
	.p2align	4
.LBB0_5:
	vpbroadcastd	%eax, %zmm5
	vpord	%zmm4, %zmm5, %zmm5
	vpcmpgtd	%zmm5, %zmm3, %k1
	vmovd	%xmm5, %r12d
	movslq	%r12d, %r12
	vmovups	(%rbx,%r12,4), %zmm5 {%k1} {z}
	vmovaps	%zmm5, 768(%rsp,%rax,4)
	cmpq	$48, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_5
	movq	$-16, %rax
	testb	$1, %dl
	jne	.LBB0_7
	.p2align	4
.LBB0_8:
	vmovaps	832(%rsp,%rax,4), %zmm5
	vaddps	%zmm5, %zmm5, %zmm5
	vmovaps	%zmm5, 320(%rsp,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_8
	jmp	.LBB0_9
	.p2align	4
.LBB0_7:
	vaddps	832(%rsp,%rax,4), %zmm2, %zmm5
	vmovaps	%zmm5, 320(%rsp,%rax,4)
	addq	$16, %rax
	cmpq	$48, %rax
	jb	.LBB0_7
.LBB0_9:
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
	testl	%r15d, %r15d
	jle	.LBB0_14
	xorl	%eax, %eax
	.p2align	4
.LBB0_11:
	movq	$-16, %rdx
	.p2align	4
.LBB0_12:
	vaddps	64(%rsp,%rdx,4), %zmm1, %zmm5
	vmovaps	%zmm5, 576(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_12
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
	cmpl	%r15d, %eax
	jne	.LBB0_11
.LBB0_14:
	xorl	%eax, %eax
	.p2align	4
.LBB0_15:
	vpbroadcastd	%eax, %zmm5
	vpord	%zmm4, %zmm5, %zmm5
	vmovaps	(%rsp,%rax,4), %zmm6
	vpcmpgtd	%zmm5, %zmm3, %k1
	vmovd	%xmm5, %edx
	movslq	%edx, %rdx
	vmovups	%zmm6, (%r14,%rdx,4) {%k1}
	cmpq	$48, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_15
	incq	%rcx
	cmpq	%r11, %rcx
	jl	.LBB0_4
	movq	%r10, %rcx
	lock		xaddq	%rcx, (%r8)
	cmpq	%r9, %rcx
	jl	.LBB0_3
.LBB0_17:
	leaq	-32(%rbp), %rsp
	popq	%rbx
	popq	%r12
	popq	%r14
	popq	%r15
	popq	%rbp
	vzeroupper
	retq
.Lfunc_end0:
	.size	if_while_grid, .Lfunc_end0-if_while_grid

	.globl	if_while_omp
	.p2align	4
	.type	if_while_omp,@function
if_while_omp:
	subq	$24, %rsp
	movq	%rdi, %r8
	movq	8(%rdi), %r9
	movq	16(%rdi), %rax
	movl	32(%rdi), %esi
	addq	$48, %rdi
	movq	%rax, (%rsp)
	callq	if_while_grid@PLT
	addq	$24, %rsp
	retq
.Lfunc_end1:
	.size	if_while_omp, .Lfunc_end1-if_while_omp

	.section	".note.GNU-stack","",@progbits
