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
	.section	.rodata.cst4,"aM",@progbits,4
	.p2align	2, 0x0
.LCPI0_1:
	.long	1
.LCPI0_2:
	.long	2
.LCPI0_6:
	.long	65535
.LCPI0_7:
	.zero	4,1
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
	.p2align	4
	.type	matmul_kernel.chunks,@function
matmul_kernel.chunks:
	pushq	%rbp
	movq	%rsp, %rbp
	pushq	%r15
	pushq	%r14
	pushq	%r13
	pushq	%r12
	pushq	%rbx
	andq	$-64, %rsp
	subq	$12096, %rsp
	movl	%esi, 16(%rsp)
	movq	%rdi, 184(%rsp)
	movq	%r8, %rax
	movq	%rdx, 208(%rsp)
	lock		xaddq	%rax, (%rdx)
	cmpq	%rcx, %rax
	jge	.LBB0_1
	leaq	10048(%rsp), %r13
	xorl	%edx, %edx
	movq	%r8, 200(%rsp)
	movq	%rcx, 192(%rsp)
	.p2align	4
.LBB0_5:
	movq	%rdx, 216(%rsp)
	leaq	(%rax,%r8), %rdx
	cmpq	%rcx, %rdx
	cmovgeq	%rcx, %rdx
	movq	%rdx, 224(%rsp)
	.p2align	4
