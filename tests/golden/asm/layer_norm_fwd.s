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
	.long	0x3f800000
	.text
	.p2align	4
	.type	layer_norm_fwd.chunks,@function
layer_norm_fwd.chunks:
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$2560, %rsp
	movq	%rcx, 56(%rsp)
	movq	%rdx, 48(%rsp)
	movl	%esi, 4(%rsp)
	movq	%rdi, 24(%rsp)
	xorl	%eax, %eax
	movq	%r9, 40(%rsp)
	movq	%r8, 32(%rsp)
	jmp	.LBB0_1
	.p2align	4
.LBB0_36:
	movq	72(%rsp), %rax
	incq	%rax
	movq	32(%rsp), %r8
	cmpq	%r8, 64(%rsp)
	movq	40(%rsp), %r9
	jge	.LBB0_37
.LBB0_1:
	movq	%r9, %rdx
	movq	48(%rsp), %rcx
	lock		xaddq	%rdx, (%rcx)
	addq	56(%rsp), %rdx
	cmpq	%r8, %rdx
	jge	.LBB0_37
	movq	%rdx, %rcx
	movq	%rax, 72(%rsp)
	leaq	(%rdx,%r9), %rax
	cmpq	%r8, %rax
	movq	%rax, 64(%rsp)
	cmovlq	%rax, %r8
	movq	%r8, 112(%rsp)
	movq	24(%rsp), %rax
	movq	(%rax), %rdx
	movq	%rdx, 104(%rsp)
	movq	8(%rax), %rdx
	movq	%rdx, 96(%rsp)
	movq	16(%rax), %r15
	movq	24(%rax), %r12
	movq	32(%rax), %rdx
	movq	%rdx, 88(%rsp)
	movq	40(%rax), %rdx
	movq	%rdx, 80(%rsp)
	movl	48(%rax), %edx
	movl	%edx, 16(%rsp)
	movl	56(%rax), %ebx
	vmovss	64(%rax), %xmm0
	vmovss	%xmm0, 12(%rsp)
	movq	%rcx, %rax
	vcvtsi2ss	%ebx, %xmm15, %xmm7
	vpbroadcastd	%ebx, %zmm8
	vmovss	%xmm7, 8(%rsp)
	vmovdqa64	%zmm8, 128(%rsp)
	jmp	.LBB0_3
	.p2align	4
.LBB0_35:
	movq	120(%rsp), %rax
	incq	%rax
	cmpq	112(%rsp), %rax
	jge	.LBB0_36
.LBB0_3:
	movq	%rax, 120(%rsp)
	xorl	%edx, %edx
	divl	4(%rsp)
	movl	16(%rsp), %r14d
	movl	%edx, 20(%rsp)
	imull	%edx, %r14d
	movl	$1024, %edx
	leaq	1472(%rsp), %rdi
	xorl	%esi, %esi
	vzeroupper
	callq	memset@PLT
	movslq	%r14d, %rax
	movq	104(%rsp), %rcx
	leaq	(%rcx,%rax,4), %r13
	testl	%ebx, %ebx
	jle	.LBB0_4
	xorl	%ecx, %ecx
	vmovdqa64	.LCPI0_0(%rip), %zmm2
	vmovdqa64	128(%rsp), %zmm3
	jmp	.LBB0_6
	.p2align	4
.LBB0_11:
	addl	$256, %ecx
	cmpl	%ebx, %ecx
	jge	.LBB0_12
.LBB0_6:
	movl	%ecx, %edx
	orl	$255, %edx
	cmpl	%ebx, %edx
	jge	.LBB0_9
	movq	$-16, %rdx
	xorl	%esi, %esi
	.p2align	4
.LBB0_8:
	movl	%ecx, %edi
	orl	%esi, %edi
	movslq	%edi, %rdi
	vmovups	(%r13,%rdi,4), %zmm0
	vaddps	1536(%rsp,%rdx,4), %zmm0, %zmm0
	vmovaps	%zmm0, 1536(%rsp,%rdx,4)
	addq	$16, %rsi
	addq	$16, %rdx
	cmpq	$240, %rdx
	jb	.LBB0_8
	jmp	.LBB0_11
	.p2align	4
