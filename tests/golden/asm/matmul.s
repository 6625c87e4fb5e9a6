	.file	"<string>"
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_0:
	.long	1
.LCPI0_1:
	.long	2
.LCPI0_6:
	.long	65535
.LCPI0_7:
	.zero	4,1
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
.LCPI0_2:
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
.LCPI0_3:
	.long	16
	.long	17
	.long	18
	.long	19
	.long	20
	.long	21
	.long	22
	.long	23
	.long	24
	.long	25
	.long	26
	.long	27
	.long	28
	.long	29
	.long	30
	.long	31
	.section	.rodata.cst16,"aM",@progbits,16
	.p2align	4, 0x0
.LCPI0_4:
	.long	65535
	.long	0
	.long	0
	.long	0
.LCPI0_5:
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
	subq	$25088, %rsp
	movl	%esi, 76(%rsp)
	movq	%rdi, 136(%rsp)
	movq	16(%rbp), %rcx
	movq	%rcx, %r10
	movq	%r8, 144(%rsp)
	lock		xaddq	%r10, (%r8)
	cmpq	%r9, %r10
	jge	.LBB0_92
	leaq	6624(%rsp), %r12
	movq	%r9, 128(%rsp)
	.p2align	4
.LBB0_3:
	leaq	(%r10,%rcx), %rax
	cmpq	%r9, %rax
	cmovgeq	%r9, %rax
	movq	%rax, 176(%rsp)
	movq	136(%rsp), %r8
	movq	(%r8), %rax
	movq	%rax, 168(%rsp)
	movq	16(%r8), %rax
	movq	%rax, 160(%rsp)
	movl	24(%r8), %esi
	movl	32(%r8), %edx
	movl	40(%r8), %r11d
	movl	56(%r8), %ecx
	movl	64(%r8), %eax
	leal	31(%rsi), %edi
	leal	62(%rsi), %r9d
	testl	%edi, %edi
	cmovnsl	%edi, %r9d
	sarl	$5, %r9d
	movl	%r9d, 100(%rsp)
	leal	31(%rdx), %r9d
	leal	62(%rdx), %edi
	testl	%r9d, %r9d
	cmovsl	%edi, %r9d
	sarl	$5, %r9d
	shll	$2, %r9d
	movl	%edi, 92(%rsp)
	cmpl	$63, %edi
	movl	$1, %edi
	cmovbl	%edi, %r9d
	movl	%r9d, 96(%rsp)
	vpbroadcastd	%esi, %zmm4
	vpternlogd	$255, %zmm1, %zmm1, %zmm1
	vpsubd	%zmm1, %zmm4, %zmm0
	vpbroadcastd	.LCPI0_1(%rip), %zmm3
	vpcmpltud	%zmm3, %zmm0, %k2
	vpbroadcastd	.LCPI0_0(%rip), %zmm2
	vmovdqa64	%zmm4, 1536(%rsp)
	vpblendmd	%zmm2, %zmm4, %zmm5 {%k2}
	vpbroadcastd	%edx, %zmm4
	vpsubd	%zmm1, %zmm4, %zmm0
	vpcmpltud	%zmm3, %zmm0, %k1
	vmovdqa64	%zmm4, 1408(%rsp)
	vpblendmd	%zmm2, %zmm4, %zmm6 {%k1}
	vbroadcastss	48(%r8), %zmm0
	vmovaps	%zmm0, 1280(%rsp)
	vpbroadcastd	%ecx, %zmm0
	vmovdqa64	.LCPI0_2(%rip), %zmm3
	vpmulld	%zmm3, %zmm0, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm0
	vpbroadcastd	%eax, %zmm2
	vpmulld	%zmm3, %zmm2, %zmm2
	vpmovsxdq	%ymm2, %zmm3
	vextracti64x4	$1, %zmm2, %ymm2
	vpmovsxdq	%ymm2, %zmm2
	vpaddq	%zmm2, %zmm2, %zmm2
	vpbroadcastq	8(%r8), %zmm4
	vpaddq	%zmm2, %zmm4, %zmm2
	vmovdqa64	%zmm2, 1216(%rsp)
	vpaddq	%zmm3, %zmm3, %zmm2
	vbroadcastss	72(%r8), %zmm3
	vmovaps	%zmm3, 1152(%rsp)
	vpaddq	%zmm2, %zmm4, %zmm2
	vmovdqa64	%zmm2, 1088(%rsp)
	leal	15(%r11), %edx
	leal	30(%r11), %ebx
	testl	%edx, %edx
	movl	%edx, 88(%rsp)
	cmovnsl	%edx, %ebx
	sarl	$4, %ebx
	shll	$4, %ecx
	vpbroadcastd	%ecx, %ymm2
	vpmovsxdq	%ymm2, %zmm2
	shll	$4, %eax
	vpbroadcastd	%eax, %ymm3
	vpmovsxdq	%ymm3, %zmm3
	vbroadcastss	80(%r8), %zmm4
	vmovaps	%zmm4, 1024(%rsp)
	vbroadcastss	88(%r8), %zmm4
	vmovaps	%zmm4, 960(%rsp)
	vextracti32x4	$3, %zmm5, %xmm4
	vmovd	%xmm4, 72(%rsp)
	vmovdqa	%xmm4, 304(%rsp)
	vpextrd	$1, %xmm4, 80(%rsp)
	vextracti32x4	$2, %zmm5, 288(%rsp)
	vmovdqa64	%zmm5, 1472(%rsp)
	vextracti128	$1, %ymm5, 272(%rsp)
	knotw	%k2, %k2
	kmovw	%k2, 70(%rsp)
	vextracti32x4	$3, %zmm6, 256(%rsp)
	vmovdqa64	%zmm6, 1344(%rsp)
	vextracti128	$1, %ymm6, 240(%rsp)
	knotw	%k1, %k1
	kmovw	%k1, 68(%rsp)
	vpaddq	%zmm1, %zmm1, %zmm16
	vpaddq	%zmm0, %zmm0, %zmm17
	vpaddq	%zmm2, %zmm2, %zmm22
	vpaddq	%zmm3, %zmm3, %zmm23
	movq	%r11, 152(%rsp)
	movl	%ebx, 84(%rsp)
	vmovdqa64	%zmm16, 896(%rsp)
	vmovdqa64	%zmm17, 832(%rsp)
	vmovdqa64	%zmm22, 768(%rsp)
	vmovdqa64	%zmm23, 704(%rsp)
	.p2align	4