.LBB0_6:
	movq	%rax, 248(%rsp)
	xorl	%edx, %edx
	divl	16(%rsp)
	movl	%edx, %eax
	movq	184(%rsp), %r14
	movl	32(%r14), %r15d
	leal	31(%r15), %ecx
	leal	62(%r15), %edi
	testl	%ecx, %ecx
	cmovsl	%edi, %ecx
	sarl	$5, %ecx
	shll	$2, %ecx
	cmpl	$63, %edi
	movl	$1, %ebx
	cmovbl	%ebx, %ecx
	cltd
	idivl	%ecx
	movl	%eax, %esi
	movl	%edx, %ecx
	cmpl	$63, %edi
	movl	$0, %r11d
	cmovbl	%r11d, %ecx
	shll	$2, %esi
	cmpl	$63, %edi
	movl	24(%r14), %edi
	cmovbl	%r11d, %esi
	leal	31(%rdi), %eax
	leal	62(%rdi), %r8d
	testl	%eax, %eax
	cmovnsl	%eax, %r8d
	sarl	$5, %r8d
	movl	%r8d, %eax
	subl	%esi, %eax
	sete	%dl
	cmpl	$4, %eax
	movl	$4, %r9d
	cmovll	%eax, %r9d
	cmpl	$-1, %eax
	sete	%r10b
	orb	%dl, %r10b
	cmovnel	%ebx, %r9d
	movl	%ecx, %eax
	cltd
	idivl	%r9d
	negl	%ecx
	testb	%r10b, %r10b
	cmovnel	%r11d, %edx
	cmovel	%eax, %ecx
	shll	$5, %ecx
	cmpl	%esi, %r8d
	movq	16(%r14), %rax
	movq	%rax, 240(%rsp)
	movl	40(%r14), %eax
	movq	%rax, 232(%rsp)
	movl	56(%r14), %eax
	movl	%eax, 20(%rsp)
	movl	64(%r14), %eax
	movl	%eax, 640(%rsp)
	movl	80(%r14), %eax
	movl	%eax, 176(%rsp)
	movl	88(%r14), %eax
	movl	%eax, 180(%rsp)
	cmovel	%r11d, %ecx
	addl	%esi, %edx
	shll	$5, %edx
	vpbroadcastd	%edx, %zmm3
	vmovdqa64	.LCPI0_0(%rip), %zmm16
	vpord	%zmm16, %zmm3, %zmm8
	vpbroadcastd	%edi, %zmm1
	vpternlogd	$255, %zmm5, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm0
	vpbroadcastd	.LCPI0_2(%rip), %zmm7
	vpcmpltud	%zmm7, %zmm0, %k1
	vpbroadcastd	.LCPI0_1(%rip), %zmm6
	vmovdqa64	%zmm1, 832(%rsp)
	vpblendmd	%zmm6, %zmm1, %zmm0 {%k1}
	vextracti32x4	$3, %zmm8, %xmm1
	vpextrd	$1, %xmm1, %eax
	vextracti32x4	$3, %zmm0, %xmm2
	vpextrd	$1, %xmm2, %esi
	movl	%esi, 12(%rsp)
	cltd
	idivl	%esi
	movl	%edx, %edi
	vmovd	%xmm1, %eax
	vmovd	%xmm2, %esi
	movl	%esi, 512(%rsp)
	cltd
	idivl	%esi
	movl	%edx, %r8d
	vpextrd	$2, %xmm1, %eax
	cltd
	vpextrd	$2, %xmm2, %esi
	movl	%esi, 448(%rsp)
	idivl	%esi
	movl	%edx, %r11d
	vpextrd	$3, %xmm1, %eax
	cltd
	vpextrd	$3, %xmm2, %esi
	movl	%esi, 172(%rsp)
	idivl	%esi
	movl	%edx, %r9d
	vextracti32x4	$2, %zmm8, %xmm1
	vextracti32x4	$2, %zmm0, %xmm2
	vpextrd	$1, %xmm1, %eax
	cltd
	vpextrd	$1, %xmm2, %esi
	movl	%esi, 168(%rsp)
	idivl	%esi
	movl	%edx, 8(%rsp)
	vmovd	%xmm1, %eax
	cltd
	vmovd	%xmm2, %esi
	movl	%esi, 164(%rsp)
	idivl	%esi
	movl	%edx, %ebx
	vpextrd	$2, %xmm1, %eax
	cltd
	vpextrd	$2, %xmm2, %esi
	movl	%esi, 160(%rsp)
	idivl	%esi
	movl	%edx, %r14d
	vpextrd	$3, %xmm1, %eax
	cltd
	vpextrd	$3, %xmm2, %esi
	movl	%esi, 156(%rsp)
	idivl	%esi
	movl	%edx, %esi
	vextracti128	$1, %ymm8, %xmm1
	vextracti128	$1, %ymm0, %xmm2
	vpextrd	$1, %xmm1, %eax
	cltd
	vpextrd	$1, %xmm2, %r10d
	movl	%r10d, 152(%rsp)
	idivl	%r10d
	movl	%edx, 4(%rsp)
	vmovd	%r8d, %xmm4
	vpinsrd	$1, %edi, %xmm4, %xmm4
	vmovd	%xmm1, %eax
	cltd
	vmovd	%xmm2, %edi
	movl	%edi, 148(%rsp)
	idivl	%edi
	movl	%edx, %edi
	vpextrd	$2, %xmm1, %eax
	cltd
	vpextrd	$2, %xmm2, %r8d
	movl	%r8d, 144(%rsp)
	idivl	%r8d
	movl	%edx, %r10d
	vpextrd	$3, %xmm1, %eax
	cltd
	vpextrd	$3, %xmm2, %r8d
	movl	%r8d, 140(%rsp)
	idivl	%r8d
	movl	%edx, %r8d
	vpextrd	$1, %xmm8, %eax
	cltd
	vpextrd	$1, %xmm0, %r12d
	movl	%r12d, 136(%rsp)
	idivl	%r12d
	movl	%edx, 576(%rsp)
	vpinsrd	$2, %r11d, %xmm4, %xmm1
	vmovd	%xmm8, %eax
	cltd
	vmovd	%xmm0, %r11d
	movl	%r11d, 132(%rsp)
	idivl	%r11d
	movl	%edx, %r11d
	vpextrd	$2, %xmm8, %eax
	cltd
	vpextrd	$2, %xmm0, %r12d
	movl	%r12d, 128(%rsp)
	idivl	%r12d
	movl	%edx, 64(%rsp)
	vpbroadcastd	%ecx, %zmm4
	vmovdqa64	%zmm8, 768(%rsp)
	vpextrd	$3, %xmm8, %eax
	cltd
	vpextrd	$3, %xmm0, %ecx
	movl	%ecx, 124(%rsp)
	idivl	%ecx
	movl	%edx, 60(%rsp)
	vpbroadcastd	%r15d, %zmm2
	vpord	%zmm16, %zmm4, %zmm8
	vpsubd	%zmm5, %zmm2, %zmm0
	vpcmpltud	%zmm7, %zmm0, %k2
	vmovdqa64	%zmm2, 704(%rsp)
	vpblendmd	%zmm6, %zmm2, %zmm5 {%k2}
	vextracti32x4	$3, %zmm8, %xmm2
	vextracti32x4	$3, %zmm5, %xmm6
	vpextrd	$1, %xmm2, %eax
	cltd
	vpextrd	$1, %xmm6, %ecx
	movl	%ecx, 120(%rsp)
	idivl	%ecx
	movl	%edx, %r15d
	vpinsrd	$3, %r9d, %xmm1, %xmm0
	vmovd	%xmm2, %eax
	cltd
	vmovd	%xmm6, %ecx
	movl	%ecx, 116(%rsp)
	idivl	%ecx
	movl	%edx, %r9d
	vpextrd	$2, %xmm2, %eax
	cltd
	vpextrd	$2, %xmm6, %ecx
	movl	%ecx, 112(%rsp)
	idivl	%ecx
	movl	%edx, 56(%rsp)
	vpextrd	$3, %xmm2, %eax
	cltd
	vpextrd	$3, %xmm6, %ecx
	movl	%ecx, 108(%rsp)
	idivl	%ecx
	movl	%edx, 52(%rsp)
	vmovd	%ebx, %xmm1
	vpinsrd	$1, 8(%rsp), %xmm1, %xmm1
	vpinsrd	$2, %r14d, %xmm1, %xmm1
	vextracti32x4	$2, %zmm8, %xmm2
	vextracti32x4	$2, %zmm5, %xmm6
	vpextrd	$1, %xmm2, %eax
	cltd
	vpextrd	$1, %xmm6, %ecx
	movl	%ecx, 8(%rsp)
	idivl	%ecx
	movl	%edx, %r14d
	vpinsrd	$3, %esi, %xmm1, %xmm1
	vmovd	%xmm2, %eax
	cltd
	vmovd	%xmm6, %ecx
	movl	%ecx, 104(%rsp)
	idivl	%ecx
	movl	%edx, 48(%rsp)
	vpextrd	$2, %xmm2, %eax
	cltd
	vpextrd	$2, %xmm6, %ecx
	movl	%ecx, 100(%rsp)
	idivl	%ecx
	movl	%edx, %ebx
	vpextrd	$3, %xmm2, %eax
	cltd
	vpextrd	$3, %xmm6, %ecx
	movl	%ecx, 96(%rsp)
	idivl	%ecx
	movl	%edx, 44(%rsp)
	vmovd	%edi, %xmm2
	vpinsrd	$1, 4(%rsp), %xmm2, %xmm2
	vpinsrd	$2, %r10d, %xmm2, %xmm2
	vextracti128	$1, %ymm8, %xmm6
	vextracti128	$1, %ymm5, %xmm7
	vpextrd	$1, %xmm6, %eax
	cltd
	vpextrd	$1, %xmm7, %ecx
	movl	%ecx, 4(%rsp)
	idivl	%ecx
	movl	%edx, %r10d
	vpinsrd	$3, %r8d, %xmm2, %xmm2
	vmovd	%xmm6, %eax
	cltd
	vmovd	%xmm7, %ecx
	movl	%ecx, 92(%rsp)
	idivl	%ecx
	movl	%edx, %r12d
	vpextrd	$2, %xmm6, %eax
	cltd
	vpextrd	$2, %xmm7, %ecx
	movl	%ecx, 88(%rsp)
	idivl	%ecx
	movl	%edx, 40(%rsp)
	vpextrd	$3, %xmm6, %eax
	cltd
	vpextrd	$3, %xmm7, %ecx
	movl	%ecx, 84(%rsp)
	idivl	%ecx
	movl	%edx, 36(%rsp)
	vpextrd	$1, %xmm8, %eax
	cltd
	vpextrd	$1, %xmm5, %ecx
	movl	%ecx, 80(%rsp)
	idivl	%ecx
	movl	%edx, 32(%rsp)
	vmovd	%r11d, %xmm6
	vpinsrd	$1, 576(%rsp), %xmm6, %xmm6
	vmovd	%xmm8, %eax
	cltd
	vmovd	%xmm5, %ecx
	movl	%ecx, 76(%rsp)
	idivl	%ecx
	movl	%edx, %r11d
	vpextrd	$2, %xmm8, %eax
	cltd
	vpextrd	$2, %xmm5, %ecx
	movl	%ecx, 72(%rsp)
	idivl	%ecx
	movl	%edx, 28(%rsp)
	vmovdqa64	%zmm8, 576(%rsp)
	vpextrd	$3, %xmm8, %eax
	cltd
	vpextrd	$3, %xmm5, %ecx
	movl	%ecx, 68(%rsp)
	idivl	%ecx
	movl	%edx, 24(%rsp)
	vmovdqa64	.LCPI0_3(%rip), %zmm11
	vpord	%zmm11, %zmm3, %zmm12
	vextracti32x4	$3, %zmm12, %xmm5
	vpextrd	$1, %xmm5, %eax
	cltd
	idivl	12(%rsp)
	movl	%edx, 12(%rsp)
	vpinsrd	$2, 64(%rsp), %xmm6, %xmm3
	vpinsrd	$3, 60(%rsp), %xmm3, %xmm3
	vmovd	%xmm5, %eax
	cltd
	idivl	512(%rsp)
	movl	%edx, %esi
	vmovd	%r9d, %xmm6
	vpinsrd	$1, %r15d, %xmm6, %xmm6
	vpextrd	$2, %xmm5, %eax
	cltd
	idivl	448(%rsp)
	movl	%edx, %r15d
	vpinsrd	$2, 56(%rsp), %xmm6, %xmm6
	vpextrd	$3, %xmm5, %eax
	cltd
	idivl	172(%rsp)
	movl	%edx, %r8d
	vpinsrd	$3, 52(%rsp), %xmm6, %xmm5
	vextracti32x4	$2, %zmm12, %xmm7
	vpextrd	$1, %xmm7, %eax
	cltd
	idivl	168(%rsp)
	movl	%edx, %edi
	vmovd	48(%rsp), %xmm6
	vpinsrd	$1, %r14d, %xmm6, %xmm6
	vmovd	%xmm7, %eax
	cltd
	idivl	164(%rsp)
	movl	%edx, %ecx
	vpinsrd	$2, %ebx, %xmm6, %xmm6
	vpextrd	$2, %xmm7, %eax
	cltd
	idivl	160(%rsp)
	movl	%edx, %ebx
	vpinsrd	$3, 44(%rsp), %xmm6, %xmm6
	vmovd	%r12d, %xmm8
	vpextrd	$3, %xmm7, %eax
	cltd
	idivl	156(%rsp)
	movl	%edx, %r12d
	vpinsrd	$1, %r10d, %xmm8, %xmm7
	vextracti128	$1, %ymm12, %xmm8
	vpextrd	$1, %xmm8, %eax
	cltd
	idivl	152(%rsp)
	movl	%edx, %r10d
	vpinsrd	$2, 40(%rsp), %xmm7, %xmm7
	vpinsrd	$3, 36(%rsp), %xmm7, %xmm7
	vmovd	%xmm8, %eax
	cltd
	idivl	148(%rsp)
	movl	%edx, %r9d
	vmovd	%r11d, %xmm9
	vpinsrd	$1, 32(%rsp), %xmm9, %xmm9
	vpextrd	$2, %xmm8, %eax
	cltd
	idivl	144(%rsp)
	movl	%edx, %r11d
	vpinsrd	$2, 28(%rsp), %xmm9, %xmm9
	vpextrd	$3, %xmm8, %eax
	cltd
	idivl	140(%rsp)
	movl	%edx, %r14d
	vpinsrd	$3, 24(%rsp), %xmm9, %xmm8
	vmovd	%esi, %xmm9
	vpextrd	$1, %xmm12, %eax
	cltd
	idivl	136(%rsp)
	movl	%edx, %esi
	vpinsrd	$1, 12(%rsp), %xmm9, %xmm9
	vpinsrd	$2, %r15d, %xmm9, %xmm9
	vmovd	%xmm12, %eax
	cltd
	idivl	132(%rsp)
	movl	%edx, %r15d
	vpinsrd	$3, %r8d, %xmm9, %xmm9
	vpextrd	$2, %xmm12, %eax
	cltd
	idivl	128(%rsp)
	movl	%edx, %r8d
	vmovd	%ecx, %xmm10
	vpinsrd	$1, %edi, %xmm10, %xmm10
	vmovdqa64	%zmm12, 512(%rsp)
	vpextrd	$3, %xmm12, %eax
	cltd
	idivl	124(%rsp)
	movl	%edx, %ecx
	vpord	%zmm11, %zmm4, %zmm17
	vextracti32x4	$3, %zmm17, %xmm11
	vpextrd	$1, %xmm11, %eax
	cltd
	idivl	120(%rsp)
	movl	%edx, %edi
	vpinsrd	$2, %ebx, %xmm10, %xmm4
	vpinsrd	$3, %r12d, %xmm4, %xmm4
	vmovd	%xmm11, %eax
	cltd
	idivl	116(%rsp)
	movl	%edx, %ebx
	vmovd	%r9d, %xmm10
	vpinsrd	$1, %r10d, %xmm10, %xmm10
	vpextrd	$2, %xmm11, %eax
	cltd
	idivl	112(%rsp)
	movl	%edx, %r9d
	vpinsrd	$2, %r11d, %xmm10, %xmm10
	vpextrd	$3, %xmm11, %eax
	cltd
	idivl	108(%rsp)
	movl	%edx, %r10d
	vpinsrd	$3, %r14d, %xmm10, %xmm10
	vextracti32x4	$2, %zmm17, %xmm12
	vpextrd	$1, %xmm12, %eax
	cltd
	idivl	8(%rsp)
	movl	%edx, %r11d
	vmovd	%r15d, %xmm11
	vpinsrd	$1, %esi, %xmm11, %xmm11
	vmovd	%xmm12, %eax
	cltd
	idivl	104(%rsp)
	movl	%edx, %r14d
	vpinsrd	$2, %r8d, %xmm11, %xmm11
	vpextrd	$2, %xmm12, %eax
	cltd
	idivl	100(%rsp)
	movl	%edx, %esi
	vpinsrd	$3, %ecx, %xmm11, %xmm11
	vmovd	%ebx, %xmm13
	movl	640(%rsp), %ebx
	vpextrd	$3, %xmm12, %eax
	cltd
	idivl	96(%rsp)
	movl	%edx, %ecx
	vpinsrd	$1, %edi, %xmm13, %xmm12
	vextracti32x4	$1, %ymm17, %xmm13
	vpextrd	$1, %xmm13, %eax
	cltd
	idivl	4(%rsp)
	movl	%edx, %edi
	vpinsrd	$2, %r9d, %xmm12, %xmm12
	vpinsrd	$3, %r10d, %xmm12, %xmm12
	vmovd	%xmm13, %eax
	cltd
	idivl	92(%rsp)
	movl	%edx, %r8d
	vmovd	%r14d, %xmm14
	vpinsrd	$1, %r11d, %xmm14, %xmm14
	vpextrd	$2, %xmm13, %eax
	cltd
	idivl	88(%rsp)
	movl	%edx, %r9d
	vpinsrd	$2, %esi, %xmm14, %xmm14
	vpextrd	$3, %xmm13, %eax
	cltd
	idivl	84(%rsp)
	movl	%edx, %esi
	vpinsrd	$3, %ecx, %xmm14, %xmm13
	vmovd	%r8d, %xmm14
	vpextrd	$1, %xmm17, %eax
	cltd
	idivl	80(%rsp)
	movl	%edx, %ecx
	vpinsrd	$1, %edi, %xmm14, %xmm14
	vpinsrd	$2, %r9d, %xmm14, %xmm14
	vmovd	%xmm17, %eax
	cltd
	idivl	76(%rsp)
	movl	%edx, %edi
	vpinsrd	$3, %esi, %xmm14, %xmm14
	vpextrd	$2, %xmm17, %eax
	cltd
	idivl	72(%rsp)
	movl	%edx, %esi
	vmovd	%edi, %xmm15
	vpinsrd	$1, %ecx, %xmm15, %xmm15
	vmovdqa64	%zmm17, 448(%rsp)
	vpextrd	$3, %xmm17, %eax
	cltd
	idivl	68(%rsp)
	vpinsrd	$2, %esi, %xmm15, %xmm15
	vpinsrd	$3, %edx, %xmm15, %xmm15
	vinserti128	$1, %xmm0, %ymm1, %ymm0
	vinserti128	$1, %xmm2, %ymm3, %ymm1
	vinserti64x4	$1, %ymm0, %zmm1, %zmm0
	vinserti128	$1, %xmm5, %ymm6, %ymm1
	vinserti128	$1, %xmm7, %ymm8, %ymm2
	vinserti64x4	$1, %ymm1, %zmm2, %zmm1
	vinserti128	$1, %xmm9, %ymm4, %ymm2
	knotw	%k1, %k3
	vmovdqa32	%zmm0, %zmm0 {%k3} {z}
	knotw	%k2, %k1
	vmovdqa32	%zmm1, %zmm1 {%k1} {z}
	vinserti128	$1, %xmm10, %ymm11, %ymm3
	vinserti64x4	$1, %ymm2, %zmm3, %zmm2
	vmovdqa32	%zmm2, %zmm2 {%k3} {z}
	vinserti128	$1, %xmm12, %ymm13, %ymm3
	vinserti128	$1, %xmm14, %ymm15, %ymm4
	movq	184(%rsp), %rax
	vpbroadcastd	48(%rax), %zmm5
	vpmulld	%zmm5, %zmm0, %zmm0
	vinserti64x4	$1, %ymm3, %zmm4, %zmm3
	vextracti64x4	$1, %zmm0, %ymm4
	vpmovsxdq	%ymm4, %zmm4
	vpmovsxdq	%ymm0, %zmm0
	vpbroadcastq	(%rax), %zmm6
	vpaddq	%zmm0, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm6, %zmm0
	vpaddq	%zmm4, %zmm4, %zmm4
	vpaddq	%zmm4, %zmm6, %zmm4
	vpbroadcastq	8(%rax), %zmm7
	vpbroadcastd	72(%rax), %zmm8
	vmovdqa64	%zmm4, 1600(%rsp)
	vmovdqa64	%zmm0, 1536(%rsp)
	vmovdqa32	%zmm3, %zmm0 {%k1} {z}
	vpmulld	%zmm5, %zmm2, %zmm2
	vextracti64x4	$1, %zmm2, %ymm3
	vpmovsxdq	%ymm3, %zmm3
	vpmovsxdq	%ymm2, %zmm2
	vpaddq	%zmm2, %zmm2, %zmm2
	vpaddq	%zmm2, %zmm6, %zmm2
	vpaddq	%zmm3, %zmm3, %zmm3
	vpaddq	%zmm3, %zmm6, %zmm3
	vmovdqa64	%zmm3, 1728(%rsp)
	vmovdqa64	%zmm2, 1664(%rsp)
	vpbroadcastd	%ebx, %zmm2
	vpmulld	%zmm16, %zmm2, %zmm2
	vextracti64x4	$1, %zmm2, %ymm3
	vpmovsxdq	%ymm3, %zmm3
	vpmovsxdq	%ymm2, %zmm2
	vpaddq	%zmm2, %zmm2, %zmm2
	vpaddq	%zmm2, %zmm7, %zmm2
	vpaddq	%zmm3, %zmm3, %zmm3
	vpaddq	%zmm3, %zmm7, %zmm3
	vmovdqa64	%zmm3, 1216(%rsp)
	vmovdqa64	%zmm2, 1152(%rsp)
	vpmulld	%zmm8, %zmm1, %zmm1
	vmovdqa64	%zmm1, 896(%rsp)
	vpmulld	%zmm8, %zmm0, %zmm0
	vmovdqa64	%zmm0, 960(%rsp)
	movl	$4096, %edx
	leaq	1792(%rsp), %rdi
	xorl	%esi, %esi
	vzeroupper
	callq	memset@PLT
	movq	232(%rsp), %rax
	leal	15(%rax), %ecx
	movq	%rax, %r15
	addl	$30, %eax
	testl	%ecx, %ecx
	cmovnsl	%ecx, %eax
	cmpl	$16, %ecx
	leaq	1536(%rsp), %r12
	jl	.LBB0_87
	sarl	$4, %eax
	movl	20(%rsp), %ecx
	vpbroadcastd	%ecx, %zmm0
	vpmulld	.LCPI0_0(%rip), %zmm0, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm2
	shll	$4, %ecx
	movslq	%ecx, %rcx
	shll	$4, %ebx
	movslq	%ebx, %rdx
	xorl	%esi, %esi
	vpaddq	%zmm1, %zmm1, %zmm10
	vpaddq	%zmm2, %zmm2, %zmm1
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	vmovdqa64	%zmm10, 640(%rsp)
	.p2align	4