.LBB0_9:
	vpbroadcastd	%ecx, %zmm0
	vpord	%zmm2, %zmm0, %zmm0
	xorl	%edx, %edx
	.p2align	4
.LBB0_10:
	vpbroadcastd	%edx, %zmm1
	vpord	%zmm1, %zmm0, %zmm1
	vpcmpgtd	%zmm1, %zmm3, %k1
	vmovd	%xmm1, %esi
	movslq	%esi, %rsi
	vmovups	(%r13,%rsi,4), %zmm1 {%k1} {z}
	vaddps	1472(%rsp,%rdx,4), %zmm1, %zmm1
	vmovaps	%zmm1, 1472(%rsp,%rdx,4)
	cmpq	$240, %rdx
	leaq	16(%rdx), %rdx
	jb	.LBB0_10
	jmp	.LBB0_11
	.p2align	4
.LBB0_12:
	vmovaps	1472(%rsp), %zmm3
	vmovaps	1536(%rsp), %zmm2
	vmovaps	1600(%rsp), %zmm1
	vmovaps	1664(%rsp), %zmm0
	jmp	.LBB0_13
	.p2align	4
.LBB0_4:
	vxorps	%xmm0, %xmm0, %xmm0
	vxorps	%xmm1, %xmm1, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vxorps	%xmm3, %xmm3, %xmm3
.LBB0_13:
	movq	96(%rsp), %rcx
	leaq	(%rcx,%rax,4), %r14
	xorl	%eax, %eax
	.p2align	4
.LBB0_14:
	vaddps	1728(%rsp,%rax,4), %zmm3, %zmm3
	vaddps	1792(%rsp,%rax,4), %zmm2, %zmm2
	vaddps	1856(%rsp,%rax,4), %zmm1, %zmm1
	vaddps	1920(%rsp,%rax,4), %zmm0, %zmm0
	addq	$64, %rax
	cmpq	$192, %rax
	jb	.LBB0_14
	movl	$1024, %edx
	leaq	448(%rsp), %rdi
	xorl	%esi, %esi
	vmovaps	%zmm0, 384(%rsp)
	vmovaps	%zmm1, 320(%rsp)
	vmovaps	%zmm2, 256(%rsp)
	vmovaps	%zmm3, 192(%rsp)
	vzeroupper
	callq	memset@PLT
	vmovaps	192(%rsp), %zmm0
	vaddps	256(%rsp), %zmm0, %zmm0
	vmovaps	320(%rsp), %zmm1
	vaddps	384(%rsp), %zmm1, %zmm1
	vaddps	%zmm1, %zmm0, %zmm0
	vextractf64x4	$1, %zmm0, %ymm1
	vaddps	%ymm1, %ymm0, %ymm0
	vextractf128	$1, %ymm0, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vshufpd	$1, %xmm0, %xmm0, %xmm1
	vaddps	%xmm1, %xmm0, %xmm0
	vmovshdup	%xmm0, %xmm1
	vaddss	%xmm1, %xmm0, %xmm0
	vmovss	8(%rsp), %xmm7
	vdivss	%xmm7, %xmm0, %xmm0
	testl	%ebx, %ebx
	jle	.LBB0_16
	vbroadcastss	%xmm0, %zmm1
	xorl	%eax, %eax
	vmovdqa64	.LCPI0_0(%rip), %zmm6
	vmovdqa64	128(%rsp), %zmm8
	jmp	.LBB0_18
	.p2align	4
.LBB0_23:
	addl	$256, %eax
	cmpl	%ebx, %eax
	jge	.LBB0_24