.LBB0_4:
	movq	%r10, 184(%rsp)
	movl	%r10d, %eax
	xorl	%edx, %edx
	divl	76(%rsp)
	movl	%edx, %eax
	cltd
	idivl	96(%rsp)
	movl	%edx, %ecx
	movl	%eax, %esi
	shll	$2, %esi
	cmpl	$63, 92(%rsp)
	movl	$0, %r9d
	cmovbl	%r9d, %esi
	cmovbl	%r9d, %ecx
	movl	100(%rsp), %r10d
	movl	%r10d, %eax
	subl	%esi, %eax
	sete	%dl
	cmpl	$4, %eax
	movl	$4, %edi
	cmovll	%eax, %edi
	cmpl	$-1, %eax
	sete	%r8b
	orb	%dl, %r8b
	movl	$1, %eax
	cmovnel	%eax, %edi
	movl	%ecx, %eax
	cltd
	idivl	%edi
	negl	%ecx
	testb	%r8b, %r8b
	cmovnel	%r9d, %edx
	cmovel	%eax, %ecx
	shll	$5, %ecx
	cmpl	%esi, %r10d
	cmovel	%r9d, %ecx
	addl	%esi, %edx
	shll	$5, %edx
	vpbroadcastd	%edx, %zmm1
	vmovdqa64	.LCPI0_2(%rip), %zmm8
	vpord	%zmm8, %zmm1, %zmm18
	vextracti32x4	$3, %zmm18, %xmm0
	vpextrd	$1, %xmm0, %eax
	cltd
	movl	80(%rsp), %r13d
	idivl	%r13d
	movl	%edx, %esi
	vmovd	%xmm0, %eax
	cltd
	idivl	72(%rsp)
	vmovd	%edx, %xmm2
	vpinsrd	$1, %esi, %xmm2, %xmm2
	vpextrd	$2, %xmm0, %eax
	vmovaps	304(%rsp), %xmm3
	vextractps	$2, %xmm3, %esi
	movl	%esi, 384(%rsp)
	cltd
	idivl	%esi
	movl	%edx, %esi
	vpextrd	$3, %xmm0, %eax
	vextractps	$3, %xmm3, %edi
	movl	%edi, 512(%rsp)
	cltd
	idivl	%edi
	movl	%edx, %r9d
	vextracti32x4	$2, %zmm18, %xmm0
	vpextrd	$1, %xmm0, %eax
	vmovdqa	288(%rsp), %xmm3
	vpextrd	$1, %xmm3, %edi
	movl	%edi, 64(%rsp)
	cltd
	idivl	%edi
	movl	%edx, %ebx
	vpinsrd	$2, %esi, %xmm2, %xmm2
	vmovd	%xmm0, %eax
	vmovd	%xmm3, %esi
	movl	%esi, 320(%rsp)
	cltd
	idivl	%esi
	movl	%edx, %r14d
	vpextrd	$2, %xmm0, %eax
	vpextrd	$2, %xmm3, %esi
	movl	%esi, 60(%rsp)
	cltd
	idivl	%esi
	movl	%edx, 108(%rsp)
	vpextrd	$3, %xmm0, %eax
	vpextrd	$3, %xmm3, %esi
	movl	%esi, 448(%rsp)
	cltd
	idivl	%esi
	movl	%edx, 104(%rsp)
	vextracti32x4	$1, %ymm18, %xmm3
	vpextrd	$1, %xmm3, %eax
	cltd
	vmovdqa	272(%rsp), %xmm4
	vpextrd	$1, %xmm4, %esi
	movl	%esi, 52(%rsp)
	idivl	%esi
	movl	%edx, %r8d
	vpinsrd	$3, %r9d, %xmm2, %xmm0
	vmovd	%xmm3, %eax
	cltd
	vmovd	%xmm4, %esi
	movl	%esi, 56(%rsp)
	idivl	%esi
	movl	%edx, %esi
	vpextrd	$2, %xmm3, %eax
	cltd
	vpextrd	$2, %xmm4, %edi
	movl	%edi, 48(%rsp)
	idivl	%edi
	movl	%edx, %edi
	vpextrd	$3, %xmm3, %eax
	cltd
	vpextrd	$3, %xmm4, %r9d
	movl	%r9d, 44(%rsp)
	idivl	%r9d
	movl	%edx, %r11d
	vpextrd	$1, %xmm18, %eax
	cltd
	vmovdqa64	1472(%rsp), %zmm3
	vpextrd	$1, %xmm3, %r9d
	movl	%r9d, 124(%rsp)
	idivl	%r9d
	movl	%edx, %r10d
	vmovd	%r14d, %xmm2
	vpinsrd	$1, %ebx, %xmm2, %xmm2
	vmovd	%xmm18, %eax
	cltd
	vmovd	%xmm3, %r9d
	movl	%r9d, 120(%rsp)
	idivl	%r9d
	movl	%edx, %ebx
	vpextrd	$2, %xmm18, %eax
	cltd
	vpextrd	$2, %xmm3, %r9d
	movl	%r9d, 116(%rsp)
	idivl	%r9d
	movl	%edx, %r14d
	vpextrd	$3, %xmm18, %eax
	cltd
	vpextrd	$3, %xmm3, %r9d
	movl	%r9d, 112(%rsp)
	idivl	%r9d
	movl	%edx, %r15d
	vmovdqa64	.LCPI0_3(%rip), %zmm13
	vpord	%zmm13, %zmm1, %zmm19
	vextracti32x4	$3, %zmm19, %xmm3
	vpextrd	$1, %xmm3, %eax
	cltd
	idivl	%r13d
	movl	%edx, %r13d
	vpinsrd	$2, 108(%rsp), %xmm2, %xmm1
	vpinsrd	$3, 104(%rsp), %xmm1, %xmm1
	vmovd	%xmm3, %eax
	cltd
	idivl	72(%rsp)
	movl	%edx, %r9d
	vmovd	%esi, %xmm2
	vpinsrd	$1, %r8d, %xmm2, %xmm2
	vpextrd	$2, %xmm3, %eax
	cltd
	idivl	384(%rsp)
	movl	%edx, %esi
	vpinsrd	$2, %edi, %xmm2, %xmm2
	vpextrd	$3, %xmm3, %eax
	cltd
	idivl	512(%rsp)
	movl	%edx, %edi
	vpinsrd	$3, %r11d, %xmm2, %xmm2
	vextracti32x4	$2, %zmm19, %xmm4
	vpextrd	$1, %xmm4, %eax
	cltd
	idivl	64(%rsp)
	movl	%edx, %r8d
	vmovd	%ebx, %xmm3
	vpinsrd	$1, %r10d, %xmm3, %xmm3
	vmovd	%xmm4, %eax
	cltd
	idivl	320(%rsp)
	movl	%edx, %r11d
	vpinsrd	$2, %r14d, %xmm3, %xmm3
	vpextrd	$2, %xmm4, %eax
	cltd
	idivl	60(%rsp)
	movl	%edx, %r10d
	vpinsrd	$3, %r15d, %xmm3, %xmm3
	vmovd	%r9d, %xmm5
	vpextrd	$3, %xmm4, %eax
	cltd
	idivl	448(%rsp)
	movl	%edx, %r9d
	vpinsrd	$1, %r13d, %xmm5, %xmm4
	vextracti32x4	$1, %ymm19, %xmm5
	vpextrd	$1, %xmm5, %eax
	cltd
	idivl	52(%rsp)
	movl	%edx, %ebx
	vpinsrd	$2, %esi, %xmm4, %xmm4
	vpinsrd	$3, %edi, %xmm4, %xmm4
	vmovd	%xmm5, %eax
	cltd
	idivl	56(%rsp)
	movl	%edx, %esi
	vmovd	%r11d, %xmm6
	vpinsrd	$1, %r8d, %xmm6, %xmm6
	vpextrd	$2, %xmm5, %eax
	cltd
	idivl	48(%rsp)
	movl	%edx, %r8d
	vpinsrd	$2, %r10d, %xmm6, %xmm6
	vpextrd	$3, %xmm5, %eax
	cltd
	idivl	44(%rsp)
	movl	%edx, %edi
	vpinsrd	$3, %r9d, %xmm6, %xmm5
	vpextrd	$1, %xmm19, %eax
	cltd
	idivl	124(%rsp)
	movl	%edx, %r9d
	vmovd	%esi, %xmm6
	vpinsrd	$1, %ebx, %xmm6, %xmm6
	vmovd	%xmm19, %eax
	cltd
	idivl	120(%rsp)
	movl	%edx, %esi
	vpinsrd	$2, %r8d, %xmm6, %xmm6
	vpextrd	$2, %xmm19, %eax
	cltd
	idivl	116(%rsp)
	movl	%edx, %r8d
	vpinsrd	$3, %edi, %xmm6, %xmm6
	vmovd	%esi, %xmm7
	vpextrd	$3, %xmm19, %eax
	cltd
	idivl	112(%rsp)
	movl	%edx, %esi
	vpinsrd	$1, %r9d, %xmm7, %xmm7
	vpinsrd	$2, %r8d, %xmm7, %xmm7
	vpbroadcastd	%ecx, %zmm9
	vpord	%zmm8, %zmm9, %zmm20
	vextracti32x4	$3, %zmm20, %xmm8
	vpextrd	$1, %xmm8, %eax
	vmovdqa	256(%rsp), %xmm10
	vpextrd	$1, %xmm10, %ecx
	movl	%ecx, 384(%rsp)
	cltd
	idivl	%ecx
	movl	%edx, %ecx
	vpinsrd	$3, %esi, %xmm7, %xmm7
	vmovd	%xmm8, %eax
	vmovd	%xmm10, %esi
	movl	%esi, 320(%rsp)
	cltd
	idivl	%esi
	movl	%edx, %esi
	vpextrd	$2, %xmm8, %eax
	vpextrd	$2, %xmm10, %edi
	movl	%edi, 64(%rsp)
	cltd
	idivl	%edi
	movl	%edx, %edi
	vpextrd	$3, %xmm8, %eax
	vpextrd	$3, %xmm10, %r8d
	movl	%r8d, 60(%rsp)
	cltd
	idivl	%r8d
	movl	%edx, %r8d
	vmovd	%esi, %xmm8
	vpinsrd	$1, %ecx, %xmm8, %xmm8
	vpinsrd	$2, %edi, %xmm8, %xmm8
	vextracti32x4	$2, %zmm20, %xmm10
	vpextrd	$1, %xmm10, %eax
	vmovdqa64	1344(%rsp), %zmm14
	vextracti32x4	$2, %zmm14, %xmm11
	vpextrd	$1, %xmm11, %r10d
	cltd
	idivl	%r10d
	movl	%edx, %ecx
	vpinsrd	$3, %r8d, %xmm8, %xmm8
	vmovd	%xmm10, %eax
	vmovd	%xmm11, %r11d
	cltd
	idivl	%r11d
	movl	%edx, %esi
	vpextrd	$2, %xmm10, %eax
	vpextrd	$2, %xmm11, %edi
	movl	%edi, 44(%rsp)
	cltd
	idivl	%edi
	vmovd	%esi, %xmm12
	vpinsrd	$1, %ecx, %xmm12, %xmm12
	vpinsrd	$2, %edx, %xmm12, %xmm12
	vpextrd	$3, %xmm10, %eax
	vpextrd	$3, %xmm11, %ecx
	movl	%ecx, 48(%rsp)
	cltd
	idivl	%ecx
	movl	%edx, %ecx
	vextracti32x4	$1, %ymm20, %xmm11
	vpextrd	$1, %xmm11, %eax
	vmovdqa	240(%rsp), %xmm15
	vpextrd	$1, %xmm15, %esi
	movl	%esi, 56(%rsp)
	cltd
	idivl	%esi
	movl	%edx, %esi
	vpinsrd	$3, %ecx, %xmm12, %xmm10
	vmovd	%xmm11, %eax
	vmovd	%xmm15, %ecx
	movl	%ecx, 512(%rsp)
	cltd
	idivl	%ecx
	movl	%edx, %ecx
	vpextrd	$2, %xmm11, %eax
	cltd
	vpextrd	$2, %xmm15, %edi
	movl	%edi, 448(%rsp)
	idivl	%edi
	vmovd	%ecx, %xmm12
	vpinsrd	$1, %esi, %xmm12, %xmm12
	vpinsrd	$2, %edx, %xmm12, %xmm12
	vpextrd	$3, %xmm11, %eax
	cltd
	vpextrd	$3, %xmm15, %r13d
	idivl	%r13d
	movl	%edx, %esi
	vpextrd	$1, %xmm20, %eax
	cltd
	vpextrd	$1, %xmm14, %ecx
	movl	%ecx, 52(%rsp)
	idivl	%ecx
	movl	%edx, %ecx
	vpinsrd	$3, %esi, %xmm12, %xmm11
	vmovd	%xmm20, %eax
	cltd
	vmovd	%xmm14, %ebx
	idivl	%ebx
	movl	%edx, %esi
	vpextrd	$2, %xmm20, %eax
	cltd
	vpextrd	$2, %xmm14, %r14d
	idivl	%r14d
	movl	%edx, %r8d
	vpextrd	$3, %xmm20, %eax
	cltd
	vpextrd	$3, %xmm14, %r15d
	idivl	%r15d
	movl	%edx, %r9d
	vpord	%zmm13, %zmm9, %zmm14
	vextracti32x4	$3, %zmm14, %xmm9
	vpextrd	$1, %xmm9, %eax
	cltd
	idivl	384(%rsp)
	movl	%edx, %edi
	vmovd	%esi, %xmm12
	vpinsrd	$1, %ecx, %xmm12, %xmm12
	vmovd	%xmm9, %eax
	cltd
	idivl	320(%rsp)
	movl	%edx, %esi
	vpinsrd	$2, %r8d, %xmm12, %xmm12
	vpextrd	$2, %xmm9, %eax
	cltd
	idivl	64(%rsp)
	movl	%edx, %r8d
	vpinsrd	$3, %r9d, %xmm12, %xmm12
	vpextrd	$3, %xmm9, %eax
	cltd
	idivl	60(%rsp)
	movl	%edx, %ecx
	vmovd	%esi, %xmm9
	vextracti32x4	$2, %zmm14, %xmm13
	vpextrd	$1, %xmm13, %eax
	cltd
	idivl	%r10d
	movl	%edx, %esi
	vpinsrd	$1, %edi, %xmm9, %xmm9
	vpinsrd	$2, %r8d, %xmm9, %xmm9
	vmovd	%xmm13, %eax
	cltd
	idivl	%r11d
	movl	%edx, %edi
	vinserti128	$1, %xmm0, %ymm1, %ymm0
	vinserti128	$1, %xmm2, %ymm3, %ymm1
	vinserti64x4	$1, %ymm0, %zmm1, %zmm0
	vpextrd	$2, %xmm13, %eax
	cltd
	idivl	44(%rsp)
	movl	%edx, %r8d
	vinserti128	$1, %xmm4, %ymm5, %ymm1
	vinserti128	$1, %xmm6, %ymm7, %ymm2
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vpextrd	$3, %xmm13, %eax
	cltd
	idivl	48(%rsp)
	movl	%edx, %r9d
	vinserti128	$1, %xmm8, %ymm10, %ymm2
	vinserti128	$1, %xmm11, %ymm12, %ymm3
	vextracti128	$1, %ymm14, %xmm4
	vpextrd	$1, %xmm4, %eax
	cltd
	idivl	56(%rsp)
	movl	%edx, %r10d
	kmovw	70(%rsp), %k1
	vmovdqa32	%zmm0, %zmm0 {%k1} {z}
	vinserti64x4	$1, %ymm2, %zmm3, %zmm2
	vpinsrd	$3, %ecx, %xmm9, %xmm3
	vmovd	%xmm4, %eax
	cltd
	idivl	512(%rsp)
	movl	%edx, %ecx
	vmovd	%edi, %xmm5
	vpinsrd	$1, %esi, %xmm5, %xmm5
	vpextrd	$2, %xmm4, %eax
	cltd
	idivl	448(%rsp)
	movl	%edx, %esi
	vmovdqa32	%zmm1, %zmm1 {%k1} {z}
	vpinsrd	$2, %r8d, %xmm5, %xmm5
	vpextrd	$3, %xmm4, %eax
	cltd
	idivl	%r13d
	movl	%edx, %edi
	vpinsrd	$3, %r9d, %xmm5, %xmm4
	vmovd	%ecx, %xmm5
	vpextrd	$1, %xmm14, %eax
	cltd
	idivl	52(%rsp)
	movl	%edx, %ecx
	vpinsrd	$1, %r10d, %xmm5, %xmm5
	vpinsrd	$2, %esi, %xmm5, %xmm5
	vmovd	%xmm14, %eax
	cltd
	idivl	%ebx
	movl	%edx, %esi
	vinserti128	$1, %xmm3, %ymm4, %ymm3
	vpinsrd	$3, %edi, %xmm5, %xmm4
	vpextrd	$2, %xmm14, %eax
	cltd
	idivl	%r14d
	movl	%edx, %edi
	vmovd	%esi, %xmm5
	vpinsrd	$1, %ecx, %xmm5, %xmm5
	vmovdqa64	%zmm14, 320(%rsp)
	vpextrd	$3, %xmm14, %eax
	cltd
	idivl	%r15d
	kmovw	68(%rsp), %k1
	vmovdqa32	%zmm2, %zmm2 {%k1} {z}
	vpinsrd	$2, %edi, %xmm5, %xmm5
	vpinsrd	$3, %edx, %xmm5, %xmm5
	vinserti128	$1, %xmm4, %ymm5, %ymm4
	vinserti64x4	$1, %ymm3, %zmm4, %zmm3
	vmovdqa32	%zmm3, %zmm3 {%k1} {z}
	vmovdqa64	1280(%rsp), %zmm6
	vpmulld	%zmm6, %zmm0, %zmm0
	vextracti64x4	$1, %zmm0, %ymm4
	vpmovsxdq	%ymm4, %zmm4
	vpmovsxdq	%ymm0, %zmm0
	vpaddq	%zmm0, %zmm0, %zmm0
	movq	168(%rsp), %rax
	vpbroadcastq	%rax, %zmm5
	vpaddq	%zmm0, %zmm5, %zmm0
	vpaddq	%zmm4, %zmm4, %zmm4
	vpaddq	%zmm4, %zmm5, %zmm4
	vmovdqa64	%zmm4, 2304(%rsp)
	vmovdqa64	%zmm0, 2240(%rsp)
	vpmulld	%zmm6, %zmm1, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm0
	vpaddq	%zmm0, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm5, %zmm0
	vpaddq	%zmm1, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm5, %zmm1
	vmovdqa64	%zmm1, 2432(%rsp)
	vmovdqa64	%zmm0, 2368(%rsp)
	movq	$-16, %rax
	leaq	2240(%rsp), %rcx
	.p2align	4