.LBB0_8:
	movl	%esi, %r9d
	shll	$4, %r9d
	movl	%r15d, %r10d
	subl	%r9d, %r10d
	vpbroadcastd	%r10d, %zmm2
	movq	$-16, %r9
	movq	%r12, %r10
	vmovdqa64	.LCPI0_0(%rip), %zmm0
	vmovd	.LCPI0_6(%rip), %xmm9
	jmp	.LBB0_9
	.p2align	4
.LBB0_41:
	vmovdqa	%ymm3, 8992(%rsp,%r9,2)
	addq	$16, %r9
	addq	$8, %r10
	cmpq	$496, %r9
	jae	.LBB0_42
.LBB0_9:
	vpcmpgtd	%zmm0, %zmm2, %k1
	vpbroadcastq	(%r10), %zmm4
	vpbroadcastq	%r8, %zmm3
	vpaddq	%zmm3, %zmm3, %zmm5
	vpaddq	%zmm5, %zmm1, %zmm3
	vpaddq	%zmm3, %zmm4, %zmm6
	kmovd	%k1, %r11d
	vpxor	%xmm3, %xmm3, %xmm3
	testb	$1, %r11b
	jne	.LBB0_10
	testb	$2, %r11b
	jne	.LBB0_12
.LBB0_13:
	testb	$4, %r11b
	jne	.LBB0_14