.LBB0_18:
	movl	%eax, %ecx
	orl	$255, %ecx
	vpbroadcastd	%eax, %zmm2
	vpord	%zmm6, %zmm2, %zmm2
	cmpl	%ebx, %ecx
	jge	.LBB0_19
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_22:
	vpbroadcastd	%ecx, %zmm3
	vpord	%zmm2, %zmm3, %zmm3
	vpcmpgtd	%zmm3, %zmm8, %k1
	vmovd	%xmm3, %edx
	movslq	%edx, %rdx
	vmovups	(%r13,%rdx,4), %zmm3
	vsubps	%zmm1, %zmm3, %zmm3 {%k1} {z}
	vfmadd213ps	448(%rsp,%rcx,4), %zmm3, %zmm3
	vmovaps	%zmm3, 448(%rsp,%rcx,4)
	cmpq	$240, %rcx
	leaq	16(%rcx), %rcx
	jb	.LBB0_22
	jmp	.LBB0_23
	.p2align	4
.LBB0_19:
	xorl	%ecx, %ecx
	.p2align	4
.LBB0_20:
	vpbroadcastd	%ecx, %zmm3
	vpord	%zmm2, %zmm3, %zmm3
	vpcmpgtd	%zmm3, %zmm8, %k1
	vmovd	%xmm3, %edx
	movslq	%edx, %rdx
	vmovups	(%r13,%rdx,4), %zmm3 {%k1} {z}
	vsubps	%zmm1, %zmm3, %zmm3 {%k1} {z}
	vfmadd213ps	448(%rsp,%rcx,4), %zmm3, %zmm3
	vmovaps	%zmm3, 448(%rsp,%rcx,4)
	cmpq	$240, %rcx
	leaq	16(%rcx), %rcx
	jb	.LBB0_20
	jmp	.LBB0_23
	.p2align	4
.LBB0_24:
	vmovaps	448(%rsp), %zmm4
	vmovaps	512(%rsp), %zmm3
	vmovaps	576(%rsp), %zmm2
	vmovaps	640(%rsp), %zmm1
	jmp	.LBB0_25
	.p2align	4
.LBB0_16:
	vxorps	%xmm1, %xmm1, %xmm1
	vxorps	%xmm2, %xmm2, %xmm2
	vxorps	%xmm3, %xmm3, %xmm3
	vxorps	%xmm4, %xmm4, %xmm4
	vmovdqa64	.LCPI0_0(%rip), %zmm6
	vmovdqa64	128(%rsp), %zmm8
.LBB0_25:
	xorl	%eax, %eax
	.p2align	4
.LBB0_26:
	vaddps	704(%rsp,%rax,4), %zmm4, %zmm4
	vaddps	768(%rsp,%rax,4), %zmm3, %zmm3
	vaddps	832(%rsp,%rax,4), %zmm2, %zmm2
	vaddps	896(%rsp,%rax,4), %zmm1, %zmm1
	addq	$64, %rax
	cmpq	$192, %rax
	jb	.LBB0_26
	vaddps	%zmm3, %zmm4, %zmm3
	vaddps	%zmm1, %zmm2, %zmm1
	vaddps	%zmm1, %zmm3, %zmm1
	vextractf64x4	$1, %zmm1, %ymm2
	vaddps	%ymm2, %ymm1, %ymm1
	vextractf128	$1, %ymm1, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vshufpd	$1, %xmm1, %xmm1, %xmm2
	vaddps	%xmm2, %xmm1, %xmm1
	vmovshdup	%xmm1, %xmm2
	vaddss	%xmm2, %xmm1, %xmm1
	vdivss	%xmm7, %xmm1, %xmm1
	vaddss	12(%rsp), %xmm1, %xmm1
	vsqrtss	%xmm1, %xmm1, %xmm1
	vmovss	.LCPI0_1(%rip), %xmm2
	vdivss	%xmm1, %xmm2, %xmm1
	movslq	20(%rsp), %rax
	movq	88(%rsp), %rcx
	vmovss	%xmm0, (%rcx,%rax,4)
	movq	80(%rsp), %rcx
	vmovss	%xmm1, (%rcx,%rax,4)
	testl	%ebx, %ebx
	jle	.LBB0_35
	vbroadcastss	%xmm0, %zmm0
	vbroadcastss	%xmm1, %zmm1
	xorl	%eax, %eax
	jmp	.LBB0_29
	.p2align	4