.LBB0_5:
	vpbroadcastq	(%rcx), %zmm0
	vpaddq	%zmm17, %zmm0, %zmm1
	vmovdqa64	%zmm1, 12864(%rsp,%rax,8)
	vpaddq	%zmm16, %zmm0, %zmm0
	vmovdqa64	%zmm0, 12928(%rsp,%rax,8)
	addq	$16, %rax
	addq	$8, %rcx
	cmpq	$496, %rax
	jb	.LBB0_5
	vmovdqa64	%zmm20, 384(%rsp)
	vmovdqa64	%zmm19, 448(%rsp)
	vmovdqa64	%zmm18, 512(%rsp)
	vmovaps	1088(%rsp), %zmm0
	vmovaps	%zmm0, 1856(%rsp)
	vmovaps	1216(%rsp), %zmm0
	vmovaps	%zmm0, 1920(%rsp)
	vmovdqa64	1152(%rsp), %zmm1
	vpmulld	%zmm1, %zmm2, %zmm0
	vmovdqa64	%zmm0, 1728(%rsp)
	vpmulld	%zmm1, %zmm3, %zmm0
	vmovdqa64	%zmm0, 1792(%rsp)
	xorl	%eax, %eax
	.p2align	4
.LBB0_7:
	movq	%rax, %rcx
	shrq	$5, %rcx
	movl	%eax, %edx
	andl	$16, %edx
	vpmovsxdq	1760(%rsp,%rdx,4), %zmm0
	vpmovsxdq	1728(%rsp,%rdx,4), %zmm1
	vpbroadcastq	1856(%rsp,%rcx,8), %zmm2
	vpaddq	%zmm1, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm2, %zmm1
	vpaddq	%zmm0, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm2, %zmm0
	vmovdqa64	%zmm0, 8704(%rsp,%rax,8)
	vmovdqa64	%zmm1, 8640(%rsp,%rax,8)
	cmpq	$496, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_7
	movl	$4096, %edx
	leaq	2496(%rsp), %rdi
	xorl	%esi, %esi
	vzeroupper
	callq	memset@PLT
	cmpl	$16, 88(%rsp)
	movq	184(%rsp), %r10
	leaq	7840(%rsp), %r9
	vmovdqa64	.LCPI0_2(%rip), %zmm20
	vmovd	.LCPI0_6(%rip), %xmm21
	movq	152(%rsp), %r11
	movl	84(%rsp), %ebx
	vmovdqa64	768(%rsp), %zmm22
	vmovdqa64	704(%rsp), %zmm23
	jl	.LBB0_87
	xorl	%eax, %eax
	.p2align	4