.LBB0_15:
	testb	$8, %r11b
	jne	.LBB0_16
.LBB0_17:
	vextracti32x4	$2, %zmm6, %xmm7
	testb	$16, %r11b
	jne	.LBB0_18
.LBB0_19:
	testb	$32, %r11b
	jne	.LBB0_20
.LBB0_21:
	vextracti32x4	$3, %zmm6, %xmm6
	testb	$64, %r11b
	jne	.LBB0_22
.LBB0_23:
	testb	%r11b, %r11b
	js	.LBB0_24
.LBB0_25:
	vpaddq	%zmm5, %zmm10, %zmm5
	vpaddq	%zmm5, %zmm4, %zmm4
	testl	$256, %r11d
	jne	.LBB0_26
.LBB0_27:
	testl	$512, %r11d
	jne	.LBB0_28
.LBB0_29:
	testl	$1024, %r11d
	jne	.LBB0_30
.LBB0_31:
	testl	$2048, %r11d
	jne	.LBB0_32
.LBB0_33:
	vextracti32x4	$2, %zmm4, %xmm5
	testl	$4096, %r11d
	jne	.LBB0_34
.LBB0_35:
	testl	$8192, %r11d
	jne	.LBB0_36
.LBB0_37:
	vextracti32x4	$3, %zmm4, %xmm4
	testl	$16384, %r11d
	jne	.LBB0_38
