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
	.long	0xff800000
	.text
	.p2align	4
	.type	argmax_rows.chunks,@function
argmax_rows.chunks:
	pushq	%rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	movq	%rcx, -8(%rsp)
	movq	%rdx, -16(%rsp)
	movq	%rdi, -40(%rsp)
	xorl	%r11d, %r11d
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	vbroadcastss	.LCPI0_1(%rip), %zmm1
	movq	%r9, -24(%rsp)
	movq	%r8, -32(%rsp)
	jmp	.LBB0_1
	.p2align	4
.LBB0_14:
	incq	%r11
	movq	-32(%rsp), %r8
	cmpq	%r8, %rdi
	movq	-24(%rsp), %r9
	jge	.LBB0_15
.LBB0_1:
	movq	%r9, %rbx
	movq	-16(%rsp), %rax
	lock		xaddq	%rbx, (%rax)
	addq	-8(%rsp), %rbx
	cmpq	%r8, %rbx
	jge	.LBB0_15
	leaq	(%rbx,%r9), %rdi
	cmpq	%r8, %rdi
	movq	%r8, %r15
	cmovlq	%rdi, %r15
	movq	-40(%rsp), %rcx
	movq	(%rcx), %r12
	movq	8(%rcx), %r13
	movl	16(%rcx), %eax
	movl	24(%rcx), %ebp
	cmpl	$63, %eax
	jg	.LBB0_9
	vpbroadcastd	%eax, %zmm2
	jmp	.LBB0_4
	.p2align	4
.LBB0_13:
	movslq	%edx, %rax
	vextractf64x4	$1, %zmm3, %ymm4
	vextracti64x4	$1, %zmm2, %ymm5
	vcmpltps	%ymm3, %ymm4, %k0
	vpcmpgtd	%ymm2, %ymm5, %k1
	vcmpeqps	%ymm4, %ymm3, %k1 {%k1}
	korb	%k1, %k0, %k1
	vmovaps	%ymm3, %ymm4 {%k1}
	vmovdqa32	%ymm2, %ymm5 {%k1}
	vextractf128	$1, %ymm4, %xmm2
	vextracti128	$1, %ymm5, %xmm3
	vcmpltps	%xmm4, %xmm2, %k0
	vpcmpgtd	%xmm5, %xmm3, %k1
	vcmpeqps	%xmm2, %xmm4, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%xmm4, %xmm2 {%k1}
	vmovdqa32	%xmm5, %xmm3 {%k1}
	vshufpd	$1, %xmm2, %xmm2, %xmm4
	vpshufd	$238, %xmm3, %xmm5
	vcmpltps	%xmm2, %xmm4, %k0
	vcmpeqps	%xmm4, %xmm2, %k1
	vpcmpgtd	%xmm3, %xmm5, %k2
	kandw	%k2, %k1, %k1
	korw	%k1, %k0, %k1
	vmovaps	%xmm2, %xmm4 {%k1}
	vmovdqa32	%xmm3, %xmm5 {%k1}
	vmovshdup	%xmm4, %xmm2
	vpextrd	$1, %xmm5, %ecx
	vucomiss	%xmm2, %xmm4
	seta	%dl
	vmovd	%xmm5, %r10d
	setnp	%r14b
	sete	%r9b
	andb	%r14b, %r9b
	cmpl	%ecx, %r10d
	setl	%r14b
	andb	%r9b, %r14b
	orb	%dl, %r14b
	cmovnel	%r10d, %ecx
	movl	%ecx, (%r13,%rax,4)
	incq	%rbx
	cmpq	%r15, %rbx
	jge	.LBB0_14
.LBB0_9:
	movl	%ebx, %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%ebp, %eax
	imull	%edx, %eax
	cltq
	leaq	(%r12,%rax,4), %rax
	vxorps	%xmm3, %xmm3, %xmm3
	vpxor	%xmm2, %xmm2, %xmm2
	xorl	%r10d, %r10d
	jmp	.LBB0_10
	.p2align	4
.LBB0_12:
	vmovaps	%zmm5, %zmm3
	vmovdqa64	%zmm4, %zmm2
	cmpq	$48, %r10
	leaq	16(%r10), %r10
	jae	.LBB0_13
.LBB0_10:
	vpbroadcastd	%r10d, %zmm4
	vpord	%zmm0, %zmm4, %zmm4
	movl	%r10d, %ecx
	vmovups	(%rax,%rcx,4), %zmm5
	testq	%r10, %r10
	je	.LBB0_12
	vcmpltps	%zmm3, %zmm5, %k0
	vpcmpgtd	%zmm2, %zmm4, %k1
	vcmpeqps	%zmm5, %zmm3, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm3, %zmm5 {%k1}
	vmovdqa32	%zmm2, %zmm4 {%k1}
	jmp	.LBB0_12
	.p2align	4