.LBB0_34:
	addl	$256, %eax
	cmpl	%ebx, %eax
	jge	.LBB0_35
.LBB0_29:
	movl	%eax, %ecx
	orl	$255, %ecx
	cmpl	%ebx, %ecx
	jge	.LBB0_32
	movslq	%eax, %rdx
	leaq	(%r12,%rdx,4), %rcx
	leaq	(%r15,%rdx,4), %rdx
	movq	$-16, %rsi
	xorl	%edi, %edi
	.p2align	4
.LBB0_31:
	movl	%eax, %r8d
	orl	%edi, %r8d
	movslq	%r8d, %r8
	vmovups	64(%rdx,%rsi,4), %zmm2
	vmovups	(%r13,%r8,4), %zmm3
	vsubps	%zmm0, %zmm3, %zmm3
	vmulps	%zmm3, %zmm1, %zmm3
	vfmadd213ps	64(%rcx,%rsi,4), %zmm2, %zmm3
	vmovups	%zmm3, (%r14,%r8,4)
	addq	$16, %rdi
	addq	$16, %rsi
	cmpq	$240, %rsi
	jb	.LBB0_31
	jmp	.LBB0_34
	.p2align	4
.LBB0_32:
	vpbroadcastd	%eax, %zmm2
	vpord	%zmm6, %zmm2, %zmm2
	movq	$-16, %rcx
	.p2align	4
.LBB0_33:
	addq	$16, %rcx
	vpbroadcastd	%ecx, %zmm3
	vpord	%zmm3, %zmm2, %zmm3
	vpcmpgtd	%zmm3, %zmm8, %k1
	vmovd	%xmm3, %edx
	movslq	%edx, %rdx
	vmovups	(%r15,%rdx,4), %zmm3 {%k1} {z}
	vmovups	(%r12,%rdx,4), %zmm4 {%k1} {z}
	vmovups	(%r13,%rdx,4), %zmm5 {%k1} {z}
	vsubps	%zmm0, %zmm5, %zmm5
	vmulps	%zmm5, %zmm1, %zmm5
	vfmadd213ps	%zmm4, %zmm3, %zmm5
	vmovups	%zmm5, (%r14,%rdx,4) {%k1}
	cmpq	$240, %rcx
	jb	.LBB0_33
	jmp	.LBB0_34
.LBB0_37:
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
	.size	layer_norm_fwd.chunks, .Lfunc_end0-layer_norm_fwd.chunks

	.globl	layer_norm_fwd_grid
	.p2align	4
	.type	layer_norm_fwd_grid,@function
layer_norm_fwd_grid:
	movq	%r9, %rax
	movq	%r8, %rdx
	movq	8(%rsp), %r9
	xorl	%ecx, %ecx
	movq	%rax, %r8
	jmp	layer_norm_fwd.chunks
.Lfunc_end1:
	.size	layer_norm_fwd_grid, .Lfunc_end1-layer_norm_fwd_grid

	.globl	layer_norm_fwd_omp
	.p2align	4
	.type	layer_norm_fwd_omp,@function
layer_norm_fwd_omp:
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
	addq	$192, %rbp
	xorl	%ebx, %ebx
	xorl	%r14d, %r14d
	jmp	.LBB2_7
	.p2align	4
.LBB2_10:
	movq	32(%rsp), %rdi
	movl	4(%rsp), %esi
	movq	40(%rsp), %r9
	callq	layer_norm_fwd.chunks
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
	movb	$1, 200(%rax,%rcx)
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
	.size	layer_norm_fwd_omp, .Lfunc_end2-layer_norm_fwd_omp
	.cfi_endproc

	.section	".note.GNU-stack","",@progbits