.LBB0_39:
	testl	$32768, %r11d
	je	.LBB0_41
	jmp	.LBB0_40
	.p2align	4
.LBB0_10:
	vmovq	%xmm6, %rbx
	vpinsrw	$0, (%rbx), %xmm0, %xmm3
	vpand	%ymm3, %ymm9, %ymm3
	testb	$2, %r11b
	je	.LBB0_13
.LBB0_12:
	vpextrq	$1, %xmm6, %rbx
	vpbroadcastw	(%rbx), %xmm7
	vpblendw	$2, %xmm7, %xmm3, %xmm7
	vpblendd	$15, %ymm7, %ymm3, %ymm3
	testb	$4, %r11b
	je	.LBB0_15
.LBB0_14:
	vextracti128	$1, %ymm6, %xmm7
	vmovq	%xmm7, %rbx
	vpbroadcastw	(%rbx), %xmm7
	vpblendw	$4, %xmm7, %xmm3, %xmm7
	vpblendd	$15, %ymm7, %ymm3, %ymm3
	testb	$8, %r11b
	je	.LBB0_17
.LBB0_16:
	vextracti128	$1, %ymm6, %xmm7
	vpextrq	$1, %xmm7, %rbx
	vpbroadcastw	(%rbx), %xmm7
	vpblendw	$8, %xmm7, %xmm3, %xmm7
	vpblendd	$15, %ymm7, %ymm3, %ymm3
	vextracti32x4	$2, %zmm6, %xmm7
	testb	$16, %r11b
	je	.LBB0_19
.LBB0_18:
	vmovq	%xmm7, %rbx
	vpbroadcastw	(%rbx), %xmm8
	vpblendw	$16, %xmm8, %xmm3, %xmm8
	vpblendd	$15, %ymm8, %ymm3, %ymm3
	testb	$32, %r11b
	je	.LBB0_21
.LBB0_20:
	vpextrq	$1, %xmm7, %rbx
	vpbroadcastw	(%rbx), %xmm7
	vpblendw	$32, %xmm7, %xmm3, %xmm7
	vpblendd	$15, %ymm7, %ymm3, %ymm3
	vextracti32x4	$3, %zmm6, %xmm6
	testb	$64, %r11b
	je	.LBB0_23
.LBB0_22:
	vmovq	%xmm6, %rbx
	vpbroadcastw	(%rbx), %xmm7
	vpblendw	$64, %xmm7, %xmm3, %xmm7
	vpblendd	$15, %ymm7, %ymm3, %ymm3
	testb	%r11b, %r11b
	jns	.LBB0_25
.LBB0_24:
	vpextrq	$1, %xmm6, %rbx
	vpbroadcastw	(%rbx), %xmm6
	vpblendw	$128, %xmm6, %xmm3, %xmm6
	vpblendd	$15, %ymm6, %ymm3, %ymm3
	vpaddq	%zmm5, %zmm10, %zmm5
	vpaddq	%zmm5, %zmm4, %zmm4
	testl	$256, %r11d
	je	.LBB0_27
.LBB0_26:
	vmovq	%xmm4, %rbx
	vpbroadcastw	(%rbx), %ymm5
	vpblendw	$1, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	testl	$512, %r11d
	je	.LBB0_29
.LBB0_28:
	vpextrq	$1, %xmm4, %rbx
	vpbroadcastw	(%rbx), %ymm5
	vpblendw	$2, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	testl	$1024, %r11d
	je	.LBB0_31
.LBB0_30:
	vextracti128	$1, %ymm4, %xmm5
	vmovq	%xmm5, %rbx
	vpbroadcastw	(%rbx), %ymm5
	vpblendw	$4, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	testl	$2048, %r11d
	je	.LBB0_33
.LBB0_32:
	vextracti128	$1, %ymm4, %xmm5
	vpextrq	$1, %xmm5, %rbx
	vpbroadcastw	(%rbx), %ymm5
	vpblendw	$8, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	vextracti32x4	$2, %zmm4, %xmm5
	testl	$4096, %r11d
	je	.LBB0_35
.LBB0_34:
	vmovq	%xmm5, %rbx
	vpbroadcastw	(%rbx), %ymm6
	vpblendw	$16, %ymm6, %ymm3, %ymm6
	vpblendd	$240, %ymm6, %ymm3, %ymm3
	testl	$8192, %r11d
	je	.LBB0_37
.LBB0_36:
	vpextrq	$1, %xmm5, %rbx
	vpbroadcastw	(%rbx), %ymm5
	vpblendw	$32, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	vextracti32x4	$3, %zmm4, %xmm4
	testl	$16384, %r11d
	je	.LBB0_39
.LBB0_38:
	vmovq	%xmm4, %rbx
	vpbroadcastw	(%rbx), %ymm5
	vpblendw	$64, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	testl	$32768, %r11d
	je	.LBB0_41
.LBB0_40:
	vpextrq	$1, %xmm4, %r11
	vpbroadcastw	(%r11), %ymm4
	vpblendw	$128, %ymm4, %ymm3, %ymm4
	vpblendd	$240, %ymm4, %ymm3, %ymm3
	jmp	.LBB0_41
	.p2align	4
.LBB0_42:
	vmovdqu8	.LCPI0_5(%rip), %xmm2 {%k1} {z}
	vmovdqa	%xmm2, 256(%rsp)
	xorl	%r9d, %r9d
	jmp	.LBB0_43
	.p2align	4
.LBB0_75:
	vmovdqa	%ymm2, 7936(%rsp,%r9,2)
	cmpq	$496, %r9
	leaq	16(%r9), %r9
	jae	.LBB0_76
.LBB0_43:
	movq	%r9, %r10
	shrq	$5, %r10
	movzbl	256(%rsp,%r10), %r11d
	andl	$1, %r11d
	negl	%r11d
	movl	%r9d, %ebx
	andl	$16, %ebx
	vpmovsxdq	928(%rsp,%rbx,4), %zmm3
	vpmovsxdq	896(%rsp,%rbx,4), %zmm2
	vpaddq	%zmm2, %zmm2, %zmm2
	vpbroadcastq	%rdi, %zmm4
	vpaddq	%zmm4, %zmm4, %zmm4
	vpaddq	1152(%rsp,%r10,8){1to8}, %zmm4, %zmm4
	vpaddq	%zmm2, %zmm4, %zmm5
	vpxor	%xmm2, %xmm2, %xmm2
	testb	$1, %r11b
	jne	.LBB0_44
	movswl	%r11w, %r10d
	testb	$2, %r10b
	jne	.LBB0_46
.LBB0_47:
	testb	$4, %r10b
	jne	.LBB0_48
.LBB0_49:
	testb	$8, %r10b
	jne	.LBB0_50
.LBB0_51:
	vextracti32x4	$2, %zmm5, %xmm6
	testb	$16, %r10b
	jne	.LBB0_52
.LBB0_53:
	testb	$32, %r10b
	jne	.LBB0_54
