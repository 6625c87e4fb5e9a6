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
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$1152, %rsp
	movq	%rdi, 48(%rsp)
	movq	%r8, %r11
	movq	%rdx, 56(%rsp)
	lock		xaddq	%r11, (%rdx)
	xorl	%edi, %edi
	cmpq	%rcx, %r11
	jge	.LBB0_25
	vbroadcastss	.LCPI0_2(%rip), %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vbroadcastss	.LCPI0_1(%rip), %zmm2
	movq	%r8, 40(%rsp)
	movq	%rcx, 32(%rsp)
	jmp	.LBB0_3
	.p2align	4
.LBB0_2:
	incq	%rdi
	movq	40(%rsp), %r8
	movq	%r8, %r11
	movq	56(%rsp), %rax
	lock		xaddq	%r11, (%rax)
	movq	32(%rsp), %rcx
	cmpq	%rcx, %r11
	jge	.LBB0_25
.LBB0_3:
	leaq	(%r11,%r8), %rbx
	cmpq	%rcx, %rbx
	cmovgeq	%rcx, %rbx
	movq	48(%rsp), %rax
	movq	(%rax), %r14
	movq	8(%rax), %r15
	movl	16(%rax), %r12d
	movl	24(%rax), %r13d
	vpbroadcastd	%r12d, %zmm3
	jmp	.LBB0_4
	.p2align	4
.LBB0_24:
	incq	%r11
	cmpq	%rbx, %r11
	jge	.LBB0_2
.LBB0_4:
	movl	%r11d, %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%edx, %eax
	shll	$6, %eax
	leal	63(%rax), %r9d
	cmpl	%r12d, %r9d
	jge	.LBB0_7
	movq	$-16, %r10
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_6:
	movl	%eax, %ecx
	orl	%r8d, %ecx
	movslq	%ecx, %rcx
	vmovdqu64	(%r14,%rcx,4), %zmm4
	vmovdqa64	%zmm4, 896(%rsp,%r10,4)
	addq	$16, %r8
	addq	$16, %r10
	cmpq	$48, %r10
	jb	.LBB0_6
	jmp	.LBB0_9
	.p2align	4
.LBB0_7:
	vpbroadcastd	%eax, %zmm4
	vpord	%zmm1, %zmm4, %zmm4
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_8:
	vpbroadcastd	%r8d, %zmm5
	vpord	%zmm5, %zmm4, %zmm5
	vpcmpgtd	%zmm5, %zmm3, %k1
	vmovd	%xmm5, %ecx
	movslq	%ecx, %rcx
	vmovups	(%r14,%rcx,4), %zmm5 {%k1} {z}
	vmovaps	%zmm5, 832(%rsp,%r8,4)
	cmpq	$48, %r8
	leaq	16(%r8), %r8
	jb	.LBB0_8
.LBB0_9:
	testb	$1, %dl
	jne	.LBB0_10
	movq	$-16, %rdx
	.p2align	4
.LBB0_13:
	vmovaps	896(%rsp,%rdx,4), %zmm4
	vaddps	%zmm4, %zmm4, %zmm4
	vmovaps	%zmm4, 384(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_13
	jmp	.LBB0_14
	.p2align	4
.LBB0_10:
	movq	$-16, %rdx
	.p2align	4
.LBB0_11:
	vaddps	896(%rsp,%rdx,4), %zmm2, %zmm4
	vmovaps	%zmm4, 384(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_11
.LBB0_14:
	vmovaps	544(%rsp), %ymm4
	vmovaps	%ymm4, 288(%rsp)
	vmovaps	512(%rsp), %ymm4
	vmovaps	%ymm4, 256(%rsp)
	vmovaps	480(%rsp), %ymm4
	vmovaps	%ymm4, 224(%rsp)
	vmovaps	448(%rsp), %ymm4
	vmovaps	%ymm4, 192(%rsp)
	vmovdqa	320(%rsp), %ymm4
	vmovdqa	352(%rsp), %ymm5
	vmovaps	384(%rsp), %ymm6
	vmovaps	416(%rsp), %ymm7
	vmovaps	%ymm7, 160(%rsp)
	vmovaps	%ymm6, 128(%rsp)
	vmovdqa	%ymm5, 96(%rsp)
	vmovdqa	%ymm4, 64(%rsp)
	testl	%r13d, %r13d
	jle	.LBB0_19
	xorl	%edx, %edx
	.p2align	4
.LBB0_16:
	movq	$-16, %r8
	.p2align	4
.LBB0_17:
	vaddps	128(%rsp,%r8,4), %zmm0, %zmm4
	vmovaps	%zmm4, 640(%rsp,%r8,4)
	addq	$16, %r8
	cmpq	$48, %r8
	jb	.LBB0_17
	vmovaps	800(%rsp), %ymm4
	vmovaps	%ymm4, 288(%rsp)
	vmovaps	768(%rsp), %ymm4
	vmovaps	%ymm4, 256(%rsp)
	vmovaps	736(%rsp), %ymm4
	vmovaps	%ymm4, 224(%rsp)
	vmovaps	704(%rsp), %ymm4
	vmovaps	%ymm4, 192(%rsp)
	vmovdqa	576(%rsp), %ymm4
	vmovdqa	608(%rsp), %ymm5
	vmovaps	640(%rsp), %ymm6
	vmovaps	672(%rsp), %ymm7
	vmovaps	%ymm7, 160(%rsp)
	vmovaps	%ymm6, 128(%rsp)
	incl	%edx
	vmovdqa	%ymm5, 96(%rsp)
	vmovdqa	%ymm4, 64(%rsp)
	cmpl	%r13d, %edx
	jne	.LBB0_16
.LBB0_19:
	cmpl	%r12d, %r9d
	jge	.LBB0_22
	movq	$-16, %rdx
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_21:
	vmovdqa64	128(%rsp,%rdx,4), %zmm4
	movl	%eax, %ecx
	orl	%r8d, %ecx
	movslq	%ecx, %rcx
	vmovdqu64	%zmm4, (%r15,%rcx,4)
	addq	$16, %r8
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_21
	jmp	.LBB0_24
	.p2align	4
.LBB0_22:
	vpbroadcastd	%eax, %zmm4
	vpord	%zmm1, %zmm4, %zmm4
	xorl	%eax, %eax
	.p2align	4
.LBB0_23:
	vpbroadcastd	%eax, %zmm5
	vpord	%zmm5, %zmm4, %zmm5
	vmovaps	64(%rsp,%rax,4), %zmm6
	vpcmpgtd	%zmm5, %zmm3, %k1
	vmovd	%xmm5, %ecx
	movslq	%ecx, %rcx
	vmovups	%zmm6, (%r15,%rcx,4) {%k1}
	cmpq	$48, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_23
	jmp	.LBB0_24
.LBB0_25:
	movq	%rdi, %rax
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