.LBB0_10:
	movl	%eax, %ecx
	shll	$4, %ecx
	movl	%r11d, %edx
	subl	%ecx, %edx
	vpbroadcastd	%edx, %zmm0
	movq	$-16, %rcx
	jmp	.LBB0_11
	.p2align	4
.LBB0_43:
	vmovdqa	%ymm1, 7648(%rsp,%rcx,2)
	addq	$16, %rcx
	cmpq	$496, %rcx
	jae	.LBB0_44
.LBB0_11:
	vpcmpgtd	%zmm20, %zmm0, %k1
	vmovdqa64	12864(%rsp,%rcx,8), %zmm2
	kmovd	%k1, %edx
	vpxor	%xmm1, %xmm1, %xmm1
	testb	$1, %dl
	jne	.LBB0_12
	testb	$2, %dl
	jne	.LBB0_14
.LBB0_15:
	testb	$4, %dl
	jne	.LBB0_16
.LBB0_17:
	testb	$8, %dl
	jne	.LBB0_18
.LBB0_19:
	vextracti32x4	$2, %zmm2, %xmm3
	testb	$16, %dl
	jne	.LBB0_20
.LBB0_21:
	testb	$32, %dl
	jne	.LBB0_22
.LBB0_23:
	vextracti32x4	$3, %zmm2, %xmm2
	testb	$64, %dl
	jne	.LBB0_24