.LBB0_55:
	vextracti32x4	$3, %zmm5, %xmm5
	testb	$64, %r10b
	jne	.LBB0_56
.LBB0_57:
	testb	%r11b, %r11b
	js	.LBB0_58
.LBB0_59:
	vpaddq	%zmm3, %zmm3, %zmm3
	vpaddq	%zmm3, %zmm4, %zmm3
	testl	$256, %r10d
	jne	.LBB0_60
.LBB0_61:
	testl	$512, %r10d
	jne	.LBB0_62
.LBB0_63:
	testl	$1024, %r10d
	jne	.LBB0_64
.LBB0_65:
	testl	$2048, %r10d
	jne	.LBB0_66
.LBB0_67:
	vextracti32x4	$2, %zmm3, %xmm4
	testl	$4096, %r10d
	jne	.LBB0_68
.LBB0_69:
	testl	$8192, %r10d
	jne	.LBB0_70
.LBB0_71:
	vextracti32x4	$3, %zmm3, %xmm3
	testl	$16384, %r10d
	jne	.LBB0_72
.LBB0_73:
	testl	$32768, %r10d
	je	.LBB0_75
	jmp	.LBB0_74
	.p2align	4
.LBB0_44:
	vmovq	%xmm5, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm2
	vpand	%ymm2, %ymm9, %ymm2
	movswl	%r11w, %r10d
	testb	$2, %r10b
	je	.LBB0_47
.LBB0_46:
	vpextrq	$1, %xmm5, %rbx
	vpbroadcastw	(%rbx), %xmm6
	vpblendw	$2, %xmm6, %xmm2, %xmm6
	vpblendd	$15, %ymm6, %ymm2, %ymm2
	testb	$4, %r10b
	je	.LBB0_49
.LBB0_48:
	vextracti128	$1, %ymm5, %xmm6
	vmovq	%xmm6, %rbx
	vpbroadcastw	(%rbx), %xmm6
	vpblendw	$4, %xmm6, %xmm2, %xmm6
	vpblendd	$15, %ymm6, %ymm2, %ymm2
	testb	$8, %r10b
	je	.LBB0_51
.LBB0_50:
	vextracti128	$1, %ymm5, %xmm6
	vpextrq	$1, %xmm6, %rbx
	vpbroadcastw	(%rbx), %xmm6
	vpblendw	$8, %xmm6, %xmm2, %xmm6
	vpblendd	$15, %ymm6, %ymm2, %ymm2
	vextracti32x4	$2, %zmm5, %xmm6
	testb	$16, %r10b
	je	.LBB0_53
.LBB0_52:
	vmovq	%xmm6, %rbx
	vpbroadcastw	(%rbx), %xmm7
	vpblendw	$16, %xmm7, %xmm2, %xmm7
	vpblendd	$15, %ymm7, %ymm2, %ymm2
	testb	$32, %r10b
	je	.LBB0_55
.LBB0_54:
	vpextrq	$1, %xmm6, %rbx
	vpbroadcastw	(%rbx), %xmm6
	vpblendw	$32, %xmm6, %xmm2, %xmm6
	vpblendd	$15, %ymm6, %ymm2, %ymm2
	vextracti32x4	$3, %zmm5, %xmm5
	testb	$64, %r10b
	je	.LBB0_57
.LBB0_56:
	vmovq	%xmm5, %rbx
	vpbroadcastw	(%rbx), %xmm6
	vpblendw	$64, %xmm6, %xmm2, %xmm6
	vpblendd	$15, %ymm6, %ymm2, %ymm2
	testb	%r11b, %r11b
	jns	.LBB0_59
.LBB0_58:
	vpextrq	$1, %xmm5, %r11
	vpbroadcastw	(%r11), %xmm5
	vpblendw	$128, %xmm5, %xmm2, %xmm5
	vpblendd	$15, %ymm5, %ymm2, %ymm2
	vpaddq	%zmm3, %zmm3, %zmm3
	vpaddq	%zmm3, %zmm4, %zmm3
	testl	$256, %r10d
	je	.LBB0_61
.LBB0_60:
	vmovq	%xmm3, %r11
	vpbroadcastw	(%r11), %ymm4
	vpblendw	$1, %ymm4, %ymm2, %ymm4
	vpblendd	$240, %ymm4, %ymm2, %ymm2
	testl	$512, %r10d
	je	.LBB0_63
.LBB0_62:
	vpextrq	$1, %xmm3, %r11
	vpbroadcastw	(%r11), %ymm4
	vpblendw	$2, %ymm4, %ymm2, %ymm4
	vpblendd	$240, %ymm4, %ymm2, %ymm2
	testl	$1024, %r10d
	je	.LBB0_65
.LBB0_64:
	vextracti128	$1, %ymm3, %xmm4
	vmovq	%xmm4, %r11
	vpbroadcastw	(%r11), %ymm4
	vpblendw	$4, %ymm4, %ymm2, %ymm4
	vpblendd	$240, %ymm4, %ymm2, %ymm2
	testl	$2048, %r10d
	je	.LBB0_67
.LBB0_66:
	vextracti128	$1, %ymm3, %xmm4
	vpextrq	$1, %xmm4, %r11
	vpbroadcastw	(%r11), %ymm4
	vpblendw	$8, %ymm4, %ymm2, %ymm4
	vpblendd	$240, %ymm4, %ymm2, %ymm2
	vextracti32x4	$2, %zmm3, %xmm4
	testl	$4096, %r10d
	je	.LBB0_69
.LBB0_68:
	vmovq	%xmm4, %r11
	vpbroadcastw	(%r11), %ymm5
	vpblendw	$16, %ymm5, %ymm2, %ymm5
	vpblendd	$240, %ymm5, %ymm2, %ymm2
	testl	$8192, %r10d
	je	.LBB0_71
.LBB0_70:
	vpextrq	$1, %xmm4, %r11
	vpbroadcastw	(%r11), %ymm4
	vpblendw	$32, %ymm4, %ymm2, %ymm4
	vpblendd	$240, %ymm4, %ymm2, %ymm2
	vextracti32x4	$3, %zmm3, %xmm3
	testl	$16384, %r10d
	je	.LBB0_73
.LBB0_72:
	vmovq	%xmm3, %r11
	vpbroadcastw	(%r11), %ymm4
	vpblendw	$64, %ymm4, %ymm2, %ymm4
	vpblendd	$240, %ymm4, %ymm2, %ymm2
	testl	$32768, %r10d
	je	.LBB0_75
.LBB0_74:
	vpextrq	$1, %xmm3, %r10
	vpbroadcastw	(%r10), %ymm3
	vpblendw	$128, %ymm3, %ymm2, %ymm3
	vpblendd	$240, %ymm3, %ymm2, %ymm2
	jmp	.LBB0_75
	.p2align	4
.LBB0_76:
	movq	$-16, %r9
	.p2align	4
.LBB0_77:
	vcvtph2ps	8992(%rsp,%r9,2), %zmm2
	vmovdqa64	%zmm2, 5952(%rsp,%r9,4)
	addq	$16, %r9
	cmpq	$496, %r9
	jb	.LBB0_77
	movq	$-16, %r9
	.p2align	4
