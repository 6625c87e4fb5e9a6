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
	movq	%rdi, -16(%rsp)
	movq	%r8, %r11
	movq	%rdx, -8(%rsp)
	lock		xaddq	%r11, (%rdx)
	xorl	%edi, %edi
	cmpq	%rcx, %r11
	jge	.LBB0_15
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	vbroadcastss	.LCPI0_1(%rip), %zmm1
	movq	%r8, -24(%rsp)
	movq	%rcx, -32(%rsp)
	jmp	.LBB0_3
	.p2align	4
.LBB0_2:
	incq	%rdi
	movq	-24(%rsp), %r8
	movq	%r8, %r11
	movq	-8(%rsp), %rax
	lock		xaddq	%r11, (%rax)
	movq	-32(%rsp), %rcx
	cmpq	%rcx, %r11
	jge	.LBB0_15
.LBB0_3:
	leaq	(%r11,%r8), %rbx
	cmpq	%rcx, %rbx
	cmovgeq	%rcx, %rbx
	movq	-16(%rsp), %rcx
	movq	(%rcx), %r14
	movq	8(%rcx), %r15
	movl	16(%rcx), %eax
	movl	24(%rcx), %ebp
	cmpl	$63, %eax
	jg	.LBB0_10
	vpbroadcastd	%eax, %zmm2
	jmp	.LBB0_5
	.p2align	4
.LBB0_14:
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
	vpextrd	$1, %xmm5, %edx
	vucomiss	%xmm2, %xmm4
	seta	%r12b
	vmovd	%xmm5, %r13d
	setnp	%r9b
	sete	%r10b
	andb	%r9b, %r10b
	cmpl	%edx, %r13d
	setl	%r9b
	andb	%r10b, %r9b
	orb	%r12b, %r9b
	cmovnel	%r13d, %edx
	movl	%edx, (%r15,%rax,4)
	incq	%r11
	cmpq	%rbx, %r11
	jge	.LBB0_2
.LBB0_10:
	movl	%r11d, %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%ebp, %eax
	imull	%edx, %eax
	cltq
	leaq	(%r14,%rax,4), %rax
	vxorps	%xmm3, %xmm3, %xmm3
	vpxor	%xmm2, %xmm2, %xmm2
	xorl	%r12d, %r12d
	jmp	.LBB0_11
	.p2align	4
.LBB0_13:
	vmovaps	%zmm5, %zmm3
	vmovdqa64	%zmm4, %zmm2
	cmpq	$48, %r12
	leaq	16(%r12), %r12
	jae	.LBB0_14
.LBB0_11:
	vpbroadcastd	%r12d, %zmm4
	vpord	%zmm0, %zmm4, %zmm4
	movl	%r12d, %r13d
	vmovups	(%rax,%r13,4), %zmm5
	testq	%r12, %r12
	je	.LBB0_13
	vcmpltps	%zmm3, %zmm5, %k0
	vpcmpgtd	%zmm2, %zmm4, %k1
	vcmpeqps	%zmm5, %zmm3, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm3, %zmm5 {%k1}
	vmovdqa32	%zmm2, %zmm4 {%k1}
	jmp	.LBB0_13
	.p2align	4
.LBB0_9:
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
	vpextrd	$1, %xmm6, %edx
	vucomiss	%xmm3, %xmm5
	seta	%r9b
	vmovd	%xmm6, %r10d
	setnp	%r12b
	sete	%r13b
	andb	%r12b, %r13b
	cmpl	%edx, %r10d
	setl	%r12b
	andb	%r13b, %r12b
	orb	%r9b, %r12b
	cmovnel	%r10d, %edx
	movl	%edx, (%r15,%rax,4)
	incq	%r11
	cmpq	%rbx, %r11
	jge	.LBB0_2
.LBB0_5:
	movl	%r11d, %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%ebp, %eax
	imull	%edx, %eax
	cltq
	leaq	(%r14,%rax,4), %rax
	vxorps	%xmm4, %xmm4, %xmm4
	vpxor	%xmm3, %xmm3, %xmm3
	xorl	%r12d, %r12d
	jmp	.LBB0_6
	.p2align	4
.LBB0_8:
	vmovaps	%zmm6, %zmm4
	vmovdqa64	%zmm5, %zmm3
	cmpq	$48, %r12
	leaq	16(%r12), %r12
	jae	.LBB0_9
.LBB0_6:
	vpbroadcastd	%r12d, %zmm5
	vpord	%zmm0, %zmm5, %zmm5
	vpcmpgtd	%zmm5, %zmm2, %k1
	movl	%r12d, %r9d
	vblendmps	(%rax,%r9,4), %zmm1, %zmm6 {%k1}
	testq	%r12, %r12
	je	.LBB0_8
	vcmpltps	%zmm4, %zmm6, %k0
	vpcmpgtd	%zmm3, %zmm5, %k1
	vcmpeqps	%zmm6, %zmm4, %k1 {%k1}
	korw	%k1, %k0, %k1
	vmovaps	%zmm4, %zmm6 {%k1}
	vmovdqa32	%zmm3, %zmm5 {%k1}
	jmp	.LBB0_8
.LBB0_15:
	movq	%rdi, %rax
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
	movq	%r9, %rcx
	movq	%r8, %rdx
	movq	8(%rsp), %r8
	jmp	argmax_rows.chunks
.Lfunc_end1:
	.size	argmax_rows_grid, .Lfunc_end1-argmax_rows_grid

	.globl	argmax_rows_omp
	.p2align	4
	.type	argmax_rows_omp,@function
argmax_rows_omp:
	pushq	%rbx
	movq	%rdi, %rbx
	movq	8(%rdi), %rcx
	movq	16(%rdi), %r8
	movl	32(%rdi), %esi
	addq	$48, %rdi
	movq	%rbx, %rdx
	callq	argmax_rows.chunks
	testq	%rax, %rax
	je	.LBB2_2
	lock		incl	44(%rbx)
.LBB2_2:
	popq	%rbx
	retq
.Lfunc_end2:
	.size	argmax_rows_omp, .Lfunc_end2-argmax_rows_omp

	.section	".note.GNU-stack","",@progbits