.LBB0_25:
	testb	%dl, %dl
	js	.LBB0_26
.LBB0_27:
	vmovdqa64	12928(%rsp,%rcx,8), %zmm2
	testl	$256, %edx
	jne	.LBB0_28
.LBB0_29:
	testl	$512, %edx
	jne	.LBB0_30
.LBB0_31:
	testl	$1024, %edx
	jne	.LBB0_32
.LBB0_33:
	testl	$2048, %edx
	jne	.LBB0_34
.LBB0_35:
	vextracti32x4	$2, %zmm2, %xmm3
	testl	$4096, %edx
	jne	.LBB0_36
.LBB0_37:
	testl	$8192, %edx
	jne	.LBB0_38
.LBB0_39:
	vextracti32x4	$3, %zmm2, %xmm2
	testl	$16384, %edx
	jne	.LBB0_40
.LBB0_41:
	testl	$32768, %edx
	je	.LBB0_43
	jmp	.LBB0_42
	.p2align	4
.LBB0_12:
	vmovq	%xmm2, %rsi
	vpinsrw	$0, (%rsi), %xmm0, %xmm1
	vpandd	%ymm1, %ymm21, %ymm1
	testb	$2, %dl
	je	.LBB0_15
.LBB0_14:
	vpextrq	$1, %xmm2, %rsi
	vpbroadcastw	(%rsi), %xmm3
	vpblendw	$2, %xmm3, %xmm1, %xmm3
	vpblendd	$15, %ymm3, %ymm1, %ymm1
	testb	$4, %dl
	je	.LBB0_17
.LBB0_16:
	vextracti128	$1, %ymm2, %xmm3
	vmovq	%xmm3, %rsi
	vpbroadcastw	(%rsi), %xmm3
	vpblendw	$4, %xmm3, %xmm1, %xmm3
	vpblendd	$15, %ymm3, %ymm1, %ymm1
	testb	$8, %dl
	je	.LBB0_19
.LBB0_18:
	vextracti128	$1, %ymm2, %xmm3
	vpextrq	$1, %xmm3, %rsi
	vpbroadcastw	(%rsi), %xmm3
	vpblendw	$8, %xmm3, %xmm1, %xmm3
	vpblendd	$15, %ymm3, %ymm1, %ymm1
	vextracti32x4	$2, %zmm2, %xmm3
	testb	$16, %dl
	je	.LBB0_21
.LBB0_20:
	vmovq	%xmm3, %rsi
	vpbroadcastw	(%rsi), %xmm4
	vpblendw	$16, %xmm4, %xmm1, %xmm4
	vpblendd	$15, %ymm4, %ymm1, %ymm1
	testb	$32, %dl
	je	.LBB0_23
.LBB0_22:
	vpextrq	$1, %xmm3, %rsi
	vpbroadcastw	(%rsi), %xmm3
	vpblendw	$32, %xmm3, %xmm1, %xmm3
	vpblendd	$15, %ymm3, %ymm1, %ymm1
	vextracti32x4	$3, %zmm2, %xmm2
	testb	$64, %dl
	je	.LBB0_25
.LBB0_24:
	vmovq	%xmm2, %rsi
	vpbroadcastw	(%rsi), %xmm3
	vpblendw	$64, %xmm3, %xmm1, %xmm3
	vpblendd	$15, %ymm3, %ymm1, %ymm1
	testb	%dl, %dl
	jns	.LBB0_27
.LBB0_26:
	vpextrq	$1, %xmm2, %rsi
	vpbroadcastw	(%rsi), %xmm2
	vpblendw	$128, %xmm2, %xmm1, %xmm2
	vpblendd	$15, %ymm2, %ymm1, %ymm1
	vmovdqa64	12928(%rsp,%rcx,8), %zmm2
	testl	$256, %edx
	je	.LBB0_29
.LBB0_28:
	vmovq	%xmm2, %rsi
	vpbroadcastw	(%rsi), %ymm3
	vpblendw	$1, %ymm3, %ymm1, %ymm3
	vpblendd	$240, %ymm3, %ymm1, %ymm1
	testl	$512, %edx
	je	.LBB0_31
.LBB0_30:
	vpextrq	$1, %xmm2, %rsi
	vpbroadcastw	(%rsi), %ymm3
	vpblendw	$2, %ymm3, %ymm1, %ymm3
	vpblendd	$240, %ymm3, %ymm1, %ymm1
	testl	$1024, %edx
	je	.LBB0_33
.LBB0_32:
	vextracti128	$1, %ymm2, %xmm3
	vmovq	%xmm3, %rsi
	vpbroadcastw	(%rsi), %ymm3
	vpblendw	$4, %ymm3, %ymm1, %ymm3
	vpblendd	$240, %ymm3, %ymm1, %ymm1
	testl	$2048, %edx
	je	.LBB0_35