.LBB0_79:
	vcvtph2ps	7968(%rsp,%r9,2), %zmm2
	vmovdqa64	%zmm2, 10048(%rsp,%r9,4)
	addq	$16, %r9
	cmpq	$496, %r9
	jb	.LBB0_79
	leaq	6720(%rsp), %r9
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_81:
	movq	%r10, %r11
	shlq	$7, %r11
	vmovaps	1792(%rsp,%r11), %zmm29
	vmovaps	1856(%rsp,%r11), %zmm28
	vmovaps	1920(%rsp,%r11), %zmm27
	vmovaps	1984(%rsp,%r11), %zmm26
	vmovaps	2048(%rsp,%r11), %zmm25
	vmovaps	2112(%rsp,%r11), %zmm24
	vmovaps	2176(%rsp,%r11), %zmm23
	vmovaps	2240(%rsp,%r11), %zmm22
	vmovaps	2304(%rsp,%r11), %zmm21
	vmovaps	2368(%rsp,%r11), %zmm20
	vmovaps	2432(%rsp,%r11), %zmm19
	vmovaps	2496(%rsp,%r11), %zmm18
	vmovaps	2560(%rsp,%r11), %zmm17
	vmovaps	2624(%rsp,%r11), %zmm16
	vmovaps	2688(%rsp,%r11), %zmm15
	vmovaps	2752(%rsp,%r11), %zmm14
	vmovaps	2816(%rsp,%r11), %zmm13
	vmovaps	2880(%rsp,%r11), %zmm12
	vmovaps	2944(%rsp,%r11), %zmm11
	vmovaps	3008(%rsp,%r11), %zmm10
	vmovaps	3072(%rsp,%r11), %zmm9
	vmovaps	3136(%rsp,%r11), %zmm8
	vmovaps	3200(%rsp,%r11), %zmm7
	vmovaps	3264(%rsp,%r11), %zmm6
	vmovaps	3328(%rsp,%r11), %zmm5
	vmovaps	3392(%rsp,%r11), %zmm4
	vmovaps	3456(%rsp,%r11), %zmm3
	vmovaps	3520(%rsp,%r11), %zmm2
	movq	$-64, %rbx
	movq	%r13, %r14
	.p2align	4
.LBB0_82:
	vmovaps	-64(%r14), %zmm31
	vmovaps	(%r14), %zmm30
	vbroadcastss	-768(%r9,%rbx), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm29
	vfmadd231ps	%zmm0, %zmm30, %zmm28
	vbroadcastss	-704(%r9,%rbx), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm27
	vfmadd231ps	%zmm0, %zmm30, %zmm26
	vbroadcastss	-640(%r9,%rbx), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm25
	vfmadd231ps	%zmm0, %zmm30, %zmm24
	vbroadcastss	-576(%r9,%rbx), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm23
	vfmadd231ps	%zmm0, %zmm30, %zmm22
	vbroadcastss	-512(%r9,%rbx), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm21
	vfmadd231ps	%zmm0, %zmm30, %zmm20
	vbroadcastss	-448(%r9,%rbx), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm19
	vfmadd231ps	%zmm0, %zmm30, %zmm18
	vbroadcastss	-384(%r9,%rbx), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm17
	vfmadd231ps	%zmm0, %zmm30, %zmm16
	vbroadcastss	-320(%r9,%rbx), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm15
	vfmadd231ps	%zmm0, %zmm30, %zmm14
	vbroadcastss	-256(%r9,%rbx), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm13
	vfmadd231ps	%zmm0, %zmm30, %zmm12
	vbroadcastss	-192(%r9,%rbx), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm11
	vfmadd231ps	%zmm0, %zmm30, %zmm10
	vbroadcastss	-128(%r9,%rbx), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm9
	vfmadd231ps	%zmm0, %zmm30, %zmm8
	vbroadcastss	-64(%r9,%rbx), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm7
	vfmadd231ps	%zmm0, %zmm30, %zmm6
	vbroadcastss	(%r9,%rbx), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm5
	vfmadd231ps	%zmm0, %zmm30, %zmm4
	vbroadcastss	64(%r9,%rbx), %zmm0
	vfmadd231ps	%zmm31, %zmm0, %zmm3
	vfmadd231ps	%zmm30, %zmm0, %zmm2
	subq	$-128, %r14
	addq	$4, %rbx
	jne	.LBB0_82
	vmovaps	%zmm29, 1792(%rsp,%r11)
	vmovaps	%zmm28, 1856(%rsp,%r11)
	vmovaps	%zmm27, 1920(%rsp,%r11)
	vmovaps	%zmm26, 1984(%rsp,%r11)
	vmovaps	%zmm25, 2048(%rsp,%r11)
	vmovaps	%zmm24, 2112(%rsp,%r11)
	vmovaps	%zmm23, 2176(%rsp,%r11)
	vmovaps	%zmm22, 2240(%rsp,%r11)
	vmovaps	%zmm21, 2304(%rsp,%r11)
	vmovaps	%zmm20, 2368(%rsp,%r11)
	vmovaps	%zmm19, 2432(%rsp,%r11)
	vmovaps	%zmm18, 2496(%rsp,%r11)
	vmovaps	%zmm17, 2560(%rsp,%r11)
	vmovaps	%zmm16, 2624(%rsp,%r11)
	vmovaps	%zmm15, 2688(%rsp,%r11)
	vmovaps	%zmm14, 2752(%rsp,%r11)
	vmovaps	%zmm13, 2816(%rsp,%r11)
	vmovaps	%zmm12, 2880(%rsp,%r11)
	vmovaps	%zmm11, 2944(%rsp,%r11)
	vmovaps	%zmm10, 3008(%rsp,%r11)
	vmovaps	%zmm9, 3072(%rsp,%r11)
	vmovaps	%zmm8, 3136(%rsp,%r11)
	vmovaps	%zmm7, 3200(%rsp,%r11)
	vmovaps	%zmm6, 3264(%rsp,%r11)
	vmovaps	%zmm5, 3328(%rsp,%r11)
	vmovaps	%zmm4, 3392(%rsp,%r11)
	vmovaps	%zmm3, 3456(%rsp,%r11)
	vmovaps	%zmm2, 3520(%rsp,%r11)
	addq	$896, %r9
	cmpq	$14, %r10
	leaq	14(%r10), %r10
	jb	.LBB0_81
	vmovaps	5376(%rsp), %zmm8
	vmovaps	5440(%rsp), %zmm7
	vmovaps	5504(%rsp), %zmm6
	vmovaps	5568(%rsp), %zmm5
	vmovaps	5632(%rsp), %zmm4
	vmovaps	5696(%rsp), %zmm3
	vmovaps	5760(%rsp), %zmm2
	movq	$-64, %r9
	vmovaps	5824(%rsp), %zmm9
	movq	%r13, %r10
	.p2align	4
