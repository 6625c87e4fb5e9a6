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
	.long	1
.LCPI0_2:
	.long	2
.LCPI0_5:
	.long	65535
.LCPI0_6:
	.zero	4,1
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_3:
	.long	65535
	.long	0
	.long	0
	.long	0
.LCPI0_4:
	.zero	16,1
	.text
	.globl	matmul_kernel_grid
	.p2align	4
	.type	matmul_kernel_grid,@function
matmul_kernel_grid:
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$28608, %rsp
	movl	%esi, 36(%rsp)
	movq	%rdi, 72(%rsp)
	movq	16(%rbp), %rcx
	movq	%rcx, %rax
	movq	%r8, 64(%rsp)
	lock		xaddq	%rax, (%r8)
	cmpq	%r9, %rax
	jge	.LBB0_98
	leaq	18368(%rsp), %r14
	vmovdqa64	.LCPI0_0(%rip), %zmm20
	movq	%r9, 56(%rsp)
	.p2align	4
.LBB0_3:
	addq	%rax, %rcx
	cmpq	%r9, %rcx
	cmovgeq	%r9, %rcx
	movq	%rcx, 80(%rsp)
	.p2align	4
.LBB0_4:
	movq	%rax, 120(%rsp)
	xorl	%edx, %edx
	divl	36(%rsp)
	movl	%edx, %eax
	xorl	%edi, %edi
	movq	72(%rsp), %rbx
	movl	32(%rbx), %r8d
	leal	31(%r8), %ecx
	leal	62(%r8), %r9d
	testl	%ecx, %ecx
	cmovsl	%r9d, %ecx
	sarl	$5, %ecx
	shll	$2, %ecx
	cmpl	$63, %r9d
	movl	$1, %r12d
	cmovbl	%r12d, %ecx
	cltd
	idivl	%ecx
	movl	%eax, %esi
	movl	%edx, %ecx
	cmpl	$63, %r9d
	cmovbl	%edi, %ecx
	shll	$2, %esi
	cmpl	$63, %r9d
	movl	24(%rbx), %r9d
	cmovbl	%edi, %esi
	leal	31(%r9), %eax
	leal	62(%r9), %r10d
	testl	%eax, %eax
	cmovnsl	%eax, %r10d
	sarl	$5, %r10d
	movl	%r10d, %eax
	subl	%esi, %eax
	sete	%dl
	cmpl	$4, %eax
	movl	$4, %r11d
	cmovll	%eax, %r11d
	cmpl	$-1, %eax
	sete	%r15b
	orb	%dl, %r15b
	cmovnel	%r12d, %r11d
	movl	%ecx, %eax
	cltd
	idivl	%r11d
	negl	%ecx
	testb	%r15b, %r15b
	cmovnel	%edi, %edx
	cmovel	%eax, %ecx
	shll	$5, %ecx
	cmpl	%esi, %r10d
	movq	(%rbx), %rax
	movq	%rax, 88(%rsp)
	movq	8(%rbx), %rax
	movq	%rax, 96(%rsp)
	movq	16(%rbx), %rax
	movq	%rax, 112(%rsp)
	movl	40(%rbx), %eax
	movq	%rax, 104(%rsp)
	movl	48(%rbx), %eax
	movl	%eax, 40(%rsp)
	movl	56(%rbx), %eax
	movl	%eax, 32(%rsp)
	movl	64(%rbx), %eax
	movl	%eax, 320(%rsp)
	cmovel	%edi, %ecx
	addl	%esi, %edx
	movl	72(%rbx), %eax
	movl	%eax, 44(%rsp)
	shll	$5, %edx
	vpbroadcastd	%edx, %zmm0
	movl	80(%rbx), %eax
	movl	%eax, 48(%rsp)
	vpbroadcastd	%r9d, %zmm2
	movl	88(%rbx), %eax
	movl	%eax, 52(%rsp)
	vmovdqa64	.LCPI0_0(%rip), %zmm3
	vpord	%zmm3, %zmm0, %zmm0
	vpternlogd	$255, %zmm5, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm2, %zmm4
	vpbroadcastd	.LCPI0_2(%rip), %zmm7
	vpcmpltud	%zmm7, %zmm4, %k1
	vpbroadcastd	.LCPI0_1(%rip), %zmm6
	vmovdqa64	%zmm2, 704(%rsp)
	vpblendmd	%zmm6, %zmm2, %zmm1 {%k1}
	vpbroadcastd	%ecx, %zmm2
	vpord	%zmm3, %zmm2, %zmm2
	vpbroadcastd	%r8d, %zmm3
	vpsubd	%zmm5, %zmm3, %zmm5
	vpcmpltud	%zmm7, %zmm5, %k1
	vmovdqa64	%zmm3, 640(%rsp)
	vpblendmd	%zmm6, %zmm3, %zmm3 {%k1}
	movb	$1, %r10b
	vpcmpnltud	%zmm7, %zmm5, %k1
	vpcmpnltud	%zmm7, %zmm4, %k2
	vextracti32x4	$3, %zmm1, %xmm4
	vextracti32x4	$2, %zmm1, %xmm5
	vextracti128	$1, %ymm1, %xmm6
	vextracti32x4	$3, %zmm3, %xmm7
	vextracti32x4	$2, %zmm3, %xmm8
	vextracti128	$1, %ymm3, %xmm9
	leaq	1088(%rsp), %r12
	leaq	448(%rsp), %r13
	leaq	1216(%rsp), %r11
	leaq	576(%rsp), %r9
	.p2align	4