.LBB0_34:
	vextracti128	$1, %ymm2, %xmm3
	vpextrq	$1, %xmm3, %rsi
	vpbroadcastw	(%rsi), %ymm3
	vpblendw	$8, %ymm3, %ymm1, %ymm3
	vpblendd	$240, %ymm3, %ymm1, %ymm1
	vextracti32x4	$2, %zmm2, %xmm3
	testl	$4096, %edx
	je	.LBB0_37
.LBB0_36:
	vmovq	%xmm3, %rsi
	vpbroadcastw	(%rsi), %ymm4
	vpblendw	$16, %ymm4, %ymm1, %ymm4
	vpblendd	$240, %ymm4, %ymm1, %ymm1
	testl	$8192, %edx
	je	.LBB0_39
.LBB0_38:
	vpextrq	$1, %xmm3, %rsi
	vpbroadcastw	(%rsi), %ymm3
	vpblendw	$32, %ymm3, %ymm1, %ymm3
	vpblendd	$240, %ymm3, %ymm1, %ymm1
	vextracti32x4	$3, %zmm2, %xmm2
	testl	$16384, %edx
	je	.LBB0_41
.LBB0_40:
	vmovq	%xmm2, %rsi
	vpbroadcastw	(%rsi), %ymm3
	vpblendw	$64, %ymm3, %ymm1, %ymm3
	vpblendd	$240, %ymm3, %ymm1, %ymm1
	testl	$32768, %edx
	je	.LBB0_43
.LBB0_42:
	vpextrq	$1, %xmm2, %rdx
	vpbroadcastw	(%rdx), %ymm2
	vpblendw	$128, %ymm2, %ymm1, %ymm2
	vpblendd	$240, %ymm2, %ymm1, %ymm1
	jmp	.LBB0_43
	.p2align	4
.LBB0_44:
	vmovdqu8	.LCPI0_5(%rip), %xmm0 {%k1} {z}
	vmovdqa	%xmm0, 192(%rsp)
	xorl	%ecx, %ecx
	jmp	.LBB0_45
	.p2align	4
.LBB0_77:
	vmovdqa	%ymm0, 6592(%rsp,%rcx,2)
	cmpq	$496, %rcx
	leaq	16(%rcx), %rcx
	jae	.LBB0_78
.LBB0_45:
	movq	%rcx, %rdx
	shrq	$5, %rdx
	movzbl	192(%rsp,%rdx), %esi
	andl	$1, %esi
	negl	%esi
	vmovdqa64	8640(%rsp,%rcx,8), %zmm2
	vmovdqa64	8704(%rsp,%rcx,8), %zmm1
	vpxor	%xmm0, %xmm0, %xmm0
	testb	$1, %sil
	jne	.LBB0_46
	movswl	%si, %edx
	testb	$2, %dl
	jne	.LBB0_48
.LBB0_49:
	testb	$4, %dl
	jne	.LBB0_50
.LBB0_51:
	testb	$8, %dl
	jne	.LBB0_52
.LBB0_53:
	vextracti32x4	$2, %zmm2, %xmm3
	testb	$16, %dl
	jne	.LBB0_54
.LBB0_55:
	testb	$32, %dl
	jne	.LBB0_56
.LBB0_57:
	vextracti32x4	$3, %zmm2, %xmm2
	testb	$64, %dl
	jne	.LBB0_58
.LBB0_59:
	testb	%sil, %sil
	js	.LBB0_60
.LBB0_61:
	testl	$256, %edx
	jne	.LBB0_62
.LBB0_63:
	testl	$512, %edx
	jne	.LBB0_64
.LBB0_65:
	testl	$1024, %edx
	jne	.LBB0_66
.LBB0_67:
	testl	$2048, %edx
	jne	.LBB0_68
.LBB0_69:
	vextracti32x4	$2, %zmm1, %xmm2
	testl	$4096, %edx
	jne	.LBB0_70
.LBB0_71:
	testl	$8192, %edx
	jne	.LBB0_72
.LBB0_73:
	vextracti32x4	$3, %zmm1, %xmm1
	testl	$16384, %edx
	jne	.LBB0_74
.LBB0_75:
	testl	$32768, %edx
	je	.LBB0_77
	jmp	.LBB0_76
	.p2align	4
.LBB0_46:
	vmovq	%xmm2, %rdx
	vpinsrw	$0, (%rdx), %xmm0, %xmm0
	vpandd	%ymm0, %ymm21, %ymm0
	movswl	%si, %edx
	testb	$2, %dl
	je	.LBB0_49
.LBB0_48:
	vpextrq	$1, %xmm2, %rdi
	vpbroadcastw	(%rdi), %xmm3
	vpblendw	$2, %xmm3, %xmm0, %xmm3
	vpblendd	$15, %ymm3, %ymm0, %ymm0
	testb	$4, %dl
	je	.LBB0_51
.LBB0_50:
	vextracti128	$1, %ymm2, %xmm3
	vmovq	%xmm3, %rdi
	vpbroadcastw	(%rdi), %xmm3
	vpblendw	$4, %xmm3, %xmm0, %xmm3
	vpblendd	$15, %ymm3, %ymm0, %ymm0
	testb	$8, %dl
	je	.LBB0_53
.LBB0_52:
	vextracti128	$1, %ymm2, %xmm3
	vpextrq	$1, %xmm3, %rdi
	vpbroadcastw	(%rdi), %xmm3
	vpblendw	$8, %xmm3, %xmm0, %xmm3
	vpblendd	$15, %ymm3, %ymm0, %ymm0
	vextracti32x4	$2, %zmm2, %xmm3
	testb	$16, %dl
	je	.LBB0_55
.LBB0_54:
	vmovq	%xmm3, %rdi
	vpbroadcastw	(%rdi), %xmm4
	vpblendw	$16, %xmm4, %xmm0, %xmm4
	vpblendd	$15, %ymm4, %ymm0, %ymm0
	testb	$32, %dl
	je	.LBB0_57
.LBB0_56:
	vpextrq	$1, %xmm3, %rdi
	vpbroadcastw	(%rdi), %xmm3
	vpblendw	$32, %xmm3, %xmm0, %xmm3
	vpblendd	$15, %ymm3, %ymm0, %ymm0
	vextracti32x4	$3, %zmm2, %xmm2
	testb	$64, %dl
	je	.LBB0_59
.LBB0_58:
	vmovq	%xmm2, %rdi
	vpbroadcastw	(%rdi), %xmm3
	vpblendw	$64, %xmm3, %xmm0, %xmm3
	vpblendd	$15, %ymm3, %ymm0, %ymm0
	testb	%sil, %sil
	jns	.LBB0_61
.LBB0_60:
	vpextrq	$1, %xmm2, %rsi
	vpbroadcastw	(%rsi), %xmm2
	vpblendw	$128, %xmm2, %xmm0, %xmm2
	vpblendd	$15, %ymm2, %ymm0, %ymm0
	testl	$256, %edx
	je	.LBB0_63
