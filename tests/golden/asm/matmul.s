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
	subq	$28544, %rsp
	movl	%esi, 28(%rsp)
	movq	%rdi, 80(%rsp)
	movq	16(%rbp), %rcx
	movq	%rcx, %rax
	movq	%r8, 72(%rsp)
	lock		xaddq	%rax, (%r8)
	cmpq	%r9, %rax
	jge	.LBB0_96
	leaq	10112(%rsp), %r14
	vmovdqa64	.LCPI0_0(%rip), %zmm31
	movq	%r9, 64(%rsp)
	.p2align	4
.LBB0_3:
	addq	%rax, %rcx
	cmpq	%r9, %rcx
	cmovgeq	%r9, %rcx
	movq	%rcx, 88(%rsp)
	.p2align	4
.LBB0_4:
	movq	%rax, 120(%rsp)
	xorl	%edx, %edx
	divl	28(%rsp)
	movl	%edx, %eax
	xorl	%edi, %edi
	movq	80(%rsp), %rbx
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
	movq	%rax, 96(%rsp)
	movq	8(%rbx), %rax
	movq	%rax, 104(%rsp)
	movq	16(%rbx), %rax
	movq	%rax, 112(%rsp)
	movl	40(%rbx), %eax
	movq	%rax, 56(%rsp)
	movl	48(%rbx), %eax
	movl	%eax, 32(%rsp)
	movl	56(%rbx), %eax
	movl	%eax, 40(%rsp)
	movl	64(%rbx), %eax
	movl	%eax, 44(%rsp)
	cmovel	%edi, %ecx
	addl	%esi, %edx
	movl	72(%rbx), %eax
	movl	%eax, 36(%rsp)
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
	vmovdqa64	%zmm2, 640(%rsp)
	vpblendmd	%zmm6, %zmm2, %zmm1 {%k1}
	vpbroadcastd	%ecx, %zmm2
	vpord	%zmm3, %zmm2, %zmm2
	vpbroadcastd	%r8d, %zmm3
	vpsubd	%zmm5, %zmm3, %zmm5
	vpcmpltud	%zmm7, %zmm5, %k1
	vmovdqa64	%zmm3, 576(%rsp)
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
	leaq	1024(%rsp), %r12
	leaq	384(%rsp), %r13
	leaq	1152(%rsp), %r11
	leaq	512(%rsp), %r9
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
	leaq	960(%rsp), %r12
	leaq	320(%rsp), %r13
	leaq	1088(%rsp), %r11
	leaq	448(%rsp), %r9
	testb	$1, %al
	jne	.LBB0_5
	movl	32(%rsp), %eax
	vpbroadcastd	%eax, %zmm0
	vpmulld	1152(%rsp), %zmm0, %zmm1
	vextracti64x4	$1, %zmm1, %ymm2
	vpmovsxdq	%ymm2, %zmm2
	vpmovsxdq	%ymm1, %zmm1
	movq	96(%rsp), %rax
	vpbroadcastq	%rax, %zmm3
	vpaddq	%zmm1, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm3, %zmm1
	vpaddq	%zmm2, %zmm2, %zmm2
	vpaddq	%zmm2, %zmm3, %zmm2
	vmovdqa64	%zmm2, 1664(%rsp)
	vmovdqa64	%zmm1, 1600(%rsp)
	vpmulld	1088(%rsp), %zmm0, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm0
	vpaddq	%zmm0, %zmm0, %zmm0
	vpaddq	%zmm1, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm3, %zmm1
	vmovdqa64	%zmm1, 1792(%rsp)
	vpaddq	%zmm0, %zmm3, %zmm0
	vmovdqa64	%zmm0, 1728(%rsp)
	movl	40(%rsp), %r12d
	vpbroadcastd	%r12d, %zmm0
	vpmulld	%zmm31, %zmm0, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm2
	movq	$-16, %rax
	vpaddq	%zmm1, %zmm1, %zmm0
	vpaddq	%zmm2, %zmm2, %zmm1
	leaq	1600(%rsp), %rcx
	.p2align	4