.LBB0_5:
	vpbroadcastd	%edi, %zmm13
	vpord	%zmm13, %zmm0, %zmm10
	vextracti32x4	$3, %zmm10, %xmm11
	vpextrd	$1, %xmm11, %eax
	vpextrd	$1, %xmm4, %ecx
	cltd
	idivl	%ecx
	movl	%edx, %ecx
	vmovd	%xmm11, %eax
	vmovd	%xmm4, %esi
	cltd
	idivl	%esi
	vmovd	%edx, %xmm12
	vpextrd	$2, %xmm11, %eax
	vpextrd	$2, %xmm4, %edi
	cltd
	vpextrd	$3, %xmm11, %esi
	vpextrd	$3, %xmm4, %r8d
	vpinsrd	$1, %ecx, %xmm12, %xmm11
	idivl	%edi
	movl	%edx, %ecx
	movl	%esi, %eax
	cltd
	vextracti32x4	$2, %zmm10, %xmm12
	vpextrd	$1, %xmm12, %esi
	vpinsrd	$2, %ecx, %xmm11, %xmm11
	idivl	%r8d
	movl	%edx, %ecx
	vpextrd	$1, %xmm5, %edi
	movl	%esi, %eax
	cltd
	vmovd	%xmm12, %esi
	vpinsrd	$3, %ecx, %xmm11, %xmm11
	idivl	%edi
	movl	%edx, %ecx
	vmovd	%xmm5, %r8d
	vpextrd	$2, %xmm12, %edi
	vpextrd	$2, %xmm5, %ebx
	movl	%esi, %eax
	cltd
	idivl	%r8d
	vmovd	%edx, %xmm14
	movl	%edi, %eax
	cltd
	vpextrd	$3, %xmm12, %esi
	vpinsrd	$1, %ecx, %xmm14, %xmm12
	idivl	%ebx
	movl	%edx, %ecx
	vpextrd	$3, %xmm5, %edi
	movl	%esi, %eax
	cltd
	vpinsrd	$2, %ecx, %xmm12, %xmm12
	idivl	%edi
	movl	%edx, %ecx
	vextracti128	$1, %ymm10, %xmm14
	vpextrd	$1, %xmm14, %eax
	vpextrd	$1, %xmm6, %esi
	cltd
	idivl	%esi
	movl	%edx, %esi
	vpinsrd	$3, %ecx, %xmm12, %xmm12
	vmovd	%xmm14, %eax
	vmovd	%xmm6, %ecx
	cltd
	idivl	%ecx
	vmovd	%edx, %xmm15
	vpextrd	$2, %xmm14, %eax
	vpextrd	$2, %xmm6, %edi
	cltd
	vpextrd	$3, %xmm14, %ecx
	vpextrd	$3, %xmm6, %r8d
	vpinsrd	$1, %esi, %xmm15, %xmm14
	idivl	%edi
	movl	%edx, %esi
	movl	%ecx, %eax
	cltd
	vpextrd	$1, %xmm10, %ecx
	vpinsrd	$2, %esi, %xmm14, %xmm14
	idivl	%r8d
	movl	%edx, %esi
	vpextrd	$1, %xmm1, %edi
	movl	%ecx, %eax
	cltd
	vmovd	%xmm10, %ecx
	vpinsrd	$3, %esi, %xmm14, %xmm14
	idivl	%edi
	movl	%edx, %esi
	vmovd	%xmm1, %r8d
	vpextrd	$2, %xmm10, %edi
	vpextrd	$2, %xmm1, %ebx
	movl	%ecx, %eax
	cltd
	idivl	%r8d
	vmovd	%edx, %xmm15
	movl	%edi, %eax
	cltd
	vpextrd	$3, %xmm10, %ecx
	vpinsrd	$1, %esi, %xmm15, %xmm15
	idivl	%ebx
	movl	%edx, %esi
	vpextrd	$3, %xmm1, %edi
	movl	%ecx, %eax
	cltd
	vpord	%zmm13, %zmm2, %zmm13
	vpinsrd	$2, %esi, %xmm15, %xmm15
	idivl	%edi
	movl	%edx, %ecx
	vextracti32x4	$3, %zmm13, %xmm16
	vpextrd	$1, %xmm16, %eax
	vpextrd	$1, %xmm7, %esi
	cltd
	idivl	%esi
	movl	%edx, %esi
	vpinsrd	$3, %ecx, %xmm15, %xmm15
	vmovd	%xmm16, %eax
	vmovd	%xmm7, %ecx
	cltd
	idivl	%ecx
	vmovd	%edx, %xmm17
	vpextrd	$2, %xmm16, %eax
	vpextrd	$2, %xmm7, %edi
	cltd
	vpextrd	$3, %xmm16, %ecx
	vpextrd	$3, %xmm7, %r8d
	vpinsrd	$1, %esi, %xmm17, %xmm16
	idivl	%edi
	movl	%edx, %esi
	movl	%ecx, %eax
	cltd
	vextracti32x4	$2, %zmm13, %xmm17
	vpextrd	$1, %xmm17, %ecx
	vpinsrd	$2, %esi, %xmm16, %xmm16
	idivl	%r8d
	movl	%edx, %esi
	vpextrd	$1, %xmm8, %edi
	movl	%ecx, %eax
	cltd
	vpinsrd	$3, %esi, %xmm16, %xmm16
	idivl	%edi
	movl	%edx, %ecx
	vmovd	%xmm17, %eax
	vmovd	%xmm8, %edi
	vpextrd	$2, %xmm17, %esi
	cltd
	idivl	%edi
	vmovd	%edx, %xmm18
	vpextrd	$2, %xmm8, %edi
	movl	%esi, %eax
	cltd
	vpinsrd	$1, %ecx, %xmm18, %xmm18
	idivl	%edi
	movl	%edx, %ecx
	vpextrd	$3, %xmm17, %eax
	vpextrd	$3, %xmm8, %edi
	vextracti32x4	$1, %ymm13, %xmm19
	cltd
	vpextrd	$1, %xmm19, %esi
	vpextrd	$1, %xmm9, %r8d
	vpinsrd	$2, %ecx, %xmm18, %xmm17
	idivl	%edi
	movl	%edx, %ecx
	movl	%esi, %eax
	cltd
	vmovd	%xmm19, %esi
	vpextrd	$2, %xmm19, %edi
	vpinsrd	$3, %ecx, %xmm17, %xmm17
	idivl	%r8d
	movl	%edx, %ecx
	vmovd	%xmm9, %ebx
	vpextrd	$2, %xmm9, %r15d
	vpextrd	$3, %xmm19, %r8d
	movl	%esi, %eax
	cltd
	idivl	%ebx
	vmovd	%edx, %xmm18
	movl	%edi, %eax
	cltd
	vpextrd	$3, %xmm9, %edi
	vpinsrd	$1, %ecx, %xmm18, %xmm18
	idivl	%r15d
	movl	%edx, %ecx
	movl	%r8d, %eax
	cltd
	vpextrd	$1, %xmm13, %esi
	vpinsrd	$2, %ecx, %xmm18, %xmm18
	idivl	%edi
	movl	%edx, %ecx
	vinserti128	$1, %xmm11, %ymm12, %ymm11
	vpextrd	$1, %xmm3, %edi
	movl	%esi, %eax
	cltd
	vpinsrd	$3, %ecx, %xmm18, %xmm12
	idivl	%edi
	movl	%edx, %ecx
	vinserti128	$1, %xmm14, %ymm15, %ymm14
	vmovd	%xmm13, %eax
	vmovd	%xmm3, %edi
	vpextrd	$2, %xmm13, %esi
	cltd
	idivl	%edi
	vmovd	%edx, %xmm15
	vpextrd	$2, %xmm3, %edi
	movl	%esi, %eax
	cltd
	vpinsrd	$1, %ecx, %xmm15, %xmm15
	idivl	%edi
	movl	%edx, %ecx
	vinserti32x4	$1, %xmm16, %ymm17, %ymm16
	vpextrd	$3, %xmm13, %eax
	vpextrd	$3, %xmm3, %esi
	cltd
	idivl	%esi
	vpinsrd	$2, %ecx, %xmm15, %xmm15
	vpinsrd	$3, %edx, %xmm15, %xmm15
	vinserti128	$1, %xmm12, %ymm15, %ymm12
	movl	%r10d, %eax
	vinserti32x8	$1, %ymm11, %zmm14, %zmm11 {%k2} {z}
	vmovdqa64	%zmm10, (%r9)
	vmovdqa64	%zmm11, (%r11)
	vmovdqa64	%zmm13, (%r13)
	vinserti32x8	$1, %ymm16, %zmm12, %zmm10 {%k1} {z}
	vmovdqa64	%zmm10, (%r12)
	movl	$16, %edi
	xorl	%r10d, %r10d
	leaq	1024(%rsp), %r12
	leaq	384(%rsp), %r13
	leaq	1152(%rsp), %r11
	leaq	512(%rsp), %r9
	testb	$1, %al
	jne	.LBB0_5
	movl	40(%rsp), %eax
	vpbroadcastd	%eax, %zmm0
	vpmulld	1216(%rsp), %zmm0, %zmm1
	vextracti64x4	$1, %zmm1, %ymm2
	vpmovsxdq	%ymm2, %zmm2
	vpmovsxdq	%ymm1, %zmm1
	movq	88(%rsp), %rax
	vpbroadcastq	%rax, %zmm3
	vpaddq	%zmm1, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm3, %zmm1
	vpaddq	%zmm2, %zmm2, %zmm2
	vpaddq	%zmm2, %zmm3, %zmm2
	vmovdqa64	%zmm2, 1728(%rsp)
	vmovdqa64	%zmm1, 1664(%rsp)
	vpmulld	1152(%rsp), %zmm0, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm0
	vpaddq	%zmm0, %zmm0, %zmm0
	vpaddq	%zmm1, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm3, %zmm1
	vmovdqa64	%zmm1, 1856(%rsp)
	vpaddq	%zmm0, %zmm3, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	movl	32(%rsp), %eax
	vpbroadcastd	%eax, %zmm0
	vpmulld	%zmm20, %zmm0, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm2
	movq	$-16, %rax
	vpaddq	%zmm1, %zmm1, %zmm0
	vpaddq	%zmm2, %zmm2, %zmm1
	leaq	1664(%rsp), %rcx
	.p2align	4