.LBB0_62:
	vmovq	%xmm1, %rsi
	vpbroadcastw	(%rsi), %ymm2
	vpblendw	$1, %ymm2, %ymm0, %ymm2
	vpblendd	$240, %ymm2, %ymm0, %ymm0
	testl	$512, %edx
	je	.LBB0_65
.LBB0_64:
	vpextrq	$1, %xmm1, %rsi
	vpbroadcastw	(%rsi), %ymm2
	vpblendw	$2, %ymm2, %ymm0, %ymm2
	vpblendd	$240, %ymm2, %ymm0, %ymm0
	testl	$1024, %edx
	je	.LBB0_67
.LBB0_66:
	vextracti128	$1, %ymm1, %xmm2
	vmovq	%xmm2, %rsi
	vpbroadcastw	(%rsi), %ymm2
	vpblendw	$4, %ymm2, %ymm0, %ymm2
	vpblendd	$240, %ymm2, %ymm0, %ymm0
	testl	$2048, %edx
	je	.LBB0_69
.LBB0_68:
	vextracti128	$1, %ymm1, %xmm2
	vpextrq	$1, %xmm2, %rsi
	vpbroadcastw	(%rsi), %ymm2
	vpblendw	$8, %ymm2, %ymm0, %ymm2
	vpblendd	$240, %ymm2, %ymm0, %ymm0
	vextracti32x4	$2, %zmm1, %xmm2
	testl	$4096, %edx
	je	.LBB0_71
.LBB0_70:
	vmovq	%xmm2, %rsi
	vpbroadcastw	(%rsi), %ymm3
	vpblendw	$16, %ymm3, %ymm0, %ymm3
	vpblendd	$240, %ymm3, %ymm0, %ymm0
	testl	$8192, %edx
	je	.LBB0_73
.LBB0_72:
	vpextrq	$1, %xmm2, %rsi
	vpbroadcastw	(%rsi), %ymm2
	vpblendw	$32, %ymm2, %ymm0, %ymm2
	vpblendd	$240, %ymm2, %ymm0, %ymm0
	vextracti32x4	$3, %zmm1, %xmm1
	testl	$16384, %edx
	je	.LBB0_75
.LBB0_74:
	vmovq	%xmm1, %rsi
	vpbroadcastw	(%rsi), %ymm2
	vpblendw	$64, %ymm2, %ymm0, %ymm2
	vpblendd	$240, %ymm2, %ymm0, %ymm0
	testl	$32768, %edx
	je	.LBB0_77
.LBB0_76:
	vpextrq	$1, %xmm1, %rdx
	vpbroadcastw	(%rdx), %ymm1
	vpblendw	$128, %ymm1, %ymm0, %ymm1
	vpblendd	$240, %ymm1, %ymm0, %ymm0
	jmp	.LBB0_77
	.p2align	4
.LBB0_78:
	movq	%r9, %rcx
	xorl	%edx, %edx
	.p2align	4
.LBB0_79:
	movq	%rdx, %rsi
	shlq	$7, %rsi
	vmovaps	2496(%rsp,%rsi), %zmm15
	vmovaps	2560(%rsp,%rsi), %zmm14
	vmovaps	2624(%rsp,%rsi), %zmm13
	vmovaps	2688(%rsp,%rsi), %zmm12
	vmovaps	2752(%rsp,%rsi), %zmm11
	vmovaps	2816(%rsp,%rsi), %zmm10
	vmovaps	2880(%rsp,%rsi), %zmm9
	vmovaps	2944(%rsp,%rsi), %zmm8
	vmovaps	3008(%rsp,%rsi), %zmm7
	vmovaps	3072(%rsp,%rsi), %zmm6
	vmovaps	3136(%rsp,%rsi), %zmm5
	vmovaps	3200(%rsp,%rsi), %zmm4
	vmovaps	3264(%rsp,%rsi), %zmm3
	vmovaps	3328(%rsp,%rsi), %zmm2
	vmovaps	3392(%rsp,%rsi), %zmm1
	vmovdqa64	3456(%rsp,%rsi), %zmm0
	movq	$-32, %rdi
	movq	%r12, %r8
	.p2align	4
.LBB0_80:
	vcvtph2ps	-32(%r8), %zmm16
	vcvtph2ps	(%r8), %zmm17
	vpinsrw	$0, -192(%rcx,%rdi), %xmm0, %xmm18
	vcvtph2ps	%xmm18, %xmm18
	vbroadcastss	%xmm18, %zmm18
	vfmadd231ps	%zmm16, %zmm18, %zmm15
	vpinsrw	$0, -160(%rcx,%rdi), %xmm0, %xmm19
	vcvtph2ps	%xmm19, %xmm19
	vfmadd231ps	%zmm18, %zmm17, %zmm14
	vbroadcastss	%xmm19, %zmm18
	vfmadd231ps	%zmm16, %zmm18, %zmm13
	vfmadd231ps	%zmm18, %zmm17, %zmm12
	vpinsrw	$0, -128(%rcx,%rdi), %xmm0, %xmm18
	vcvtph2ps	%xmm18, %xmm18
	vbroadcastss	%xmm18, %zmm18
	vfmadd231ps	%zmm16, %zmm18, %zmm11
	vpinsrw	$0, -96(%rcx,%rdi), %xmm0, %xmm19
	vfmadd231ps	%zmm18, %zmm17, %zmm10
	vcvtph2ps	%xmm19, %xmm18
	vbroadcastss	%xmm18, %zmm18
	vfmadd231ps	%zmm16, %zmm18, %zmm9
	vfmadd231ps	%zmm18, %zmm17, %zmm8
	vpinsrw	$0, -64(%rcx,%rdi), %xmm0, %xmm18
	vcvtph2ps	%xmm18, %xmm18
	vbroadcastss	%xmm18, %zmm18
	vfmadd231ps	%zmm16, %zmm18, %zmm7
	vfmadd231ps	%zmm18, %zmm17, %zmm6
	vpinsrw	$0, -32(%rcx,%rdi), %xmm0, %xmm18
	vcvtph2ps	%xmm18, %xmm18
	vbroadcastss	%xmm18, %zmm18
	vfmadd231ps	%zmm16, %zmm18, %zmm5
	vfmadd231ps	%zmm18, %zmm17, %zmm4
	vpinsrw	$0, (%rcx,%rdi), %xmm0, %xmm18
	vcvtph2ps	%xmm18, %xmm18
	vbroadcastss	%xmm18, %zmm18
	vfmadd231ps	%zmm16, %zmm18, %zmm3
	vpinsrw	$0, 32(%rcx,%rdi), %xmm0, %xmm19
	vcvtph2ps	%xmm19, %xmm19
	vfmadd231ps	%zmm18, %zmm17, %zmm2
	vbroadcastss	%xmm19, %zmm18
	vfmadd231ps	%zmm16, %zmm18, %zmm1
	vfmadd231ps	%zmm17, %zmm18, %zmm0
	addq	$64, %r8
	addq	$2, %rdi
	jne	.LBB0_80
	vmovaps	%zmm15, 2496(%rsp,%rsi)
	vmovaps	%zmm14, 2560(%rsp,%rsi)
	vmovaps	%zmm13, 2624(%rsp,%rsi)
	vmovaps	%zmm12, 2688(%rsp,%rsi)
	vmovaps	%zmm11, 2752(%rsp,%rsi)
	vmovaps	%zmm10, 2816(%rsp,%rsi)
	vmovaps	%zmm9, 2880(%rsp,%rsi)
	vmovaps	%zmm8, 2944(%rsp,%rsi)
	vmovaps	%zmm7, 3008(%rsp,%rsi)
	vmovaps	%zmm6, 3072(%rsp,%rsi)
	vmovaps	%zmm5, 3136(%rsp,%rsi)
	vmovaps	%zmm4, 3200(%rsp,%rsi)
	vmovaps	%zmm3, 3264(%rsp,%rsi)
	vmovaps	%zmm2, 3328(%rsp,%rsi)
	vmovaps	%zmm1, 3392(%rsp,%rsi)
	vmovaps	%zmm0, 3456(%rsp,%rsi)
	addq	$256, %rcx
	cmpq	$24, %rdx
	leaq	8(%rdx), %rdx
	jb	.LBB0_79
	movq	$-16, %rcx
	.p2align	4