.LBB0_7:
	vpbroadcastq	(%rcx), %zmm2
	vpaddq	%zmm1, %zmm2, %zmm3
	vmovdqa64	%zmm3, 16320(%rsp,%rax,8)
	vpaddq	%zmm0, %zmm2, %zmm2
	vmovdqa64	%zmm2, 16384(%rsp,%rax,8)
	addq	$16, %rax
	addq	$8, %rcx
	cmpq	$496, %rax
	jb	.LBB0_7
	movl	44(%rsp), %ebx
	vpbroadcastd	%ebx, %zmm0
	vpmulld	%zmm31, %zmm0, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm0
	movq	104(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vpaddq	%zmm0, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm2, %zmm0
	vpaddq	%zmm1, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm2, %zmm1
	vmovdqa64	%zmm1, 1280(%rsp)
	vmovdqa64	%zmm0, 1216(%rsp)
	movl	36(%rsp), %eax
	vpbroadcastd	%eax, %zmm0
	vpmulld	1024(%rsp), %zmm0, %zmm1
	vmovdqa64	%zmm1, 832(%rsp)
	vpmulld	960(%rsp), %zmm0, %zmm0
	vmovdqa64	%zmm0, 896(%rsp)
	xorl	%eax, %eax
	leaq	6784(%rsp), %r15
	.p2align	4
.LBB0_9:
	movq	%rax, %rcx
	shrq	$5, %rcx
	movl	%eax, %edx
	andl	$16, %edx
	vpmovsxdq	864(%rsp,%rdx,4), %zmm0
	vpmovsxdq	832(%rsp,%rdx,4), %zmm1
	vpbroadcastq	1216(%rsp,%rcx,8), %zmm2
	vpaddq	%zmm1, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm2, %zmm1
	vpaddq	%zmm0, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm2, %zmm0
	vmovdqa64	%zmm0, 12160(%rsp,%rax,8)
	vmovdqa64	%zmm1, 12096(%rsp,%rax,8)
	cmpq	$496, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_9
	movl	$4096, %edx
	leaq	1856(%rsp), %rdi
	xorl	%esi, %esi
	vzeroupper
	callq	memset@PLT
	movq	56(%rsp), %rax
	leal	15(%rax), %ecx
	addl	$30, %eax
	testl	%ecx, %ecx
	cmovnsl	%ecx, %eax
	cmpl	$16, %ecx
	vmovdqa64	.LCPI0_0(%rip), %zmm31
	jl	.LBB0_91
	sarl	$4, %eax
	shll	$4, %r12d
	movslq	%r12d, %rcx
	shll	$4, %ebx
	movslq	%ebx, %rdx
	xorl	%esi, %esi
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_12:
	movl	%esi, %r9d
	shll	$4, %r9d
	movq	56(%rsp), %r10
	subl	%r9d, %r10d
	vpbroadcastd	%r10d, %zmm0
	movq	$-16, %r9
	vmovd	.LCPI0_5(%rip), %xmm6
	jmp	.LBB0_13
	.p2align	4
.LBB0_45:
	vmovdqa	%ymm1, 9056(%rsp,%r9,2)
	addq	$16, %r9
	cmpq	$496, %r9
	jae	.LBB0_46
.LBB0_13:
	vpcmpgtd	%zmm31, %zmm0, %k1
	vpbroadcastq	%r8, %zmm1
	vpaddq	%zmm1, %zmm1, %zmm2
	vpaddq	16320(%rsp,%r9,8), %zmm2, %zmm3
	kmovd	%k1, %r10d
	vpxor	%xmm1, %xmm1, %xmm1
	testb	$1, %r10b
	jne	.LBB0_14
	testb	$2, %r10b
	jne	.LBB0_16
.LBB0_17:
	testb	$4, %r10b
	jne	.LBB0_18
.LBB0_19:
	testb	$8, %r10b
	jne	.LBB0_20
.LBB0_21:
	vextracti32x4	$2, %zmm3, %xmm4
	testb	$16, %r10b
	jne	.LBB0_22
.LBB0_23:
	testb	$32, %r10b
	jne	.LBB0_24
.LBB0_25:
	vextracti32x4	$3, %zmm3, %xmm3
	testb	$64, %r10b
	jne	.LBB0_26
.LBB0_27:
	testb	%r10b, %r10b
	js	.LBB0_28
.LBB0_29:
	vpaddq	16384(%rsp,%r9,8), %zmm2, %zmm2
	testl	$256, %r10d
	jne	.LBB0_30
.LBB0_31:
	testl	$512, %r10d
	jne	.LBB0_32
.LBB0_33:
	testl	$1024, %r10d
	jne	.LBB0_34
.LBB0_35:
	testl	$2048, %r10d
	jne	.LBB0_36
.LBB0_37:
	vextracti32x4	$2, %zmm2, %xmm3
	testl	$4096, %r10d
	jne	.LBB0_38
.LBB0_39:
	testl	$8192, %r10d
	jne	.LBB0_40
.LBB0_41:
	vextracti32x4	$3, %zmm2, %xmm2
	testl	$16384, %r10d
	jne	.LBB0_42
.LBB0_43:
	testl	$32768, %r10d
	je	.LBB0_45
	jmp	.LBB0_44
	.p2align	4
.LBB0_14:
	vmovq	%xmm3, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm1
	vpand	%ymm1, %ymm6, %ymm1
	testb	$2, %r10b
	je	.LBB0_17
.LBB0_16:
	vpextrq	$1, %xmm3, %r11
	vpbroadcastw	(%r11), %xmm4
	vpblendw	$2, %xmm4, %xmm1, %xmm4
	vpblendd	$15, %ymm4, %ymm1, %ymm1
	testb	$4, %r10b
	je	.LBB0_19
.LBB0_18:
	vextracti128	$1, %ymm3, %xmm4
	vmovq	%xmm4, %r11
	vpbroadcastw	(%r11), %xmm4
	vpblendw	$4, %xmm4, %xmm1, %xmm4
	vpblendd	$15, %ymm4, %ymm1, %ymm1
	testb	$8, %r10b
	je	.LBB0_21
.LBB0_20:
	vextracti128	$1, %ymm3, %xmm4
	vpextrq	$1, %xmm4, %r11
	vpbroadcastw	(%r11), %xmm4
	vpblendw	$8, %xmm4, %xmm1, %xmm4
	vpblendd	$15, %ymm4, %ymm1, %ymm1
	vextracti32x4	$2, %zmm3, %xmm4
	testb	$16, %r10b
	je	.LBB0_23
.LBB0_22:
	vmovq	%xmm4, %r11
	vpbroadcastw	(%r11), %xmm5
	vpblendw	$16, %xmm5, %xmm1, %xmm5
	vpblendd	$15, %ymm5, %ymm1, %ymm1
	testb	$32, %r10b
	je	.LBB0_25
.LBB0_24:
	vpextrq	$1, %xmm4, %r11
	vpbroadcastw	(%r11), %xmm4
	vpblendw	$32, %xmm4, %xmm1, %xmm4
	vpblendd	$15, %ymm4, %ymm1, %ymm1
	vextracti32x4	$3, %zmm3, %xmm3
	testb	$64, %r10b
	je	.LBB0_27
.LBB0_26:
	vmovq	%xmm3, %r11
	vpbroadcastw	(%r11), %xmm4
	vpblendw	$64, %xmm4, %xmm1, %xmm4
	vpblendd	$15, %ymm4, %ymm1, %ymm1
	testb	%r10b, %r10b
	jns	.LBB0_29
.LBB0_28:
	vpextrq	$1, %xmm3, %r11
	vpbroadcastw	(%r11), %xmm3
	vpblendw	$128, %xmm3, %xmm1, %xmm3
	vpblendd	$15, %ymm3, %ymm1, %ymm1
	vpaddq	16384(%rsp,%r9,8), %zmm2, %zmm2
	testl	$256, %r10d
	je	.LBB0_31
.LBB0_30:
	vmovq	%xmm2, %r11
	vpbroadcastw	(%r11), %ymm3
	vpblendw	$1, %ymm3, %ymm1, %ymm3
	vpblendd	$240, %ymm3, %ymm1, %ymm1
	testl	$512, %r10d
	je	.LBB0_33
.LBB0_32:
	vpextrq	$1, %xmm2, %r11
	vpbroadcastw	(%r11), %ymm3
	vpblendw	$2, %ymm3, %ymm1, %ymm3
	vpblendd	$240, %ymm3, %ymm1, %ymm1
	testl	$1024, %r10d
	je	.LBB0_35
.LBB0_34:
	vextracti128	$1, %ymm2, %xmm3
	vmovq	%xmm3, %r11
	vpbroadcastw	(%r11), %ymm3
	vpblendw	$4, %ymm3, %ymm1, %ymm3
	vpblendd	$240, %ymm3, %ymm1, %ymm1
	testl	$2048, %r10d
	je	.LBB0_37
.LBB0_36:
	vextracti128	$1, %ymm2, %xmm3
	vpextrq	$1, %xmm3, %r11
	vpbroadcastw	(%r11), %ymm3
	vpblendw	$8, %ymm3, %ymm1, %ymm3
	vpblendd	$240, %ymm3, %ymm1, %ymm1
	vextracti32x4	$2, %zmm2, %xmm3
	testl	$4096, %r10d
	je	.LBB0_39
.LBB0_38:
	vmovq	%xmm3, %r11
	vpbroadcastw	(%r11), %ymm4
	vpblendw	$16, %ymm4, %ymm1, %ymm4
	vpblendd	$240, %ymm4, %ymm1, %ymm1
	testl	$8192, %r10d
	je	.LBB0_41
.LBB0_40:
	vpextrq	$1, %xmm3, %r11
	vpbroadcastw	(%r11), %ymm3
	vpblendw	$32, %ymm3, %ymm1, %ymm3
	vpblendd	$240, %ymm3, %ymm1, %ymm1
	vextracti32x4	$3, %zmm2, %xmm2
	testl	$16384, %r10d
	je	.LBB0_43
.LBB0_42:
	vmovq	%xmm2, %r11
	vpbroadcastw	(%r11), %ymm3
	vpblendw	$64, %ymm3, %ymm1, %ymm3
	vpblendd	$240, %ymm3, %ymm1, %ymm1
	testl	$32768, %r10d
	je	.LBB0_45
.LBB0_44:
	vpextrq	$1, %xmm2, %r10
	vpbroadcastw	(%r10), %ymm2
	vpblendw	$128, %ymm2, %ymm1, %ymm2
	vpblendd	$240, %ymm2, %ymm1, %ymm1
	jmp	.LBB0_45
	.p2align	4
.LBB0_46:
	vmovdqu8	.LCPI0_4(%rip), %xmm0 {%k1} {z}
	vmovdqa	%xmm0, 128(%rsp)
	xorl	%r9d, %r9d
	jmp	.LBB0_47
	.p2align	4
.LBB0_79:
	vmovdqa	%ymm0, 8000(%rsp,%r9,2)
	cmpq	$496, %r9
	leaq	16(%r9), %r9
	jae	.LBB0_80
.LBB0_47:
	movq	%r9, %r10
	shrq	$5, %r10
	movzbl	128(%rsp,%r10), %r11d
	andl	$1, %r11d
	negl	%r11d
	vpbroadcastq	%rdi, %zmm0
	vpaddq	%zmm0, %zmm0, %zmm0
	vpaddq	12160(%rsp,%r9,8), %zmm0, %zmm1
	vpaddq	12096(%rsp,%r9,8), %zmm0, %zmm2
	vpxor	%xmm0, %xmm0, %xmm0
	testb	$1, %r11b
	jne	.LBB0_48
	movswl	%r11w, %r10d
	testb	$2, %r10b
	jne	.LBB0_50
.LBB0_51:
	testb	$4, %r10b
	jne	.LBB0_52
.LBB0_53:
	testb	$8, %r10b
	jne	.LBB0_54
.LBB0_55:
	vextracti32x4	$2, %zmm2, %xmm3
	testb	$16, %r10b
	jne	.LBB0_56
.LBB0_57:
	testb	$32, %r10b
	jne	.LBB0_58
.LBB0_59:
	vextracti32x4	$3, %zmm2, %xmm2
	testb	$64, %r10b
	jne	.LBB0_60
.LBB0_61:
	testb	%r11b, %r11b
	js	.LBB0_62
.LBB0_63:
	testl	$256, %r10d
	jne	.LBB0_64
.LBB0_65:
	testl	$512, %r10d
	jne	.LBB0_66
.LBB0_67:
	testl	$1024, %r10d
	jne	.LBB0_68
.LBB0_69:
	testl	$2048, %r10d
	jne	.LBB0_70
.LBB0_71:
	vextracti32x4	$2, %zmm1, %xmm2
	testl	$4096, %r10d
	jne	.LBB0_72
.LBB0_73:
	testl	$8192, %r10d
	jne	.LBB0_74
.LBB0_75:
	vextracti32x4	$3, %zmm1, %xmm1
	testl	$16384, %r10d
	jne	.LBB0_76
.LBB0_77:
	testl	$32768, %r10d
	je	.LBB0_79
	jmp	.LBB0_78
	.p2align	4
.LBB0_48:
	vmovq	%xmm2, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm0
	vpand	%ymm0, %ymm6, %ymm0
	movswl	%r11w, %r10d
	testb	$2, %r10b
	je	.LBB0_51
.LBB0_50:
	vpextrq	$1, %xmm2, %rbx
	vpbroadcastw	(%rbx), %xmm3
	vpblendw	$2, %xmm3, %xmm0, %xmm3
	vpblendd	$15, %ymm3, %ymm0, %ymm0
	testb	$4, %r10b
	je	.LBB0_53
.LBB0_52:
	vextracti128	$1, %ymm2, %xmm3
	vmovq	%xmm3, %rbx
	vpbroadcastw	(%rbx), %xmm3
	vpblendw	$4, %xmm3, %xmm0, %xmm3
	vpblendd	$15, %ymm3, %ymm0, %ymm0
	testb	$8, %r10b
	je	.LBB0_55
.LBB0_54:
	vextracti128	$1, %ymm2, %xmm3
	vpextrq	$1, %xmm3, %rbx
	vpbroadcastw	(%rbx), %xmm3
	vpblendw	$8, %xmm3, %xmm0, %xmm3
	vpblendd	$15, %ymm3, %ymm0, %ymm0
	vextracti32x4	$2, %zmm2, %xmm3
	testb	$16, %r10b
	je	.LBB0_57
.LBB0_56:
	vmovq	%xmm3, %rbx
	vpbroadcastw	(%rbx), %xmm4
	vpblendw	$16, %xmm4, %xmm0, %xmm4
	vpblendd	$15, %ymm4, %ymm0, %ymm0
	testb	$32, %r10b
	je	.LBB0_59
.LBB0_58:
	vpextrq	$1, %xmm3, %rbx
	vpbroadcastw	(%rbx), %xmm3
	vpblendw	$32, %xmm3, %xmm0, %xmm3
	vpblendd	$15, %ymm3, %ymm0, %ymm0
	vextracti32x4	$3, %zmm2, %xmm2
	testb	$64, %r10b
	je	.LBB0_61
.LBB0_60:
	vmovq	%xmm2, %rbx
	vpbroadcastw	(%rbx), %xmm3
	vpblendw	$64, %xmm3, %xmm0, %xmm3
	vpblendd	$15, %ymm3, %ymm0, %ymm0
	testb	%r11b, %r11b
	jns	.LBB0_63
.LBB0_62:
	vpextrq	$1, %xmm2, %r11
	vpbroadcastw	(%r11), %xmm2
	vpblendw	$128, %xmm2, %xmm0, %xmm2
	vpblendd	$15, %ymm2, %ymm0, %ymm0
	testl	$256, %r10d
	je	.LBB0_65
.LBB0_64:
	vmovq	%xmm1, %r11
	vpbroadcastw	(%r11), %ymm2
	vpblendw	$1, %ymm2, %ymm0, %ymm2
	vpblendd	$240, %ymm2, %ymm0, %ymm0
	testl	$512, %r10d
	je	.LBB0_67
.LBB0_66:
	vpextrq	$1, %xmm1, %r11
	vpbroadcastw	(%r11), %ymm2
	vpblendw	$2, %ymm2, %ymm0, %ymm2
	vpblendd	$240, %ymm2, %ymm0, %ymm0
	testl	$1024, %r10d
	je	.LBB0_69
.LBB0_68:
	vextracti128	$1, %ymm1, %xmm2
	vmovq	%xmm2, %r11
	vpbroadcastw	(%r11), %ymm2
	vpblendw	$4, %ymm2, %ymm0, %ymm2
	vpblendd	$240, %ymm2, %ymm0, %ymm0
	testl	$2048, %r10d
	je	.LBB0_71
.LBB0_70:
	vextracti128	$1, %ymm1, %xmm2
	vpextrq	$1, %xmm2, %r11
	vpbroadcastw	(%r11), %ymm2
	vpblendw	$8, %ymm2, %ymm0, %ymm2
	vpblendd	$240, %ymm2, %ymm0, %ymm0
	vextracti32x4	$2, %zmm1, %xmm2
	testl	$4096, %r10d
	je	.LBB0_73
.LBB0_72:
	vmovq	%xmm2, %r11
	vpbroadcastw	(%r11), %ymm3
	vpblendw	$16, %ymm3, %ymm0, %ymm3
	vpblendd	$240, %ymm3, %ymm0, %ymm0
	testl	$8192, %r10d
	je	.LBB0_75
.LBB0_74:
	vpextrq	$1, %xmm2, %r11
	vpbroadcastw	(%r11), %ymm2
	vpblendw	$32, %ymm2, %ymm0, %ymm2
	vpblendd	$240, %ymm2, %ymm0, %ymm0
	vextracti32x4	$3, %zmm1, %xmm1
	testl	$16384, %r10d
	je	.LBB0_77
.LBB0_76:
	vmovq	%xmm1, %r11
	vpbroadcastw	(%r11), %ymm2
	vpblendw	$64, %ymm2, %ymm0, %ymm2
	vpblendd	$240, %ymm2, %ymm0, %ymm0
	testl	$32768, %r10d
	je	.LBB0_79
.LBB0_78:
	vpextrq	$1, %xmm1, %r10
	vpbroadcastw	(%r10), %ymm1
	vpblendw	$128, %ymm1, %ymm0, %ymm1
	vpblendd	$240, %ymm1, %ymm0, %ymm0
	jmp	.LBB0_79
	.p2align	4
.LBB0_80:
	movq	$-16, %r9
	.p2align	4
.LBB0_81:
	vcvtph2ps	9056(%rsp,%r9,2), %zmm0
	vmovaps	%zmm0, 6016(%rsp,%r9,4)
	addq	$16, %r9
	cmpq	$496, %r9
	jb	.LBB0_81
	movq	$-16, %r9
	.p2align	4
.LBB0_83:
	vcvtph2ps	8032(%rsp,%r9,2), %zmm0
	vmovaps	%zmm0, 10112(%rsp,%r9,4)
	addq	$16, %r9
	cmpq	$496, %r9
	jb	.LBB0_83
	movq	%r15, %r9
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_85:
	movq	%r10, %r11
	shlq	$7, %r11
	vmovaps	1856(%rsp,%r11), %zmm27
	vmovaps	1920(%rsp,%r11), %zmm26
	vmovaps	1984(%rsp,%r11), %zmm25
	vmovaps	2048(%rsp,%r11), %zmm24
	vmovaps	2112(%rsp,%r11), %zmm23
	vmovaps	2176(%rsp,%r11), %zmm22
	vmovaps	2240(%rsp,%r11), %zmm21
	vmovaps	2304(%rsp,%r11), %zmm20
	vmovaps	2368(%rsp,%r11), %zmm19
	vmovaps	2432(%rsp,%r11), %zmm18
	vmovaps	2496(%rsp,%r11), %zmm17
	vmovaps	2560(%rsp,%r11), %zmm16
	vmovaps	2624(%rsp,%r11), %zmm15
	vmovaps	2688(%rsp,%r11), %zmm14
	vmovaps	2752(%rsp,%r11), %zmm13
	vmovaps	2816(%rsp,%r11), %zmm12
	vmovaps	2880(%rsp,%r11), %zmm11
	vmovaps	2944(%rsp,%r11), %zmm10
	vmovaps	3008(%rsp,%r11), %zmm9
	vmovaps	3072(%rsp,%r11), %zmm8
	vmovaps	3136(%rsp,%r11), %zmm7
	vmovaps	3200(%rsp,%r11), %zmm6
	vmovaps	3264(%rsp,%r11), %zmm5
	vmovaps	3328(%rsp,%r11), %zmm4
	vmovaps	3392(%rsp,%r11), %zmm3
	vmovaps	3456(%rsp,%r11), %zmm2
	vmovaps	3520(%rsp,%r11), %zmm1
	vmovaps	3584(%rsp,%r11), %zmm0
	movq	$-64, %r12
	movq	%r14, %r13
	.p2align	4
.LBB0_86:
	vmovaps	-64(%r13), %zmm29
	vmovaps	(%r13), %zmm28
	vbroadcastss	-768(%r9,%r12), %zmm30
	vfmadd231ps	%zmm29, %zmm30, %zmm27
	vfmadd231ps	%zmm30, %zmm28, %zmm26
	vbroadcastss	-704(%r9,%r12), %zmm30
	vfmadd231ps	%zmm29, %zmm30, %zmm25
	vfmadd231ps	%zmm30, %zmm28, %zmm24
	vbroadcastss	-640(%r9,%r12), %zmm30
	vfmadd231ps	%zmm29, %zmm30, %zmm23
	vfmadd231ps	%zmm30, %zmm28, %zmm22
	vbroadcastss	-576(%r9,%r12), %zmm30
	vfmadd231ps	%zmm29, %zmm30, %zmm21
	vfmadd231ps	%zmm30, %zmm28, %zmm20
	vbroadcastss	-512(%r9,%r12), %zmm30
	vfmadd231ps	%zmm29, %zmm30, %zmm19
	vfmadd231ps	%zmm30, %zmm28, %zmm18
	vbroadcastss	-448(%r9,%r12), %zmm30
	vfmadd231ps	%zmm29, %zmm30, %zmm17
	vfmadd231ps	%zmm30, %zmm28, %zmm16
	vbroadcastss	-384(%r9,%r12), %zmm30
	vfmadd231ps	%zmm29, %zmm30, %zmm15
	vfmadd231ps	%zmm30, %zmm28, %zmm14
	vbroadcastss	-320(%r9,%r12), %zmm30
	vfmadd231ps	%zmm29, %zmm30, %zmm13
	vfmadd231ps	%zmm30, %zmm28, %zmm12
	vbroadcastss	-256(%r9,%r12), %zmm30
	vfmadd231ps	%zmm29, %zmm30, %zmm11
	vfmadd231ps	%zmm30, %zmm28, %zmm10
	vbroadcastss	-192(%r9,%r12), %zmm30
	vfmadd231ps	%zmm29, %zmm30, %zmm9
	vfmadd231ps	%zmm30, %zmm28, %zmm8
	vbroadcastss	-128(%r9,%r12), %zmm30
	vfmadd231ps	%zmm29, %zmm30, %zmm7
	vfmadd231ps	%zmm30, %zmm28, %zmm6
	vbroadcastss	-64(%r9,%r12), %zmm30
	vfmadd231ps	%zmm29, %zmm30, %zmm5
	vfmadd231ps	%zmm30, %zmm28, %zmm4
	vbroadcastss	(%r9,%r12), %zmm30
	vfmadd231ps	%zmm29, %zmm30, %zmm3
	vfmadd231ps	%zmm30, %zmm28, %zmm2
	vbroadcastss	64(%r9,%r12), %zmm30
	vfmadd231ps	%zmm29, %zmm30, %zmm1
	vfmadd231ps	%zmm28, %zmm30, %zmm0
	subq	$-128, %r13
	addq	$4, %r12
	jne	.LBB0_86
	vmovaps	%zmm27, 1856(%rsp,%r11)
	vmovaps	%zmm26, 1920(%rsp,%r11)
	vmovaps	%zmm25, 1984(%rsp,%r11)
	vmovaps	%zmm24, 2048(%rsp,%r11)
	vmovaps	%zmm23, 2112(%rsp,%r11)
	vmovaps	%zmm22, 2176(%rsp,%r11)
	vmovaps	%zmm21, 2240(%rsp,%r11)
	vmovaps	%zmm20, 2304(%rsp,%r11)
	vmovaps	%zmm19, 2368(%rsp,%r11)
	vmovaps	%zmm18, 2432(%rsp,%r11)
	vmovaps	%zmm17, 2496(%rsp,%r11)
	vmovaps	%zmm16, 2560(%rsp,%r11)
	vmovaps	%zmm15, 2624(%rsp,%r11)
	vmovaps	%zmm14, 2688(%rsp,%r11)
	vmovaps	%zmm13, 2752(%rsp,%r11)
	vmovaps	%zmm12, 2816(%rsp,%r11)
	vmovaps	%zmm11, 2880(%rsp,%r11)
	vmovaps	%zmm10, 2944(%rsp,%r11)
	vmovaps	%zmm9, 3008(%rsp,%r11)
	vmovaps	%zmm8, 3072(%rsp,%r11)
	vmovaps	%zmm7, 3136(%rsp,%r11)
	vmovaps	%zmm6, 3200(%rsp,%r11)
	vmovaps	%zmm5, 3264(%rsp,%r11)
	vmovaps	%zmm4, 3328(%rsp,%r11)
	vmovaps	%zmm3, 3392(%rsp,%r11)
	vmovaps	%zmm2, 3456(%rsp,%r11)
	vmovaps	%zmm1, 3520(%rsp,%r11)
	vmovaps	%zmm0, 3584(%rsp,%r11)
	addq	$896, %r9
	cmpq	$14, %r10
	leaq	14(%r10), %r10
	jb	.LBB0_85
	vmovaps	5440(%rsp), %zmm6
	vmovaps	5504(%rsp), %zmm5
	vmovaps	5568(%rsp), %zmm4
	vmovaps	5632(%rsp), %zmm3
	vmovaps	5696(%rsp), %zmm2
	vmovaps	5760(%rsp), %zmm1
	vmovaps	5824(%rsp), %zmm0
	movq	$-64, %r9
	vmovaps	5888(%rsp), %zmm7
	movq	%r14, %r10
	.p2align	4
.LBB0_89:
	vmovaps	-64(%r10), %zmm8
	vmovaps	(%r10), %zmm9
	vbroadcastss	7808(%rsp,%r9), %zmm10
	vfmadd231ps	%zmm8, %zmm10, %zmm6
	vfmadd231ps	%zmm10, %zmm9, %zmm5
	vbroadcastss	7872(%rsp,%r9), %zmm10
	vfmadd231ps	%zmm8, %zmm10, %zmm4
	vfmadd231ps	%zmm10, %zmm9, %zmm3
	vbroadcastss	7936(%rsp,%r9), %zmm10
	vfmadd231ps	%zmm8, %zmm10, %zmm2
	vfmadd231ps	%zmm10, %zmm9, %zmm1
	vbroadcastss	8000(%rsp,%r9), %zmm10
	vfmadd231ps	%zmm8, %zmm10, %zmm0
	vfmadd231ps	%zmm9, %zmm10, %zmm7
	subq	$-128, %r10
	addq	$4, %r9
	jne	.LBB0_89
	vmovaps	%zmm6, 5440(%rsp)
	vmovaps	%zmm5, 5504(%rsp)
	vmovaps	%zmm4, 5568(%rsp)
	vmovaps	%zmm3, 5632(%rsp)
	vmovaps	%zmm2, 5696(%rsp)
	vmovaps	%zmm1, 5760(%rsp)
	vmovaps	%zmm0, 5824(%rsp)
	vmovaps	%zmm7, 5888(%rsp)
	addq	%rcx, %r8
	addq	%rdx, %rdi
	incl	%esi
	cmpl	%eax, %esi
	jne	.LBB0_12
.LBB0_91:
	movl	48(%rsp), %eax
	vpbroadcastd	%eax, %zmm0
	vpmulld	512(%rsp), %zmm0, %zmm1
	vextracti64x4	$1, %zmm1, %ymm2
	vpmovsxdq	%ymm2, %zmm2
	vpmovsxdq	%ymm1, %zmm1
	movq	112(%rsp), %rax
	vpbroadcastq	%rax, %zmm3
	vpsllq	$2, %zmm1, %zmm1
	vpsllq	$2, %zmm2, %zmm2
	vpaddq	%zmm2, %zmm3, %zmm2
	vmovdqa64	%zmm2, 1408(%rsp)
	vpaddq	%zmm1, %zmm3, %zmm1
	vmovdqa64	%zmm1, 1344(%rsp)
	vpmulld	448(%rsp), %zmm0, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm0
	vpsllq	$2, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm3, %zmm0
	vpsllq	$2, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm3, %zmm1
	vmovdqa64	%zmm1, 1536(%rsp)
	vmovdqa64	%zmm0, 1472(%rsp)
	movl	52(%rsp), %eax
	vpbroadcastd	%eax, %zmm0
	vpmulld	384(%rsp), %zmm0, %zmm1
	vmovdqa64	%zmm1, 704(%rsp)
	vpmulld	320(%rsp), %zmm0, %zmm0
	vmovdqa64	%zmm0, 768(%rsp)
	xorl	%eax, %eax
	vpxor	%xmm4, %xmm4, %xmm4
	.p2align	4
.LBB0_92:
	movq	%rax, %rcx
	shrq	$5, %rcx
	movl	%eax, %edx
	andl	$16, %edx
	vpmovsxdq	736(%rsp,%rdx,4), %zmm0
	vpmovsxdq	704(%rsp,%rdx,4), %zmm1
	vpbroadcastq	1344(%rsp,%rcx,8), %zmm2
	vpsllq	$2, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm2, %zmm1
	vpsllq	$2, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm2, %zmm0
	vmovdqa64	%zmm0, 20352(%rsp,%rax,8)
	vmovdqa64	%zmm1, 20288(%rsp,%rax,8)
	cmpq	$1008, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_92
	vmovdqa64	640(%rsp), %zmm2
	vpcmpgtd	512(%rsp), %zmm2, %k1
	vmovdqa64	576(%rsp), %zmm3
	vpcmpgtd	384(%rsp), %zmm3, %k2
	vpbroadcastd	.LCPI0_6(%rip), %xmm1
	vmovdqu8	%xmm1, %xmm0 {%k1} {z}
	vmovdqa	%xmm0, 256(%rsp)
	vmovdqu8	%xmm1, %xmm0 {%k2} {z}
	vmovdqa	%xmm0, 192(%rsp)
	vpcmpgtd	448(%rsp), %zmm2, %k1
	vpcmpgtd	320(%rsp), %zmm3, %k2
	vmovdqu8	%xmm1, %xmm0 {%k1} {z}
	vmovdqa	%xmm0, 272(%rsp)
	vmovdqu8	%xmm1, %xmm0 {%k2} {z}
	vmovdqa	%xmm0, 208(%rsp)
	xorl	%eax, %eax
	.p2align	4
.LBB0_94:
	movq	%rax, %rcx
	shrq	$5, %rcx
	movzbl	256(%rsp,%rcx), %ecx
	andl	$1, %ecx
	negl	%ecx
	kmovd	%ecx, %k1
	movl	%eax, %ecx
	andl	$16, %ecx
	vpsllw	$7, 192(%rsp,%rcx), %xmm0
	vmovaps	20288(%rsp,%rax,8), %zmm1
	vmovaps	20352(%rsp,%rax,8), %zmm2
	vpcmpgtb	%xmm0, %xmm4, %k1 {%k1}
	vmovaps	1856(%rsp,%rax,4), %ymm0
	vmovaps	1888(%rsp,%rax,4), %ymm3
	kmovq	%k1, %k2
	vscatterqps	%ymm0, (,%zmm1) {%k2}
	kshiftrw	$8, %k1, %k1
	vscatterqps	%ymm3, (,%zmm2) {%k1}
	cmpq	$1008, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_94
	movq	120(%rsp), %rax
	incq	%rax
	cmpq	88(%rsp), %rax
	jl	.LBB0_4
	movq	16(%rbp), %rcx
	movq	%rcx, %rdx
	movq	72(%rsp), %rax
	lock		xaddq	%rdx, (%rax)
	movq	%rdx, %rax
	movq	64(%rsp), %r9
	cmpq	%r9, %rdx
	jl	.LBB0_3
.LBB0_96:
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