.LBB0_7:
	vpbroadcastq	(%rcx), %zmm2
	vpaddq	%zmm1, %zmm2, %zmm3
	vmovdqa64	%zmm3, 14336(%rsp,%rax,8)
	vpaddq	%zmm0, %zmm2, %zmm2
	vmovdqa64	%zmm2, 14400(%rsp,%rax,8)
	addq	$16, %rax
	addq	$8, %rcx
	cmpq	$496, %rax
	jb	.LBB0_7
	movl	320(%rsp), %eax
	vpbroadcastd	%eax, %zmm0
	vpmulld	%zmm20, %zmm0, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm0
	movq	96(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vpaddq	%zmm0, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm2, %zmm0
	vpaddq	%zmm1, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm2, %zmm1
	vmovdqa64	%zmm1, 1344(%rsp)
	vmovdqa64	%zmm0, 1280(%rsp)
	movl	44(%rsp), %eax
	vpbroadcastd	%eax, %zmm0
	vpmulld	1088(%rsp), %zmm0, %zmm1
	vmovdqa64	%zmm1, 896(%rsp)
	vpmulld	1024(%rsp), %zmm0, %zmm0
	vmovdqa64	%zmm0, 960(%rsp)
	xorl	%eax, %eax
	.p2align	4
.LBB0_9:
	movq	%rax, %rcx
	shrq	$5, %rcx
	movl	%eax, %edx
	andl	$16, %edx
	vpmovsxdq	928(%rsp,%rdx,4), %zmm0
	vpmovsxdq	896(%rsp,%rdx,4), %zmm1
	vpbroadcastq	1280(%rsp,%rcx,8), %zmm2
	vpaddq	%zmm1, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm2, %zmm1
	vpaddq	%zmm0, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm2, %zmm0
	vmovdqa64	%zmm0, 10176(%rsp,%rax,8)
	vmovdqa64	%zmm1, 10112(%rsp,%rax,8)
	cmpq	$496, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_9
	movl	$4096, %edx
	leaq	1920(%rsp), %rdi
	xorl	%esi, %esi
	vzeroupper
	callq	memset@PLT
	movq	104(%rsp), %rdx
	leal	15(%rdx), %ecx
	leal	30(%rdx), %eax
	testl	%ecx, %ecx
	cmovnsl	%ecx, %eax
	cmpl	$16, %ecx
	leaq	6848(%rsp), %r10
	vmovdqa64	.LCPI0_0(%rip), %zmm20
	vpxor	%xmm4, %xmm4, %xmm4
	jl	.LBB0_93
	movq	%rdx, %r15
	sarl	$4, %eax
	movl	32(%rsp), %edx
	shll	$4, %edx
	movl	320(%rsp), %ecx
	shll	$4, %ecx
	vpbroadcastd	%edx, %ymm0
	vpmovsxdq	%ymm0, %zmm0
	vpbroadcastd	%ecx, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	xorl	%ecx, %ecx
	vpaddq	%zmm0, %zmm0, %zmm7
	vpaddq	%zmm1, %zmm1, %zmm1
	vmovdqa64	%zmm7, 320(%rsp)
	.p2align	4
.LBB0_12:
	movl	%ecx, %edx
	shll	$4, %edx
	movl	%r15d, %esi
	subl	%edx, %esi
	vpbroadcastd	%esi, %zmm2
	movq	$-16, %rdx
	vmovd	.LCPI0_5(%rip), %xmm0
	jmp	.LBB0_13
	.p2align	4
.LBB0_45:
	vmovdqa	%ymm3, 9120(%rsp,%rdx,2)
	addq	$16, %rdx
	cmpq	$496, %rdx
	jae	.LBB0_46
.LBB0_13:
	vpcmpgtd	%zmm20, %zmm2, %k1
	vmovdqa64	14336(%rsp,%rdx,8), %zmm4
	kmovd	%k1, %esi
	vpxor	%xmm3, %xmm3, %xmm3
	testb	$1, %sil
	jne	.LBB0_14
	testb	$2, %sil
	jne	.LBB0_16
.LBB0_17:
	testb	$4, %sil
	jne	.LBB0_18
.LBB0_19:
	testb	$8, %sil
	jne	.LBB0_20
.LBB0_21:
	vextracti32x4	$2, %zmm4, %xmm5
	testb	$16, %sil
	jne	.LBB0_22
.LBB0_23:
	testb	$32, %sil
	jne	.LBB0_24
.LBB0_25:
	vextracti32x4	$3, %zmm4, %xmm4
	testb	$64, %sil
	jne	.LBB0_26
.LBB0_27:
	testb	%sil, %sil
	js	.LBB0_28
.LBB0_29:
	vmovdqa64	14400(%rsp,%rdx,8), %zmm4
	testl	$256, %esi
	jne	.LBB0_30
.LBB0_31:
	testl	$512, %esi
	jne	.LBB0_32
.LBB0_33:
	testl	$1024, %esi
	jne	.LBB0_34
.LBB0_35:
	testl	$2048, %esi
	jne	.LBB0_36
.LBB0_37:
	vextracti32x4	$2, %zmm4, %xmm5
	testl	$4096, %esi
	jne	.LBB0_38
.LBB0_39:
	testl	$8192, %esi
	jne	.LBB0_40
.LBB0_41:
	vextracti32x4	$3, %zmm4, %xmm4
	testl	$16384, %esi
	jne	.LBB0_42
.LBB0_43:
	testl	$32768, %esi
	je	.LBB0_45
	jmp	.LBB0_44
	.p2align	4
.LBB0_14:
	vmovq	%xmm4, %rdi
	vpinsrw	$0, (%rdi), %xmm0, %xmm3
	vpand	%ymm3, %ymm0, %ymm3
	testb	$2, %sil
	je	.LBB0_17
.LBB0_16:
	vpextrq	$1, %xmm4, %rdi
	vpbroadcastw	(%rdi), %xmm5
	vpblendw	$2, %xmm5, %xmm3, %xmm5
	vpblendd	$15, %ymm5, %ymm3, %ymm3
	testb	$4, %sil
	je	.LBB0_19
.LBB0_18:
	vextracti128	$1, %ymm4, %xmm5
	vmovq	%xmm5, %rdi
	vpbroadcastw	(%rdi), %xmm5
	vpblendw	$4, %xmm5, %xmm3, %xmm5
	vpblendd	$15, %ymm5, %ymm3, %ymm3
	testb	$8, %sil
	je	.LBB0_21
.LBB0_20:
	vextracti128	$1, %ymm4, %xmm5
	vpextrq	$1, %xmm5, %rdi
	vpbroadcastw	(%rdi), %xmm5
	vpblendw	$8, %xmm5, %xmm3, %xmm5
	vpblendd	$15, %ymm5, %ymm3, %ymm3
	vextracti32x4	$2, %zmm4, %xmm5
	testb	$16, %sil
	je	.LBB0_23
.LBB0_22:
	vmovq	%xmm5, %rdi
	vpbroadcastw	(%rdi), %xmm6
	vpblendw	$16, %xmm6, %xmm3, %xmm6
	vpblendd	$15, %ymm6, %ymm3, %ymm3
	testb	$32, %sil
	je	.LBB0_25
.LBB0_24:
	vpextrq	$1, %xmm5, %rdi
	vpbroadcastw	(%rdi), %xmm5
	vpblendw	$32, %xmm5, %xmm3, %xmm5
	vpblendd	$15, %ymm5, %ymm3, %ymm3
	vextracti32x4	$3, %zmm4, %xmm4
	testb	$64, %sil
	je	.LBB0_27
.LBB0_26:
	vmovq	%xmm4, %rdi
	vpbroadcastw	(%rdi), %xmm5
	vpblendw	$64, %xmm5, %xmm3, %xmm5
	vpblendd	$15, %ymm5, %ymm3, %ymm3
	testb	%sil, %sil
	jns	.LBB0_29
.LBB0_28:
	vpextrq	$1, %xmm4, %rdi
	vpbroadcastw	(%rdi), %xmm4
	vpblendw	$128, %xmm4, %xmm3, %xmm4
	vpblendd	$15, %ymm4, %ymm3, %ymm3
	vmovdqa64	14400(%rsp,%rdx,8), %zmm4
	testl	$256, %esi
	je	.LBB0_31
.LBB0_30:
	vmovq	%xmm4, %rdi
	vpbroadcastw	(%rdi), %ymm5
	vpblendw	$1, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	testl	$512, %esi
	je	.LBB0_33
.LBB0_32:
	vpextrq	$1, %xmm4, %rdi
	vpbroadcastw	(%rdi), %ymm5
	vpblendw	$2, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	testl	$1024, %esi
	je	.LBB0_35
.LBB0_34:
	vextracti128	$1, %ymm4, %xmm5
	vmovq	%xmm5, %rdi
	vpbroadcastw	(%rdi), %ymm5
	vpblendw	$4, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	testl	$2048, %esi
	je	.LBB0_37
.LBB0_36:
	vextracti128	$1, %ymm4, %xmm5
	vpextrq	$1, %xmm5, %rdi
	vpbroadcastw	(%rdi), %ymm5
	vpblendw	$8, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	vextracti32x4	$2, %zmm4, %xmm5
	testl	$4096, %esi
	je	.LBB0_39
.LBB0_38:
	vmovq	%xmm5, %rdi
	vpbroadcastw	(%rdi), %ymm6
	vpblendw	$16, %ymm6, %ymm3, %ymm6
	vpblendd	$240, %ymm6, %ymm3, %ymm3
	testl	$8192, %esi
	je	.LBB0_41
.LBB0_40:
	vpextrq	$1, %xmm5, %rdi
	vpbroadcastw	(%rdi), %ymm5
	vpblendw	$32, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	vextracti32x4	$3, %zmm4, %xmm4
	testl	$16384, %esi
	je	.LBB0_43
.LBB0_42:
	vmovq	%xmm4, %rdi
	vpbroadcastw	(%rdi), %ymm5
	vpblendw	$64, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	testl	$32768, %esi
	je	.LBB0_45
.LBB0_44:
	vpextrq	$1, %xmm4, %rsi
	vpbroadcastw	(%rsi), %ymm4
	vpblendw	$128, %ymm4, %ymm3, %ymm4
	vpblendd	$240, %ymm4, %ymm3, %ymm3
	jmp	.LBB0_45
	.p2align	4
.LBB0_46:
	vmovdqu8	.LCPI0_4(%rip), %xmm2 {%k1} {z}
	vmovdqa	%xmm2, 128(%rsp)
	xorl	%edx, %edx
	jmp	.LBB0_47
	.p2align	4
.LBB0_79:
	vmovdqa	%ymm2, 8064(%rsp,%rdx,2)
	cmpq	$496, %rdx
	leaq	16(%rdx), %rdx
	jae	.LBB0_80
.LBB0_47:
	movq	%rdx, %rsi
	shrq	$5, %rsi
	movzbl	128(%rsp,%rsi), %edi
	andl	$1, %edi
	negl	%edi
	vmovdqa64	10112(%rsp,%rdx,8), %zmm4
	vmovdqa64	10176(%rsp,%rdx,8), %zmm3
	vpxor	%xmm2, %xmm2, %xmm2
	testb	$1, %dil
	jne	.LBB0_48
	movswl	%di, %esi
	testb	$2, %sil
	jne	.LBB0_50
.LBB0_51:
	testb	$4, %sil
	jne	.LBB0_52
.LBB0_53:
	testb	$8, %sil
	jne	.LBB0_54
.LBB0_55:
	vextracti32x4	$2, %zmm4, %xmm5
	testb	$16, %sil
	jne	.LBB0_56
.LBB0_57:
	testb	$32, %sil
	jne	.LBB0_58
.LBB0_59:
	vextracti32x4	$3, %zmm4, %xmm4
	testb	$64, %sil
	jne	.LBB0_60
.LBB0_61:
	testb	%dil, %dil
	js	.LBB0_62
.LBB0_63:
	testl	$256, %esi
	jne	.LBB0_64
.LBB0_65:
	testl	$512, %esi
	jne	.LBB0_66
.LBB0_67:
	testl	$1024, %esi
	jne	.LBB0_68
.LBB0_69:
	testl	$2048, %esi
	jne	.LBB0_70
.LBB0_71:
	vextracti32x4	$2, %zmm3, %xmm4
	testl	$4096, %esi
	jne	.LBB0_72
.LBB0_73:
	testl	$8192, %esi
	jne	.LBB0_74
.LBB0_75:
	vextracti32x4	$3, %zmm3, %xmm3
	testl	$16384, %esi
	jne	.LBB0_76
.LBB0_77:
	testl	$32768, %esi
	je	.LBB0_79
	jmp	.LBB0_78
	.p2align	4
.LBB0_48:
	vmovq	%xmm4, %rsi
	vpinsrw	$0, (%rsi), %xmm0, %xmm2
	vpand	%ymm2, %ymm0, %ymm2
	movswl	%di, %esi
	testb	$2, %sil
	je	.LBB0_51
.LBB0_50:
	vpextrq	$1, %xmm4, %r8
	vpbroadcastw	(%r8), %xmm5
	vpblendw	$2, %xmm5, %xmm2, %xmm5
	vpblendd	$15, %ymm5, %ymm2, %ymm2
	testb	$4, %sil
	je	.LBB0_53
.LBB0_52:
	vextracti128	$1, %ymm4, %xmm5
	vmovq	%xmm5, %r8
	vpbroadcastw	(%r8), %xmm5
	vpblendw	$4, %xmm5, %xmm2, %xmm5
	vpblendd	$15, %ymm5, %ymm2, %ymm2
	testb	$8, %sil
	je	.LBB0_55
.LBB0_54:
	vextracti128	$1, %ymm4, %xmm5
	vpextrq	$1, %xmm5, %r8
	vpbroadcastw	(%r8), %xmm5
	vpblendw	$8, %xmm5, %xmm2, %xmm5
	vpblendd	$15, %ymm5, %ymm2, %ymm2
	vextracti32x4	$2, %zmm4, %xmm5
	testb	$16, %sil
	je	.LBB0_57
.LBB0_56:
	vmovq	%xmm5, %r8
	vpbroadcastw	(%r8), %xmm6
	vpblendw	$16, %xmm6, %xmm2, %xmm6
	vpblendd	$15, %ymm6, %ymm2, %ymm2
	testb	$32, %sil
	je	.LBB0_59
.LBB0_58:
	vpextrq	$1, %xmm5, %r8
	vpbroadcastw	(%r8), %xmm5
	vpblendw	$32, %xmm5, %xmm2, %xmm5
	vpblendd	$15, %ymm5, %ymm2, %ymm2
	vextracti32x4	$3, %zmm4, %xmm4
	testb	$64, %sil
	je	.LBB0_61
.LBB0_60:
	vmovq	%xmm4, %r8
	vpbroadcastw	(%r8), %xmm5
	vpblendw	$64, %xmm5, %xmm2, %xmm5
	vpblendd	$15, %ymm5, %ymm2, %ymm2
	testb	%dil, %dil
	jns	.LBB0_63
.LBB0_62:
	vpextrq	$1, %xmm4, %rdi
	vpbroadcastw	(%rdi), %xmm4
	vpblendw	$128, %xmm4, %xmm2, %xmm4
	vpblendd	$15, %ymm4, %ymm2, %ymm2
	testl	$256, %esi
	je	.LBB0_65
.LBB0_64:
	vmovq	%xmm3, %rdi
	vpbroadcastw	(%rdi), %ymm4
	vpblendw	$1, %ymm4, %ymm2, %ymm4
	vpblendd	$240, %ymm4, %ymm2, %ymm2
	testl	$512, %esi
	je	.LBB0_67
.LBB0_66:
	vpextrq	$1, %xmm3, %rdi
	vpbroadcastw	(%rdi), %ymm4
	vpblendw	$2, %ymm4, %ymm2, %ymm4
	vpblendd	$240, %ymm4, %ymm2, %ymm2
	testl	$1024, %esi
	je	.LBB0_69
.LBB0_68:
	vextracti128	$1, %ymm3, %xmm4
	vmovq	%xmm4, %rdi
	vpbroadcastw	(%rdi), %ymm4
	vpblendw	$4, %ymm4, %ymm2, %ymm4
	vpblendd	$240, %ymm4, %ymm2, %ymm2
	testl	$2048, %esi
	je	.LBB0_71
.LBB0_70:
	vextracti128	$1, %ymm3, %xmm4
	vpextrq	$1, %xmm4, %rdi
	vpbroadcastw	(%rdi), %ymm4
	vpblendw	$8, %ymm4, %ymm2, %ymm4
	vpblendd	$240, %ymm4, %ymm2, %ymm2
	vextracti32x4	$2, %zmm3, %xmm4
	testl	$4096, %esi
	je	.LBB0_73
.LBB0_72:
	vmovq	%xmm4, %rdi
	vpbroadcastw	(%rdi), %ymm5
	vpblendw	$16, %ymm5, %ymm2, %ymm5
	vpblendd	$240, %ymm5, %ymm2, %ymm2
	testl	$8192, %esi
	je	.LBB0_75
.LBB0_74:
	vpextrq	$1, %xmm4, %rdi
	vpbroadcastw	(%rdi), %ymm4
	vpblendw	$32, %ymm4, %ymm2, %ymm4
	vpblendd	$240, %ymm4, %ymm2, %ymm2
	vextracti32x4	$3, %zmm3, %xmm3
	testl	$16384, %esi
	je	.LBB0_77
.LBB0_76:
	vmovq	%xmm3, %rdi
	vpbroadcastw	(%rdi), %ymm4
	vpblendw	$64, %ymm4, %ymm2, %ymm4
	vpblendd	$240, %ymm4, %ymm2, %ymm2
	testl	$32768, %esi
	je	.LBB0_79
.LBB0_78:
	vpextrq	$1, %xmm3, %rsi
	vpbroadcastw	(%rsi), %ymm3
	vpblendw	$128, %ymm3, %ymm2, %ymm3
	vpblendd	$240, %ymm3, %ymm2, %ymm2
	jmp	.LBB0_79
	.p2align	4
.LBB0_80:
	movq	$-16, %rdx
	.p2align	4
.LBB0_81:
	vcvtph2ps	9120(%rsp,%rdx,2), %zmm2
	vmovaps	%zmm2, 6080(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$496, %rdx
	jb	.LBB0_81
	movq	$-16, %rdx
	.p2align	4
.LBB0_83:
	vcvtph2ps	8096(%rsp,%rdx,2), %zmm2
	vmovaps	%zmm2, 18368(%rsp,%rdx,4)
	addq	$16, %rdx
	cmpq	$496, %rdx
	jb	.LBB0_83
	movq	%r10, %rdx
	xorl	%esi, %esi
	.p2align	4
.LBB0_85:
	movq	%rsi, %rdi
	shlq	$7, %rdi
	vmovaps	1920(%rsp,%rdi), %zmm29
	vmovaps	1984(%rsp,%rdi), %zmm28
	vmovaps	2048(%rsp,%rdi), %zmm27
	vmovaps	2112(%rsp,%rdi), %zmm26
	vmovaps	2176(%rsp,%rdi), %zmm25
	vmovaps	2240(%rsp,%rdi), %zmm24
	vmovaps	2304(%rsp,%rdi), %zmm23
	vmovaps	2368(%rsp,%rdi), %zmm22
	vmovaps	2432(%rsp,%rdi), %zmm21
	vmovaps	2496(%rsp,%rdi), %zmm20
	vmovaps	2560(%rsp,%rdi), %zmm19
	vmovaps	2624(%rsp,%rdi), %zmm18
	vmovaps	2688(%rsp,%rdi), %zmm17
	vmovaps	2752(%rsp,%rdi), %zmm16
	vmovaps	2816(%rsp,%rdi), %zmm15
	vmovaps	2880(%rsp,%rdi), %zmm14
	vmovaps	2944(%rsp,%rdi), %zmm13
	vmovaps	3008(%rsp,%rdi), %zmm12
	vmovaps	3072(%rsp,%rdi), %zmm11
	vmovaps	3136(%rsp,%rdi), %zmm10
	vmovaps	3200(%rsp,%rdi), %zmm9
	vmovaps	3264(%rsp,%rdi), %zmm8
	vmovaps	3328(%rsp,%rdi), %zmm7
	vmovaps	3392(%rsp,%rdi), %zmm6
	vmovaps	3456(%rsp,%rdi), %zmm5
	vmovaps	3520(%rsp,%rdi), %zmm4
	vmovaps	3584(%rsp,%rdi), %zmm3
	vmovaps	3648(%rsp,%rdi), %zmm2
	movq	$-64, %r8
	movq	%r14, %r9
	.p2align	4
.LBB0_86:
	vmovaps	-64(%r9), %zmm31
	vmovaps	(%r9), %zmm30
	vbroadcastss	-768(%rdx,%r8), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm29
	vfmadd231ps	%zmm0, %zmm30, %zmm28
	vbroadcastss	-704(%rdx,%r8), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm27
	vfmadd231ps	%zmm0, %zmm30, %zmm26
	vbroadcastss	-640(%rdx,%r8), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm25
	vfmadd231ps	%zmm0, %zmm30, %zmm24
	vbroadcastss	-576(%rdx,%r8), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm23
	vfmadd231ps	%zmm0, %zmm30, %zmm22
	vbroadcastss	-512(%rdx,%r8), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm21
	vfmadd231ps	%zmm0, %zmm30, %zmm20
	vbroadcastss	-448(%rdx,%r8), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm19
	vfmadd231ps	%zmm0, %zmm30, %zmm18
	vbroadcastss	-384(%rdx,%r8), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm17
	vfmadd231ps	%zmm0, %zmm30, %zmm16
	vbroadcastss	-320(%rdx,%r8), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm15
	vfmadd231ps	%zmm0, %zmm30, %zmm14
	vbroadcastss	-256(%rdx,%r8), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm13
	vfmadd231ps	%zmm0, %zmm30, %zmm12
	vbroadcastss	-192(%rdx,%r8), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm11
	vfmadd231ps	%zmm0, %zmm30, %zmm10
	vbroadcastss	-128(%rdx,%r8), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm9
	vfmadd231ps	%zmm0, %zmm30, %zmm8
	vbroadcastss	-64(%rdx,%r8), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm7
	vfmadd231ps	%zmm0, %zmm30, %zmm6
	vbroadcastss	(%rdx,%r8), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm5
	vfmadd231ps	%zmm0, %zmm30, %zmm4
	vbroadcastss	64(%rdx,%r8), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm3
	vfmadd231ps	%zmm30, %zmm0, %zmm2
	subq	$-128, %r9
	addq	$4, %r8
	jne	.LBB0_86
	vmovaps	%zmm29, 1920(%rsp,%rdi)
	vmovaps	%zmm28, 1984(%rsp,%rdi)
	vmovaps	%zmm27, 2048(%rsp,%rdi)
	vmovaps	%zmm26, 2112(%rsp,%rdi)
	vmovaps	%zmm25, 2176(%rsp,%rdi)
	vmovaps	%zmm24, 2240(%rsp,%rdi)
	vmovaps	%zmm23, 2304(%rsp,%rdi)
	vmovaps	%zmm22, 2368(%rsp,%rdi)
	vmovaps	%zmm21, 2432(%rsp,%rdi)
	vmovaps	%zmm20, 2496(%rsp,%rdi)
	vmovaps	%zmm19, 2560(%rsp,%rdi)
	vmovaps	%zmm18, 2624(%rsp,%rdi)
	vmovaps	%zmm17, 2688(%rsp,%rdi)
	vmovaps	%zmm16, 2752(%rsp,%rdi)
	vmovaps	%zmm15, 2816(%rsp,%rdi)
	vmovaps	%zmm14, 2880(%rsp,%rdi)
	vmovaps	%zmm13, 2944(%rsp,%rdi)
	vmovaps	%zmm12, 3008(%rsp,%rdi)
	vmovaps	%zmm11, 3072(%rsp,%rdi)
	vmovaps	%zmm10, 3136(%rsp,%rdi)
	vmovaps	%zmm9, 3200(%rsp,%rdi)
	vmovaps	%zmm8, 3264(%rsp,%rdi)
	vmovaps	%zmm7, 3328(%rsp,%rdi)
	vmovaps	%zmm6, 3392(%rsp,%rdi)
	vmovaps	%zmm5, 3456(%rsp,%rdi)
	vmovaps	%zmm4, 3520(%rsp,%rdi)
	vmovaps	%zmm3, 3584(%rsp,%rdi)
	vmovaps	%zmm2, 3648(%rsp,%rdi)
	addq	$896, %rdx
	cmpq	$14, %rsi
	leaq	14(%rsi), %rsi
	jb	.LBB0_85
	vmovaps	5504(%rsp), %zmm8
	vmovaps	5568(%rsp), %zmm7
	vmovaps	5632(%rsp), %zmm6
	vmovaps	5696(%rsp), %zmm5
	vmovaps	5760(%rsp), %zmm4
	vmovaps	5824(%rsp), %zmm3
	vmovaps	5888(%rsp), %zmm2
	movq	$-64, %rdx
	vmovaps	5952(%rsp), %zmm9
	movq	%r14, %rsi
	.p2align	4
.LBB0_89:
	vmovaps	-64(%rsi), %zmm0
	vmovaps	(%rsi), %zmm10
	vbroadcastss	7872(%rsp,%rdx), %zmm11
	vfmadd231ps	%zmm0, %zmm11, %zmm8
	vfmadd231ps	%zmm11, %zmm10, %zmm7
	vbroadcastss	7936(%rsp,%rdx), %zmm11
	vfmadd231ps	%zmm0, %zmm11, %zmm6
	vfmadd231ps	%zmm11, %zmm10, %zmm5
	vbroadcastss	8000(%rsp,%rdx), %zmm11
	vfmadd231ps	%zmm0, %zmm11, %zmm4
	vfmadd231ps	%zmm11, %zmm10, %zmm3
	vbroadcastss	8064(%rsp,%rdx), %zmm11
	vfmadd231ps	%zmm0, %zmm11, %zmm2
	vfmadd231ps	%zmm10, %zmm11, %zmm9
	subq	$-128, %rsi
	addq	$4, %rdx
	jne	.LBB0_89
	vmovaps	%zmm8, 5504(%rsp)
	vmovaps	%zmm7, 5568(%rsp)
	vmovaps	%zmm6, 5632(%rsp)
	vmovaps	%zmm5, 5696(%rsp)
	vmovaps	%zmm4, 5760(%rsp)
	vmovaps	%zmm3, 5824(%rsp)
	vmovaps	%zmm2, 5888(%rsp)
	vmovaps	%zmm9, 5952(%rsp)
	movq	$-16, %rdx
	vmovdqa64	.LCPI0_0(%rip), %zmm20
	vmovdqa64	320(%rsp), %zmm7
	.p2align	4
.LBB0_91:
	vpaddq	14400(%rsp,%rdx,8), %zmm7, %zmm0
	vpaddq	14336(%rsp,%rdx,8), %zmm7, %zmm2
	vpaddq	10304(%rsp,%rdx,8), %zmm1, %zmm3
	vpaddq	10240(%rsp,%rdx,8), %zmm1, %zmm4
	vmovdqa64	%zmm2, 14336(%rsp,%rdx,8)
	vmovdqa64	%zmm0, 14400(%rsp,%rdx,8)
	vmovdqa64	%zmm4, 10240(%rsp,%rdx,8)
	vmovdqa64	%zmm3, 10304(%rsp,%rdx,8)
	addq	$16, %rdx
	cmpq	$496, %rdx
	jb	.LBB0_91
	incl	%ecx
	cmpl	%eax, %ecx
	vpxor	%xmm4, %xmm4, %xmm4
	jne	.LBB0_12
.LBB0_93:
	movl	48(%rsp), %eax
	vpbroadcastd	%eax, %zmm0
	vpmulld	576(%rsp), %zmm0, %zmm1
	vextracti64x4	$1, %zmm1, %ymm2
	vpmovsxdq	%ymm2, %zmm2
	vpmovsxdq	%ymm1, %zmm1
	movq	112(%rsp), %rax
	vpbroadcastq	%rax, %zmm3
	vpsllq	$2, %zmm1, %zmm1
	vpsllq	$2, %zmm2, %zmm2
	vpaddq	%zmm2, %zmm3, %zmm2
	vmovdqa64	%zmm2, 1472(%rsp)
	vpaddq	%zmm1, %zmm3, %zmm1
	vmovdqa64	%zmm1, 1408(%rsp)
	vpmulld	512(%rsp), %zmm0, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm0
	vpsllq	$2, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm3, %zmm0
	vpsllq	$2, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm3, %zmm1
	vmovdqa64	%zmm1, 1600(%rsp)
	vmovdqa64	%zmm0, 1536(%rsp)
	movl	52(%rsp), %eax
	vpbroadcastd	%eax, %zmm0
	vpmulld	448(%rsp), %zmm0, %zmm1
	vmovdqa64	%zmm1, 768(%rsp)
	vpmulld	384(%rsp), %zmm0, %zmm0
	vmovdqa64	%zmm0, 832(%rsp)
	xorl	%eax, %eax
	.p2align	4
.LBB0_94:
	movq	%rax, %rcx
	shrq	$5, %rcx
	movl	%eax, %edx
	andl	$16, %edx
	vpmovsxdq	800(%rsp,%rdx,4), %zmm0
	vpmovsxdq	768(%rsp,%rdx,4), %zmm1
	vpbroadcastq	1408(%rsp,%rcx,8), %zmm2
	vpsllq	$2, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm2, %zmm1
	vpsllq	$2, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm2, %zmm0
	vmovdqa64	%zmm0, 20416(%rsp,%rax,8)
	vmovdqa64	%zmm1, 20352(%rsp,%rax,8)
	cmpq	$1008, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_94
	vmovdqa64	704(%rsp), %zmm2
	vpcmpgtd	576(%rsp), %zmm2, %k1
	vmovdqa64	640(%rsp), %zmm3
	vpcmpgtd	448(%rsp), %zmm3, %k2
	vpbroadcastd	.LCPI0_6(%rip), %xmm1
	vmovdqu8	%xmm1, %xmm0 {%k1} {z}
	vmovdqa	%xmm0, 256(%rsp)
	vmovdqu8	%xmm1, %xmm0 {%k2} {z}
	vmovdqa	%xmm0, 192(%rsp)
	vpcmpgtd	512(%rsp), %zmm2, %k1
	vpcmpgtd	384(%rsp), %zmm3, %k2
	vmovdqu8	%xmm1, %xmm0 {%k1} {z}
	vmovdqa	%xmm0, 272(%rsp)
	vmovdqu8	%xmm1, %xmm0 {%k2} {z}
	vmovdqa	%xmm0, 208(%rsp)
	xorl	%eax, %eax
	.p2align	4
.LBB0_96:
	movq	%rax, %rcx
	shrq	$5, %rcx
	movzbl	256(%rsp,%rcx), %ecx
	andl	$1, %ecx
	negl	%ecx
	kmovd	%ecx, %k1
	movl	%eax, %ecx
	andl	$16, %ecx
	vpsllw	$7, 192(%rsp,%rcx), %xmm0
	vmovaps	20352(%rsp,%rax,8), %zmm1
	vmovaps	20416(%rsp,%rax,8), %zmm2
	vpcmpgtb	%xmm0, %xmm4, %k1 {%k1}
	vmovaps	1920(%rsp,%rax,4), %ymm0
	vmovaps	1952(%rsp,%rax,4), %ymm3
	kmovq	%k1, %k2
	vscatterqps	%ymm0, (,%zmm1) {%k2}
	kshiftrw	$8, %k1, %k1
	vscatterqps	%ymm3, (,%zmm2) {%k1}
	cmpq	$1008, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_96
	movq	120(%rsp), %rax
	incq	%rax
	cmpq	80(%rsp), %rax
	jl	.LBB0_4
	movq	16(%rbp), %rcx
	movq	%rcx, %rdx
	movq	64(%rsp), %rax
	lock		xaddq	%rdx, (%rax)
	movq	%rdx, %rax
	movq	56(%rsp), %r9
	cmpq	%r9, %rdx
	jl	.LBB0_3
.LBB0_98:
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
	.size	matmul_kernel_grid, .Lfunc_end0-matmul_kernel_grid

	.globl	matmul_kernel_omp
	.p2align	4
	.type	matmul_kernel_omp,@function
matmul_kernel_omp:
	subq	$24, %rsp
	movq	%rdi, %r8
	movq	8(%rdi), %r9
	movq	16(%rdi), %rax
	movl	32(%rdi), %esi
	addq	$48, %rdi
	movq	%rax, (%rsp)
	callq	matmul_kernel_grid@PLT
	addq	$24, %rsp
	retq
.Lfunc_end1:
	.size	matmul_kernel_omp, .Lfunc_end1-matmul_kernel_omp

	.section	".note.GNU-stack","",@progbits