.LBB0_83:
	vpaddq	12928(%rsp,%rcx,8), %zmm22, %zmm0
	vpaddq	12864(%rsp,%rcx,8), %zmm22, %zmm1
	vmovdqa64	%zmm1, 12864(%rsp,%rcx,8)
	vmovdqa64	%zmm0, 12928(%rsp,%rcx,8)
	addq	$16, %rcx
	cmpq	$496, %rcx
	jb	.LBB0_83
	movq	$-16, %rcx
	.p2align	4
.LBB0_85:
	vpaddq	8832(%rsp,%rcx,8), %zmm23, %zmm0
	vpaddq	8768(%rsp,%rcx,8), %zmm23, %zmm1
	vmovdqa64	%zmm1, 8768(%rsp,%rcx,8)
	vmovdqa64	%zmm0, 8832(%rsp,%rcx,8)
	addq	$16, %rcx
	cmpq	$496, %rcx
	jb	.LBB0_85
	incl	%eax
	cmpl	%ebx, %eax
	jne	.LBB0_10
.LBB0_87:
	vmovdqa64	1024(%rsp), %zmm3
	vmovdqa64	512(%rsp), %zmm4
	vpmulld	%zmm3, %zmm4, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm0
	vpsllq	$2, %zmm0, %zmm0
	movq	160(%rsp), %rax
	vpbroadcastq	%rax, %zmm2
	vpaddq	%zmm0, %zmm2, %zmm0
	vpsllq	$2, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm2, %zmm1
	vmovdqa64	%zmm1, 2048(%rsp)
	vmovdqa64	%zmm0, 1984(%rsp)
	vmovdqa64	448(%rsp), %zmm5
	vpmulld	%zmm3, %zmm5, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm0
	vpsllq	$2, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm2, %zmm0
	vpsllq	$2, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm2, %zmm1
	vmovdqa64	%zmm1, 2176(%rsp)
	vmovdqa64	%zmm0, 2112(%rsp)
	vmovdqa64	960(%rsp), %zmm1
	vmovdqa64	384(%rsp), %zmm6
	vpmulld	%zmm1, %zmm6, %zmm0
	vmovdqa64	%zmm0, 1600(%rsp)
	vmovdqa64	320(%rsp), %zmm7
	vpmulld	%zmm1, %zmm7, %zmm0
	vmovdqa64	%zmm0, 1664(%rsp)
	xorl	%eax, %eax
	.p2align	4
.LBB0_88:
	movq	%rax, %rcx
	shrq	$5, %rcx
	movl	%eax, %edx
	andl	$16, %edx
	vpmovsxdq	1632(%rsp,%rdx,4), %zmm0
	vpmovsxdq	1600(%rsp,%rdx,4), %zmm1
	vpbroadcastq	1984(%rsp,%rcx,8), %zmm2
	vpsllq	$2, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm2, %zmm1
	vpsllq	$2, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm2, %zmm0
	vmovdqa64	%zmm0, 16896(%rsp,%rax,8)
	vmovdqa64	%zmm1, 16832(%rsp,%rax,8)
	cmpq	$1008, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_88
	vmovdqa64	1536(%rsp), %zmm2
	vpcmpgtd	%zmm4, %zmm2, %k1
	vmovdqa64	1408(%rsp), %zmm3
	vpcmpgtd	%zmm6, %zmm3, %k2
	vpbroadcastd	.LCPI0_7(%rip), %xmm1
	vmovdqu8	%xmm1, %xmm0 {%k1} {z}
	vmovdqa	%xmm0, 640(%rsp)
	vmovdqu8	%xmm1, %xmm0 {%k2} {z}
	vmovdqa	%xmm0, 576(%rsp)
	vpcmpgtd	%zmm5, %zmm2, %k1
	vpcmpgtd	%zmm7, %zmm3, %k2
	vmovdqu8	%xmm1, %xmm0 {%k1} {z}
	vmovdqa	%xmm0, 656(%rsp)
	vmovdqu8	%xmm1, %xmm0 {%k2} {z}
	vmovdqa	%xmm0, 592(%rsp)
	xorl	%eax, %eax
	vpxor	%xmm4, %xmm4, %xmm4
	vmovdqa64	896(%rsp), %zmm16
	vmovdqa64	832(%rsp), %zmm17
	.p2align	4
.LBB0_90:
	movq	%rax, %rcx
	shrq	$5, %rcx
	movzbl	640(%rsp,%rcx), %ecx
	andl	$1, %ecx
	negl	%ecx
	kmovd	%ecx, %k1
	movl	%eax, %ecx
	andl	$16, %ecx
	vpsllw	$7, 576(%rsp,%rcx), %xmm0
	vmovaps	16832(%rsp,%rax,8), %zmm1
	vmovaps	16896(%rsp,%rax,8), %zmm2
	vpcmpgtb	%xmm0, %xmm4, %k1 {%k1}
	vmovaps	2496(%rsp,%rax,4), %ymm0
	vmovaps	2528(%rsp,%rax,4), %ymm3
	kmovq	%k1, %k2
	vscatterqps	%ymm0, (,%zmm1) {%k2}
	kshiftrw	$8, %k1, %k1
	vscatterqps	%ymm3, (,%zmm2) {%k1}
	cmpq	$1008, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_90
	incq	%r10
	cmpq	176(%rsp), %r10
	jl	.LBB0_4
	movq	16(%rbp), %rcx
	movq	%rcx, %r10
	movq	144(%rsp), %rax
	lock		xaddq	%r10, (%rax)
	movq	128(%rsp), %r9
	cmpq	%r9, %r10
	jl	.LBB0_3
.LBB0_92:
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
