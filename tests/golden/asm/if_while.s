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
	movq	%rcx, 48(%rsp)
	movq	%rdx, 40(%rsp)
	movq	%rdi, 16(%rsp)
	xorl	%r11d, %r11d
	vbroadcastss	.LCPI0_2(%rip), %zmm0
	vmovdqa64	.LCPI0_0(%rip), %zmm1
	vbroadcastss	.LCPI0_1(%rip), %zmm2
	movq	%r9, 32(%rsp)
	movq	%r8, 24(%rsp)
	jmp	.LBB0_1
	.p2align	4
.LBB0_24:
	incq	%r11
	movq	24(%rsp), %r8
	cmpq	%r8, 56(%rsp)
	movq	32(%rsp), %r9
	jge	.LBB0_25
.LBB0_1:
	movq	%r9, %rbx
	movq	40(%rsp), %rax
	lock		xaddq	%rbx, (%rax)
	addq	48(%rsp), %rbx
	cmpq	%r8, %rbx
	jge	.LBB0_25
	leaq	(%rbx,%r9), %rax
	cmpq	%r8, %rax
	movq	%r8, %r15
	movq	%rax, 56(%rsp)
	cmovlq	%rax, %r15
	movq	16(%rsp), %rax
	movq	(%rax), %r12
	movq	8(%rax), %r13
	movl	16(%rax), %r10d
	movl	24(%rax), %ecx
	vpbroadcastd	%r10d, %zmm3
	jmp	.LBB0_3
	.p2align	4
.LBB0_23:
	incq	%rbx
	cmpq	%r15, %rbx
	jge	.LBB0_24
.LBB0_3:
	movl	%ebx, %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%edx, %eax
	shll	$6, %eax
	leal	63(%rax), %r14d
	cmpl	%r10d, %r14d
	jge	.LBB0_6
	movq	$-16, %r9
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_5:
	movl	%eax, %edi
	orl	%r8d, %edi
	movslq	%edi, %rdi
	vmovdqu64	(%r12,%rdi,4), %zmm4
	vmovdqa64	%zmm4, 896(%rsp,%r9,4)
	addq	$16, %r8
	addq	$16, %r9
	cmpq	$48, %r9
	jb	.LBB0_5
	jmp	.LBB0_8
	.p2align	4
.LBB0_6:
	vpbroadcastd	%eax, %zmm4
	vpord	%zmm1, %zmm4, %zmm4
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_7:
	vpbroadcastd	%r8d, %zmm5
	vpord	%zmm5, %zmm4, %zmm5
	vpcmpgtd	%zmm5, %zmm3, %k1
	vmovd	%xmm5, %edi
	movslq	%edi, %rdi
	vmovups	(%r12,%rdi,4), %zmm5 {%k1} {z}
	vmovaps	%zmm5, 832(%rsp,%r8,4)
	cmpq	$48, %r8
	leaq	16(%r8), %r8
	jb	.LBB0_7
.LBB0_8:
	testb	$1, %dl
	jne	.LBB0_9
	movq	$-16, %rdx
	.p2align	4
.LBB0_12:
	vmovaps	896(%rsp,%rdx,4), %zmm4
	vaddps	%zmm4, %zmm4, %zmm4
	vmovaps	%zmm4, 384(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_12
	jmp	.LBB0_13
	.p2align	4
.LBB0_9:
	movq	$-16, %rdx
	.p2align	4
.LBB0_10:
	vaddps	896(%rsp,%rdx,4), %zmm2, %zmm4
	vmovaps	%zmm4, 384(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_10
.LBB0_13:
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
	testl	%ecx, %ecx
	jle	.LBB0_18
	xorl	%edx, %edx
	.p2align	4
.LBB0_15:
	movq	$-16, %r8
	.p2align	4
.LBB0_16:
	vaddps	128(%rsp,%r8,4), %zmm0, %zmm4
	vmovaps	%zmm4, 640(%rsp,%r8,4)
	addq	$16, %r8
	cmpq	$48, %r8
	jb	.LBB0_16
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
	cmpl	%ecx, %edx
	jne	.LBB0_15
.LBB0_18:
	cmpl	%r10d, %r14d
	jge	.LBB0_21
	movq	$-16, %rdx
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_20:
	vmovdqa64	128(%rsp,%rdx,4), %zmm4
	movl	%eax, %edi
	orl	%r8d, %edi
	movslq	%edi, %rdi
	vmovdqu64	%zmm4, (%r13,%rdi,4)
	addq	$16, %r8
	addq	$16, %rdx
	cmpq	$48, %rdx
	jb	.LBB0_20
	jmp	.LBB0_23
	.p2align	4
.LBB0_21:
	vpbroadcastd	%eax, %zmm4
	vpord	%zmm1, %zmm4, %zmm4
	xorl	%eax, %eax
	.p2align	4
.LBB0_22:
	vpbroadcastd	%eax, %zmm5
	vpord	%zmm5, %zmm4, %zmm5
	vmovaps	64(%rsp,%rax,4), %zmm6
	vpcmpgtd	%zmm5, %zmm3, %k1
	vmovd	%xmm5, %edx
	movslq	%edx, %rdx
	vmovups	%zmm6, (%r13,%rdx,4) {%k1}
	cmpq	$48, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_22
	jmp	.LBB0_23
.LBB0_25:
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
	.size	if_while.chunks, .Lfunc_end0-if_while.chunks

	.globl	if_while_grid
	.p2align	4
	.type	if_while_grid,@function
if_while_grid:
	movq	%r9, %rax
	movq	%r8, %rdx
	movq	8(%rsp), %r9
	xorl	%ecx, %ecx
	movq	%rax, %r8
	jmp	if_while.chunks
.Lfunc_end1:
	.size	if_while_grid, .Lfunc_end1-if_while_grid

	.globl	if_while_omp
	.p2align	4
	.type	if_while_omp,@function
if_while_omp:
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
	callq	if_while.chunks
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
	.size	if_while_omp, .Lfunc_end2-if_while_omp
	.cfi_endproc

	.section	".note.GNU-stack","",@progbits