.LBB0_85:
	vmovaps	-64(%r10), %zmm0
	vmovaps	(%r10), %zmm10
	vbroadcastss	7744(%rsp,%r9), %zmm11
	vfmadd231ps	%zmm0, %zmm11, %zmm8
	vfmadd231ps	%zmm11, %zmm10, %zmm7
	vbroadcastss	7808(%rsp,%r9), %zmm11
	vfmadd231ps	%zmm0, %zmm11, %zmm6
	vfmadd231ps	%zmm11, %zmm10, %zmm5
	vbroadcastss	7872(%rsp,%r9), %zmm11
	vfmadd231ps	%zmm0, %zmm11, %zmm4
	vfmadd231ps	%zmm11, %zmm10, %zmm3
	vbroadcastss	7936(%rsp,%r9), %zmm11
	vfmadd231ps	%zmm0, %zmm11, %zmm2
	vfmadd231ps	%zmm10, %zmm11, %zmm9
	subq	$-128, %r10
	addq	$4, %r9
	jne	.LBB0_85
	vmovaps	%zmm8, 5376(%rsp)
	vmovaps	%zmm7, 5440(%rsp)
	vmovaps	%zmm6, 5504(%rsp)
	vmovaps	%zmm5, 5568(%rsp)
	vmovaps	%zmm4, 5632(%rsp)
	vmovaps	%zmm3, 5696(%rsp)
	vmovaps	%zmm2, 5760(%rsp)
	vmovaps	%zmm9, 5824(%rsp)
	addq	%rcx, %r8
	addq	%rdx, %rdi
	incl	%esi
	cmpl	%eax, %esi
	vmovdqa64	640(%rsp), %zmm10
	jne	.LBB0_8
.LBB0_87:
	movl	176(%rsp), %eax
	vpbroadcastd	%eax, %zmm0
	vmovdqa64	768(%rsp), %zmm4
	vpmulld	%zmm0, %zmm4, %zmm1
	vextracti64x4	$1, %zmm1, %ymm2
	vpmovsxdq	%ymm2, %zmm2
	vpmovsxdq	%ymm1, %zmm1
	vpsllq	$2, %zmm1, %zmm1
	movq	240(%rsp), %rax
	vpbroadcastq	%rax, %zmm3
	vpaddq	%zmm1, %zmm3, %zmm1
	vpsllq	$2, %zmm2, %zmm2
	vpaddq	%zmm2, %zmm3, %zmm2
	vmovdqa64	%zmm2, 1344(%rsp)
	vmovdqa64	%zmm1, 1280(%rsp)
	vmovdqa64	512(%rsp), %zmm6
	vpmulld	%zmm0, %zmm6, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm0
	vpsllq	$2, %zmm0, %zmm0
	vpsllq	$2, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm3, %zmm1
	vmovdqa64	%zmm1, 1472(%rsp)
	vpaddq	%zmm0, %zmm3, %zmm0
	vmovdqa64	%zmm0, 1408(%rsp)
	movl	180(%rsp), %eax
	vpbroadcastd	%eax, %zmm0
	vmovdqa64	576(%rsp), %zmm5
	vpmulld	%zmm0, %zmm5, %zmm1
	vmovdqa64	%zmm1, 1024(%rsp)
	vmovdqa64	448(%rsp), %zmm7
	vpmulld	%zmm0, %zmm7, %zmm0
	vmovdqa64	%zmm0, 1088(%rsp)
	vmovdqa64	832(%rsp), %zmm2
	vpcmpgtd	%zmm4, %zmm2, %k1
	vmovdqa64	704(%rsp), %zmm3
	vpcmpgtd	%zmm5, %zmm3, %k2
	vpbroadcastd	.LCPI0_7(%rip), %xmm1
	vmovdqu8	%xmm1, %xmm0 {%k1} {z}
	vmovdqa	%xmm0, 384(%rsp)
	vmovdqu8	%xmm1, %xmm0 {%k2} {z}
	vmovdqa	%xmm0, 320(%rsp)
	vpcmpgtd	%zmm6, %zmm2, %k1
	vpcmpgtd	%zmm7, %zmm3, %k2
	vmovdqu8	%xmm1, %xmm0 {%k1} {z}
	vmovdqa	%xmm0, 400(%rsp)
	vmovdqu8	%xmm1, %xmm0 {%k2} {z}
	vmovdqa	%xmm0, 336(%rsp)
	xorl	%eax, %eax
	vpxor	%xmm2, %xmm2, %xmm2
	.p2align	4
.LBB0_88:
	movq	%rax, %rcx
	shrq	$5, %rcx
	movzbl	384(%rsp,%rcx), %edx
	andl	$1, %edx
	negl	%edx
	kmovd	%edx, %k1
	movl	%eax, %edx
	andl	$16, %edx
	vpsllw	$7, 320(%rsp,%rdx), %xmm0
	vpcmpgtb	%xmm0, %xmm2, %k1 {%k1}
	movq	1280(%rsp,%rcx,8), %rcx
	movl	%edx, %edx
	vmovaps	1024(%rsp,%rdx,4), %zmm0
	vmovaps	1792(%rsp,%rax,4), %zmm1
	vscatterdps	%zmm1, (%rcx,%zmm0,4) {%k1}
	cmpq	$1008, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_88
	movq	248(%rsp), %rax
	incq	%rax
	cmpq	224(%rsp), %rax
	jl	.LBB0_6
	movq	216(%rsp), %rdx
	incq	%rdx
	movq	200(%rsp), %r8
	movq	%r8, %rcx
	movq	208(%rsp), %rax
	lock		xaddq	%rcx, (%rax)
	movq	%rcx, %rax
	movq	192(%rsp), %rcx
	cmpq	%rcx, %rax
	jl	.LBB0_5
	jmp	.LBB0_2
.LBB0_1:
	xorl	%edx, %edx
.LBB0_2:
	movq	%rdx, %rax
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
	.size	matmul_kernel.chunks, .Lfunc_end0-matmul_kernel.chunks

	.globl	matmul_kernel_grid
	.p2align	4
	.type	matmul_kernel_grid,@function
matmul_kernel_grid:
	movq	%r9, %rcx
	movq	%r8, %rdx
	movq	8(%rsp), %r8
	jmp	matmul_kernel.chunks
.Lfunc_end1:
	.size	matmul_kernel_grid, .Lfunc_end1-matmul_kernel_grid

	.globl	matmul_kernel_omp
	.p2align	4
	.type	matmul_kernel_omp,@function
matmul_kernel_omp:
	pushq	%rbx
	movq	%rdi, %rbx
	movq	8(%rdi), %rcx
	movq	16(%rdi), %r8
	movl	32(%rdi), %esi
	addq	$48, %rdi
	movq	%rbx, %rdx
	callq	matmul_kernel.chunks
	testq	%rax, %rax
	je	.LBB2_2
	lock		incl	44(%rbx)
.LBB2_2:
	popq	%rbx
	retq
.Lfunc_end2:
	.size	matmul_kernel_omp, .Lfunc_end2-matmul_kernel_omp

	.section	".note.GNU-stack","",@progbits