.LBB0_8:
	movslq	%edx, %rax
	vextractf64x4	$1, %zmm4, %ymm5
	vextracti64x4	$1, %zmm3, %ymm6
	vcmpltps	%ymm4, %ymm5, %k0
	vpcmpgtd	%ymm3, %ymm6, %k1
	vcmpeqps	%ymm5, %ymm4, %k1 {%k1}
	korb	%k1, %k0, %k1
	vmovaps	%ymm4, %ymm5 {%k1}
	vmovdqa32	%ymm3, %ymm6 {%k1}
	vextractf128	$1, %ymm5, %xmm3
	vextracti128	$1, %ymm6, %xmm4
	vcmpltps	%xmm5, %xmm3, %k0
	vpcmpgtd	%xmm6, %xmm4, %k1
	vcmpeqps	%xmm3, %xmm5, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%xmm5, %xmm3 {%k1}
	vmovdqa32	%xmm6, %xmm4 {%k1}
	vshufpd	$1, %xmm3, %xmm3, %xmm5
	vpshufd	$238, %xmm4, %xmm6
	vcmpltps	%xmm3, %xmm5, %k0
	vcmpeqps	%xmm5, %xmm3, %k1
	vpcmpgtd	%xmm4, %xmm6, %k2
	kandw	%k2, %k1, %k1
	korw	%k1, %k0, %k1
	vmovaps	%xmm3, %xmm5 {%k1}
	vmovdqa32	%xmm4, %xmm6 {%k1}
	vmovshdup	%xmm5, %xmm3
	vpextrd	$1, %xmm6, %ecx
	vucomiss	%xmm3, %xmm5
	seta	%dl
	vmovd	%xmm6, %r9d
	setnp	%r10b
	sete	%r14b
	andb	%r10b, %r14b
	cmpl	%ecx, %r9d
	setl	%r10b
	andb	%r14b, %r10b
	orb	%dl, %r10b
	cmovnel	%r9d, %ecx
	movl	%ecx, (%r13,%rax,4)
	incq	%rbx
	cmpq	%r15, %rbx
	jge	.LBB0_14
.LBB0_4:
	movl	%ebx, %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%ebp, %eax
	imull	%edx, %eax
	cltq
	leaq	(%r12,%rax,4), %rax
	vxorps	%xmm4, %xmm4, %xmm4
	vpxor	%xmm3, %xmm3, %xmm3
	xorl	%r10d, %r10d
	jmp	.LBB0_5
	.p2align	4
.LBB0_7:
	vmovaps	%zmm6, %zmm4
	vmovdqa64	%zmm5, %zmm3
	cmpq	$48, %r10
	leaq	16(%r10), %r10
	jae	.LBB0_8
.LBB0_5:
	vpbroadcastd	%r10d, %zmm5
	vpord	%zmm0, %zmm5, %zmm5
	vpcmpgtd	%zmm5, %zmm2, %k1
	movl	%r10d, %ecx
	vblendmps	(%rax,%rcx,4), %zmm1, %zmm6 {%k1}
	testq	%r10, %r10
	je	.LBB0_7
	vcmpltps	%zmm4, %zmm6, %k0
	vpcmpgtd	%zmm3, %zmm5, %k1
	vcmpeqps	%zmm6, %zmm4, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm4, %zmm6 {%k1}
	vmovdqa32	%zmm3, %zmm5 {%k1}
	jmp	.LBB0_7
.LBB0_15:
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
	.size	argmax_rows.chunks, .Lfunc_end0-argmax_rows.chunks

	.globl	argmax_rows_grid
	.p2align	4
	.type	argmax_rows_grid,@function
argmax_rows_grid:
	movq	%r9, %rax
	movq	%r8, %rdx
	movq	8(%rsp), %r9
	xorl	%ecx, %ecx
	movq	%rax, %r8
	jmp	argmax_rows.chunks
.Lfunc_end1:
	.size	argmax_rows_grid, .Lfunc_end1-argmax_rows_grid

	.globl	argmax_rows_omp
	.p2align	4
	.type	argmax_rows_omp,@function
argmax_rows_omp:
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
	callq	argmax_rows.chunks
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
	.size	argmax_rows_omp, .Lfunc_end2-argmax_rows_omp
	.cfi_endproc

	.section	".note.GNU-stack","",@progbits
