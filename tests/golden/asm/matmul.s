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
	.zero	16,1
.LCPI0_5:
	.long	65535
	.long	0
	.long	0
	.long	0
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
	subq	$12160, %rsp
	movq	%rcx, 256(%rsp)
	movq	%rdx, 248(%rsp)
	movl	%esi, 44(%rsp)
	movq	%rdi, 224(%rsp)
	leaq	10112(%rsp), %r13
	xorl	%ecx, %ecx
	movq	%r9, 240(%rsp)
	movq	%r8, 232(%rsp)
	jmp	.LBB0_1
	.p2align	4
.LBB0_98:
	movq	272(%rsp), %rcx
	incq	%rcx
	movq	232(%rsp), %r8
	cmpq	%r8, 264(%rsp)
	movq	240(%rsp), %r9
	jge	.LBB0_99
.LBB0_1:
	movq	%r9, %rdx
	movq	248(%rsp), %rax
	lock		xaddq	%rdx, (%rax)
	movq	%rdx, %rax
	addq	256(%rsp), %rax
	cmpq	%r8, %rax
	jge	.LBB0_99
	movq	%rcx, 272(%rsp)
	leaq	(%rax,%r9), %rcx
	cmpq	%r8, %rcx
	movq	%rcx, 264(%rsp)
	cmovlq	%rcx, %r8
	movq	%r8, 280(%rsp)
	jmp	.LBB0_3
	.p2align	4
.LBB0_97:
	movq	312(%rsp), %rax
	incq	%rax
	cmpq	280(%rsp), %rax
	jge	.LBB0_98
.LBB0_3:
	movq	%rax, 312(%rsp)
	xorl	%edx, %edx
	divl	44(%rsp)
	movl	%edx, %eax
	movq	224(%rsp), %rbx
	movl	32(%rbx), %r14d
	leal	31(%r14), %ecx
	leal	62(%r14), %esi
	testl	%ecx, %ecx
	cmovsl	%esi, %ecx
	sarl	$5, %ecx
	shll	$2, %ecx
	cmpl	$63, %esi
	movl	$1, %r11d
	cmovbl	%r11d, %ecx
	cltd
	idivl	%ecx
	movl	%eax, %ecx
	movl	%edx, %r12d
	cmpl	$63, %esi
	movl	$0, %r10d
	cmovbl	%r10d, %r12d
	shll	$2, %ecx
	cmpl	$63, %esi
	movl	24(%rbx), %esi
	cmovbl	%r10d, %ecx
	leal	31(%rsi), %eax
	leal	62(%rsi), %edi
	testl	%eax, %eax
	cmovnsl	%eax, %edi
	sarl	$5, %edi
	movl	%edi, %eax
	subl	%ecx, %eax
	sete	%dl
	cmpl	$4, %eax
	movl	$4, %r8d
	cmovll	%eax, %r8d
	cmpl	$-1, %eax
	sete	%r9b
	orb	%dl, %r9b
	cmovnel	%r11d, %r8d
	movl	%r12d, %eax
	cltd
	idivl	%r8d
	negl	%r12d
	testb	%r9b, %r9b
	cmovnel	%r10d, %edx
	cmovel	%eax, %r12d
	shll	$5, %r12d
	cmpl	%ecx, %edi
	movq	16(%rbx), %rax
	movq	%rax, 296(%rsp)
	movl	40(%rbx), %eax
	movq	%rax, 288(%rsp)
	movl	56(%rbx), %eax
	movl	%eax, 48(%rsp)
	movl	64(%rbx), %eax
	movl	%eax, 208(%rsp)
	movl	80(%rbx), %eax
	movl	%eax, 212(%rsp)
	movl	88(%rbx), %eax
	movl	%eax, 216(%rsp)
	cmovel	%r10d, %r12d
	addl	%ecx, %edx
	shll	$5, %edx
	vpbroadcastd	%edx, %zmm3
	vmovdqa64	.LCPI0_0(%rip), %zmm16
	vpord	%zmm16, %zmm3, %zmm8
	vpbroadcastd	%esi, %zmm1
	vpternlogd	$255, %zmm5, %zmm5, %zmm5
	vpsubd	%zmm5, %zmm1, %zmm0
	vpbroadcastd	.LCPI0_2(%rip), %zmm7
	vpcmpltud	%zmm7, %zmm0, %k1
	vpbroadcastd	.LCPI0_1(%rip), %zmm6
	vmovdqa64	%zmm1, 960(%rsp)
	vpblendmd	%zmm6, %zmm1, %zmm0 {%k1}
	vextracti32x4	$3, %zmm8, %xmm1
	vpextrd	$1, %xmm1, %eax
	vextracti32x4	$3, %zmm0, %xmm2
	vpextrd	$1, %xmm2, %ecx
	movl	%ecx, 384(%rsp)
	cltd
	idivl	%ecx
	movl	%edx, %esi
	vmovd	%xmm1, %eax
	vmovd	%xmm2, %ecx
	movl	%ecx, 704(%rsp)
	cltd
	idivl	%ecx
	movl	%edx, %edi
	vpextrd	$2, %xmm1, %eax
	cltd
	vpextrd	$2, %xmm2, %ecx
	movl	%ecx, 576(%rsp)
	idivl	%ecx
	movl	%edx, %r10d
	vpextrd	$3, %xmm1, %eax
	cltd
	vpextrd	$3, %xmm2, %ecx
	movl	%ecx, 204(%rsp)
	idivl	%ecx
	movl	%edx, %r9d
	vextracti32x4	$2, %zmm8, %xmm1
	vextracti32x4	$2, %zmm0, %xmm2
	vpextrd	$1, %xmm1, %eax
	cltd
	vpextrd	$1, %xmm2, %ecx
	movl	%ecx, 200(%rsp)
	idivl	%ecx
	movl	%edx, 40(%rsp)
	vmovd	%xmm1, %eax
	cltd
	vmovd	%xmm2, %ecx
	movl	%ecx, 196(%rsp)
	idivl	%ecx
	movl	%edx, %r15d
	vpextrd	$2, %xmm1, %eax
	cltd
	vpextrd	$2, %xmm2, %ecx
	movl	%ecx, 192(%rsp)
	idivl	%ecx
	movl	%edx, %ebx
	vpextrd	$3, %xmm1, %eax
	cltd
	vpextrd	$3, %xmm2, %ecx
	movl	%ecx, 188(%rsp)
	idivl	%ecx
	movl	%edx, %ecx
	vextracti128	$1, %ymm8, %xmm1
	vextracti128	$1, %ymm0, %xmm2
	vpextrd	$1, %xmm1, %eax
	cltd
	vpextrd	$1, %xmm2, %r8d
	movl	%r8d, 184(%rsp)
	idivl	%r8d
	movl	%edx, 36(%rsp)
	vmovd	%edi, %xmm4
	vpinsrd	$1, %esi, %xmm4, %xmm4
	vmovd	%xmm1, %eax
	cltd
	vmovd	%xmm2, %esi
	movl	%esi, 180(%rsp)
	idivl	%esi
	movl	%edx, %esi
	vpextrd	$2, %xmm1, %eax
	cltd
	vpextrd	$2, %xmm2, %edi
	movl	%edi, 176(%rsp)
	idivl	%edi
	movl	%edx, %r8d
	vpextrd	$3, %xmm1, %eax
	cltd
	vpextrd	$3, %xmm2, %edi
	movl	%edi, 172(%rsp)
	idivl	%edi
	movl	%edx, %edi
	vpextrd	$1, %xmm8, %eax
	cltd
	vpextrd	$1, %xmm0, %r11d
	movl	%r11d, 168(%rsp)
	idivl	%r11d
	movl	%edx, 640(%rsp)
	vpinsrd	$2, %r10d, %xmm4, %xmm1
	vmovd	%xmm8, %eax
	cltd
	vmovd	%xmm0, %r10d
	movl	%r10d, 164(%rsp)
	idivl	%r10d
	movl	%edx, %r10d
	vpextrd	$2, %xmm8, %eax
	cltd
	vpextrd	$2, %xmm0, %r11d
	movl	%r11d, 160(%rsp)
	idivl	%r11d
	movl	%edx, 96(%rsp)
	movl	%r12d, 220(%rsp)
	vpbroadcastd	%r12d, %zmm4
	vmovdqa64	%zmm8, 1024(%rsp)
	vpextrd	$3, %xmm8, %eax
	cltd
	vpextrd	$3, %xmm0, %r11d
	movl	%r11d, 156(%rsp)
	idivl	%r11d
	movl	%edx, %r12d
	vpord	%zmm16, %zmm4, %zmm8
	movq	%r14, 304(%rsp)
	vpbroadcastd	%r14d, %zmm2
	vpsubd	%zmm5, %zmm2, %zmm0
	vpcmpltud	%zmm7, %zmm0, %k2
	vmovdqa64	%zmm2, 896(%rsp)
	vpblendmd	%zmm6, %zmm2, %zmm5 {%k2}
	vextracti32x4	$3, %zmm8, %xmm2
	vextracti32x4	$3, %zmm5, %xmm6
	vpextrd	$1, %xmm2, %eax
	cltd
	vpextrd	$1, %xmm6, %r11d
	movl	%r11d, 152(%rsp)
	idivl	%r11d
	movl	%edx, 92(%rsp)
	vpinsrd	$3, %r9d, %xmm1, %xmm0
	vmovd	%xmm2, %eax
	cltd
	vmovd	%xmm6, %r9d
	movl	%r9d, 148(%rsp)
	idivl	%r9d
	movl	%edx, 88(%rsp)
	vpextrd	$2, %xmm2, %eax
	cltd
	vpextrd	$2, %xmm6, %r9d
	movl	%r9d, 144(%rsp)
	idivl	%r9d
	movl	%edx, 84(%rsp)
	vpextrd	$3, %xmm2, %eax
	cltd
	vpextrd	$3, %xmm6, %r9d
	movl	%r9d, 140(%rsp)
	idivl	%r9d
	movl	%edx, 80(%rsp)
	vmovd	%r15d, %xmm1
	vpinsrd	$1, 40(%rsp), %xmm1, %xmm1
	vpinsrd	$2, %ebx, %xmm1, %xmm1
	vextracti32x4	$2, %zmm8, %xmm2
	vextracti32x4	$2, %zmm5, %xmm6
	vpextrd	$1, %xmm2, %eax
	cltd
	vpextrd	$1, %xmm6, %r9d
	movl	%r9d, 40(%rsp)
	idivl	%r9d
	movl	%edx, %r9d
	vpinsrd	$3, %ecx, %xmm1, %xmm1
	vmovd	%xmm2, %eax
	cltd
	vmovd	%xmm6, %ecx
	movl	%ecx, 136(%rsp)
	idivl	%ecx
	movl	%edx, 76(%rsp)
	vpextrd	$2, %xmm2, %eax
	cltd
	vpextrd	$2, %xmm6, %ecx
	movl	%ecx, 132(%rsp)
	idivl	%ecx
	movl	%edx, %ebx
	vpextrd	$3, %xmm2, %eax
	cltd
	vpextrd	$3, %xmm6, %ecx
	movl	%ecx, 128(%rsp)
	idivl	%ecx
	movl	%edx, 72(%rsp)
	vmovd	%esi, %xmm2
	vpinsrd	$1, 36(%rsp), %xmm2, %xmm2
	vpinsrd	$2, %r8d, %xmm2, %xmm2
	vextracti128	$1, %ymm8, %xmm6
	vextracti128	$1, %ymm5, %xmm7
	vpextrd	$1, %xmm6, %eax
	cltd
	vpextrd	$1, %xmm7, %ecx
	movl	%ecx, 36(%rsp)
	idivl	%ecx
	movl	%edx, %r8d
	vpinsrd	$3, %edi, %xmm2, %xmm2
	vmovd	%xmm6, %eax
	cltd
	vmovd	%xmm7, %ecx
	movl	%ecx, 124(%rsp)
	idivl	%ecx
	movl	%edx, %r14d
	vpextrd	$2, %xmm6, %eax
	cltd
	vpextrd	$2, %xmm7, %ecx
	movl	%ecx, 120(%rsp)
	idivl	%ecx
	movl	%edx, 68(%rsp)
	vpextrd	$3, %xmm6, %eax
	cltd
	vpextrd	$3, %xmm7, %ecx
	movl	%ecx, 116(%rsp)
	idivl	%ecx
	movl	%edx, 64(%rsp)
	vpextrd	$1, %xmm8, %eax
	cltd
	vpextrd	$1, %xmm5, %ecx
	movl	%ecx, 112(%rsp)
	idivl	%ecx
	movl	%edx, 60(%rsp)
	vmovd	%r10d, %xmm6
	vpinsrd	$1, 640(%rsp), %xmm6, %xmm6
	vmovd	%xmm8, %eax
	cltd
	vmovd	%xmm5, %ecx
	movl	%ecx, 108(%rsp)
	idivl	%ecx
	movl	%edx, %r11d
	vpextrd	$2, %xmm8, %eax
	cltd
	vpextrd	$2, %xmm5, %ecx
	movl	%ecx, 104(%rsp)
	idivl	%ecx
	movl	%edx, 56(%rsp)
	vmovdqa64	%zmm8, 640(%rsp)
	vpextrd	$3, %xmm8, %eax
	cltd
	vpextrd	$3, %xmm5, %ecx
	movl	%ecx, 100(%rsp)
	idivl	%ecx
	movl	%edx, 52(%rsp)
	vmovdqa64	.LCPI0_3(%rip), %zmm11
	vpord	%zmm11, %zmm3, %zmm12
	vextracti32x4	$3, %zmm12, %xmm5
	vpextrd	$1, %xmm5, %eax
	cltd
	idivl	384(%rsp)
	movl	%edx, 384(%rsp)
	vpinsrd	$2, 96(%rsp), %xmm6, %xmm3
	vpinsrd	$3, %r12d, %xmm3, %xmm3
	vmovd	%xmm5, %eax
	cltd
	idivl	704(%rsp)
	movl	%edx, %r15d
	vmovd	88(%rsp), %xmm6
	vpinsrd	$1, 92(%rsp), %xmm6, %xmm6
	vpextrd	$2, %xmm5, %eax
	cltd
	idivl	576(%rsp)
	movl	%edx, %ecx
	vpinsrd	$2, 84(%rsp), %xmm6, %xmm6
	vpextrd	$3, %xmm5, %eax
	cltd
	idivl	204(%rsp)
	movl	%edx, %edi
	vpinsrd	$3, 80(%rsp), %xmm6, %xmm5
	vextracti32x4	$2, %zmm12, %xmm7
	vpextrd	$1, %xmm7, %eax
	cltd
	idivl	200(%rsp)
	movl	%edx, %esi
	vmovd	76(%rsp), %xmm6
	vpinsrd	$1, %r9d, %xmm6, %xmm6
	vmovd	%xmm7, %eax
	cltd
	idivl	196(%rsp)
	movl	%edx, %r9d
	vpinsrd	$2, %ebx, %xmm6, %xmm6
	vpextrd	$2, %xmm7, %eax
	cltd
	idivl	192(%rsp)
	movl	%edx, %ebx
	vpinsrd	$3, 72(%rsp), %xmm6, %xmm6
	vmovd	%r14d, %xmm8
	vpextrd	$3, %xmm7, %eax
	cltd
	idivl	188(%rsp)
	movl	%edx, %r14d
	vpinsrd	$1, %r8d, %xmm8, %xmm7
	vextracti128	$1, %ymm12, %xmm8
	vpextrd	$1, %xmm8, %eax
	cltd
	idivl	184(%rsp)
	movl	%edx, %r8d
	vpinsrd	$2, 68(%rsp), %xmm7, %xmm7
	vpinsrd	$3, 64(%rsp), %xmm7, %xmm7
	vmovd	%xmm8, %eax
	cltd
	idivl	180(%rsp)
	movl	%edx, %r10d
	vmovd	%r11d, %xmm9
	vpinsrd	$1, 60(%rsp), %xmm9, %xmm9
	vpextrd	$2, %xmm8, %eax
	cltd
	idivl	176(%rsp)
	movl	%edx, %r11d
	vpinsrd	$2, 56(%rsp), %xmm9, %xmm9
	vpextrd	$3, %xmm8, %eax
	cltd
	idivl	172(%rsp)
	movl	%edx, %r12d
	vpinsrd	$3, 52(%rsp), %xmm9, %xmm8
	vmovd	%r15d, %xmm9
	vpextrd	$1, %xmm12, %eax
	cltd
	idivl	168(%rsp)
	movl	%edx, %r15d
	vpinsrd	$1, 384(%rsp), %xmm9, %xmm9
	vpinsrd	$2, %ecx, %xmm9, %xmm9
	vmovd	%xmm12, %eax
	cltd
	idivl	164(%rsp)
	movl	%edx, %ecx
	vpinsrd	$3, %edi, %xmm9, %xmm9
	vpextrd	$2, %xmm12, %eax
	cltd
	idivl	160(%rsp)
	movl	%edx, %edi
	vmovd	%r9d, %xmm10
	vpinsrd	$1, %esi, %xmm10, %xmm10
	vmovdqa64	%zmm12, 576(%rsp)
	vpextrd	$3, %xmm12, %eax
	cltd
	idivl	156(%rsp)
	movl	%edx, %esi
	vpord	%zmm11, %zmm4, %zmm17
	vextracti32x4	$3, %zmm17, %xmm11
	vpextrd	$1, %xmm11, %eax
	cltd
	idivl	152(%rsp)
	movl	%edx, %r9d
	vpinsrd	$2, %ebx, %xmm10, %xmm4
	vpinsrd	$3, %r14d, %xmm4, %xmm4
	vmovd	%xmm11, %eax
	cltd
	idivl	148(%rsp)
	movl	%edx, %ebx
	vmovd	%r10d, %xmm10
	vpinsrd	$1, %r8d, %xmm10, %xmm10
	vpextrd	$2, %xmm11, %eax
	cltd
	idivl	144(%rsp)
	movl	%edx, %r8d
	vpinsrd	$2, %r11d, %xmm10, %xmm10
	vpextrd	$3, %xmm11, %eax
	cltd
	idivl	140(%rsp)
	movl	%edx, %r10d
	vpinsrd	$3, %r12d, %xmm10, %xmm10
	vextracti32x4	$2, %zmm17, %xmm12
	vpextrd	$1, %xmm12, %eax
	cltd
	idivl	40(%rsp)
	movl	%edx, %r11d
	vmovd	%ecx, %xmm11
	vpinsrd	$1, %r15d, %xmm11, %xmm11
	leaq	6784(%rsp), %r15
	vmovd	%xmm12, %eax
	cltd
	idivl	136(%rsp)
	movl	%edx, %r14d
	vpinsrd	$2, %edi, %xmm11, %xmm11
	vpextrd	$2, %xmm12, %eax
	cltd
	idivl	132(%rsp)
	movl	%edx, %ecx
	vpinsrd	$3, %esi, %xmm11, %xmm11
	vmovd	%ebx, %xmm13
	movl	208(%rsp), %ebx
	vpextrd	$3, %xmm12, %eax
	cltd
	idivl	128(%rsp)
	movl	%edx, %esi
	vpinsrd	$1, %r9d, %xmm13, %xmm12
	vextracti32x4	$1, %ymm17, %xmm13
	vpextrd	$1, %xmm13, %eax
	cltd
	idivl	36(%rsp)
	movl	%edx, %edi
	vpinsrd	$2, %r8d, %xmm12, %xmm12
	vpinsrd	$3, %r10d, %xmm12, %xmm12
	vmovd	%xmm13, %eax
	cltd
	idivl	124(%rsp)
	movl	%edx, %r8d
	vmovd	%r14d, %xmm14
	vpinsrd	$1, %r11d, %xmm14, %xmm14
	vpextrd	$2, %xmm13, %eax
	cltd
	idivl	120(%rsp)
	movl	%edx, %r9d
	vpinsrd	$2, %ecx, %xmm14, %xmm14
	vpextrd	$3, %xmm13, %eax
	cltd
	idivl	116(%rsp)
	movl	%edx, %ecx
	vpinsrd	$3, %esi, %xmm14, %xmm13
	vmovd	%r8d, %xmm14
	vpextrd	$1, %xmm17, %eax
	cltd
	idivl	112(%rsp)
	movl	%edx, %esi
	vpinsrd	$1, %edi, %xmm14, %xmm14
	vpinsrd	$2, %r9d, %xmm14, %xmm14
	vmovd	%xmm17, %eax
	cltd
	idivl	108(%rsp)
	movl	%edx, %edi
	vpinsrd	$3, %ecx, %xmm14, %xmm14
	vpextrd	$2, %xmm17, %eax
	cltd
	idivl	104(%rsp)
	movl	%edx, %ecx
	vmovd	%edi, %xmm15
	vpinsrd	$1, %esi, %xmm15, %xmm15
	vmovdqa64	%zmm17, 384(%rsp)
	vpextrd	$3, %xmm17, %eax
	cltd
	idivl	100(%rsp)
	vpinsrd	$2, %ecx, %xmm15, %xmm15
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
	movq	224(%rsp), %rax
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
	vmovdqa64	%zmm4, 1664(%rsp)
	vmovdqa64	%zmm0, 1600(%rsp)
	vmovdqa32	%zmm3, %zmm0 {%k1} {z}
	vpmulld	%zmm5, %zmm2, %zmm2
	vextracti64x4	$1, %zmm2, %ymm3
	vpmovsxdq	%ymm3, %zmm3
	vpmovsxdq	%ymm2, %zmm2
	vpaddq	%zmm2, %zmm2, %zmm2
	vpaddq	%zmm2, %zmm6, %zmm2
	vpaddq	%zmm3, %zmm3, %zmm3
	vpaddq	%zmm3, %zmm6, %zmm3
	vmovdqa64	%zmm3, 1792(%rsp)
	vmovdqa64	%zmm2, 1728(%rsp)
	vpbroadcastd	%ebx, %zmm2
	vpmulld	%zmm16, %zmm2, %zmm2
	vextracti64x4	$1, %zmm2, %ymm3
	vpmovsxdq	%ymm3, %zmm3
	vpmovsxdq	%ymm2, %zmm2
	vpaddq	%zmm2, %zmm2, %zmm2
	vpaddq	%zmm2, %zmm7, %zmm2
	vpaddq	%zmm3, %zmm3, %zmm3
	vpaddq	%zmm3, %zmm7, %zmm3
	vmovdqa64	%zmm3, 1280(%rsp)
	vmovdqa64	%zmm2, 1216(%rsp)
	vpmulld	%zmm8, %zmm1, %zmm1
	vmovdqa64	%zmm1, 768(%rsp)
	vpmulld	%zmm8, %zmm0, %zmm0
	vmovdqa64	%zmm0, 832(%rsp)
	movl	$4096, %edx
	leaq	1856(%rsp), %rdi
	xorl	%esi, %esi
	vzeroupper
	callq	memset@PLT
	movq	288(%rsp), %rax
	leal	15(%rax), %ecx
	movq	%rax, %r12
	addl	$30, %eax
	testl	%ecx, %ecx
	cmovnsl	%ecx, %eax
	cmpl	$16, %ecx
	jl	.LBB0_90
	sarl	$4, %eax
	movl	48(%rsp), %ecx
	vpbroadcastd	%ecx, %zmm0
	vpmulld	.LCPI0_0(%rip), %zmm0, %zmm1
	vextracti64x4	$1, %zmm1, %ymm0
	vpmovsxdq	%ymm0, %zmm0
	vmovdqa64	%zmm0, 704(%rsp)
	vpmovsxdq	%ymm1, %zmm1
	shll	$4, %ecx
	movslq	%ecx, %rcx
	shll	$4, %ebx
	movslq	%ebx, %rdx
	xorl	%esi, %esi
	xorl	%edi, %edi
	xorl	%r8d, %r8d
	.p2align	4
.LBB0_5:
	movl	%esi, %r9d
	shll	$4, %r9d
	movl	%r12d, %r10d
	subl	%r9d, %r10d
	vpbroadcastd	%r10d, %zmm2
	vpcmpgtd	.LCPI0_0(%rip), %zmm2, %k1
	vpaddq	%zmm1, %zmm1, %zmm2
	vpsllq	$1, 704(%rsp), %zmm3
	vpbroadcastq	%r8, %zmm4
	movq	$-16, %r9
	cmpl	$15, %r10d
	jle	.LBB0_6
	leaq	1600(%rsp), %r10
	vmovd	.LCPI0_6(%rip), %xmm0
	.p2align	4
.LBB0_41:
	vpbroadcastq	(%r10), %zmm5
	vpaddq	%zmm4, %zmm4, %zmm6
	vpaddq	%zmm6, %zmm3, %zmm7
	vpaddq	%zmm6, %zmm2, %zmm6
	vpaddq	%zmm6, %zmm5, %zmm6
	vmovq	%xmm6, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm8
	vpextrq	$1, %xmm6, %r11
	vpaddq	%zmm7, %zmm5, %zmm5
	vpinsrw	$0, (%r11), %xmm0, %xmm7
	vpunpcklwd	%xmm7, %xmm8, %xmm7
	vextracti128	$1, %ymm6, %xmm8
	vmovq	%xmm8, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm9
	vpextrq	$1, %xmm8, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm8
	vpunpcklwd	%xmm8, %xmm9, %xmm8
	vpunpckldq	%xmm8, %xmm7, %xmm7
	vextracti32x4	$2, %zmm6, %xmm8
	vmovq	%xmm8, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm9
	vpextrq	$1, %xmm8, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm8
	vextracti32x4	$3, %zmm6, %xmm6
	vmovq	%xmm6, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm10
	vpextrq	$1, %xmm6, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm6
	vpunpcklwd	%xmm8, %xmm9, %xmm8
	vpunpcklwd	%xmm6, %xmm10, %xmm6
	vpunpckldq	%xmm6, %xmm8, %xmm6
	vmovq	%xmm5, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm8
	vpextrq	$1, %xmm5, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm9
	vextracti128	$1, %ymm5, %xmm10
	vmovq	%xmm10, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm11
	vpextrq	$1, %xmm10, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm10
	vpunpcklwd	%xmm9, %xmm8, %xmm8
	vpunpcklwd	%xmm10, %xmm11, %xmm9
	vextracti32x4	$2, %zmm5, %xmm10
	vmovq	%xmm10, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm11
	vpunpckldq	%xmm9, %xmm8, %xmm8
	vpextrq	$1, %xmm10, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm9
	vpunpcklwd	%xmm9, %xmm11, %xmm9
	vextracti32x4	$3, %zmm5, %xmm5
	vmovq	%xmm5, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm10
	vpextrq	$1, %xmm5, %r11
	vpinsrw	$0, (%r11), %xmm0, %xmm5
	vpunpcklwd	%xmm5, %xmm10, %xmm5
	vpunpckldq	%xmm5, %xmm9, %xmm5
	vinserti128	$1, %xmm5, %ymm6, %ymm5
	vinserti128	$1, %xmm8, %ymm7, %ymm6
	vpunpcklqdq	%ymm5, %ymm6, %ymm5
	vmovdqa	%ymm5, 9056(%rsp,%r9,2)
	addq	$16, %r9
	addq	$8, %r10
	cmpq	$496, %r9
	jb	.LBB0_41
.LBB0_42:
	vmovdqu8	.LCPI0_4(%rip), %xmm2 {%k1} {z}
	vmovdqa	%xmm2, 320(%rsp)
	kortestw	%k1, %k1
	vpbroadcastq	%rdi, %zmm2
	jb	.LBB0_77
	xorl	%r9d, %r9d
	jmp	.LBB0_44
	.p2align	4
.LBB0_76:
	vmovdqa	%ymm3, 8000(%rsp,%r9,2)
	cmpq	$496, %r9
	leaq	16(%r9), %r9
	jae	.LBB0_79
.LBB0_44:
	movq	%r9, %r10
	shrq	$5, %r10
	movzbl	320(%rsp,%r10), %ebx
	andl	$1, %ebx
	negl	%ebx
	movl	%r9d, %r11d
	andl	$16, %r11d
	vpmovsxdq	768(%rsp,%r11,4), %zmm3
	vpaddq	%zmm3, %zmm3, %zmm3
	vpaddq	%zmm2, %zmm2, %zmm4
	vpaddq	1216(%rsp,%r10,8){1to8}, %zmm4, %zmm4
	vpaddq	%zmm3, %zmm4, %zmm5
	vpxor	%xmm3, %xmm3, %xmm3
	testb	$1, %bl
	jne	.LBB0_45
	movswl	%bx, %r10d
	testb	$2, %r10b
	jne	.LBB0_47
.LBB0_48:
	testb	$4, %r10b
	jne	.LBB0_49
.LBB0_50:
	testb	$8, %r10b
	jne	.LBB0_51
.LBB0_52:
	vextracti32x4	$2, %zmm5, %xmm6
	testb	$16, %r10b
	jne	.LBB0_53
.LBB0_54:
	testb	$32, %r10b
	jne	.LBB0_55
.LBB0_56:
	vextracti32x4	$3, %zmm5, %xmm5
	testb	$64, %r10b
	jne	.LBB0_57
.LBB0_58:
	testb	%bl, %bl
	jns	.LBB0_60
.LBB0_59:
	vpextrq	$1, %xmm5, %rbx
	vpbroadcastw	(%rbx), %xmm5
	vpblendw	$128, %xmm5, %xmm3, %xmm5
	vpblendd	$15, %ymm5, %ymm3, %ymm3
.LBB0_60:
	vpmovsxdq	800(%rsp,%r11,4), %zmm5
	vpaddq	%zmm5, %zmm5, %zmm5
	vpaddq	%zmm5, %zmm4, %zmm4
	testl	$256, %r10d
	jne	.LBB0_61
	testl	$512, %r10d
	jne	.LBB0_63
.LBB0_64:
	testl	$1024, %r10d
	jne	.LBB0_65
.LBB0_66:
	testl	$2048, %r10d
	jne	.LBB0_67
.LBB0_68:
	vextracti32x4	$2, %zmm4, %xmm5
	testl	$4096, %r10d
	jne	.LBB0_69
.LBB0_70:
	testl	$8192, %r10d
	jne	.LBB0_71
.LBB0_72:
	vextracti32x4	$3, %zmm4, %xmm4
	testl	$16384, %r10d
	jne	.LBB0_73
.LBB0_74:
	testl	$32768, %r10d
	je	.LBB0_76
	jmp	.LBB0_75
	.p2align	4
.LBB0_45:
	vmovq	%xmm5, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm3
	vpand	%ymm3, %ymm0, %ymm3
	movswl	%bx, %r10d
	testb	$2, %r10b
	je	.LBB0_48
.LBB0_47:
	vpextrq	$1, %xmm5, %r14
	vpbroadcastw	(%r14), %xmm6
	vpblendw	$2, %xmm6, %xmm3, %xmm6
	vpblendd	$15, %ymm6, %ymm3, %ymm3
	testb	$4, %r10b
	je	.LBB0_50
.LBB0_49:
	vextracti128	$1, %ymm5, %xmm6
	vmovq	%xmm6, %r14
	vpbroadcastw	(%r14), %xmm6
	vpblendw	$4, %xmm6, %xmm3, %xmm6
	vpblendd	$15, %ymm6, %ymm3, %ymm3
	testb	$8, %r10b
	je	.LBB0_52
.LBB0_51:
	vextracti128	$1, %ymm5, %xmm6
	vpextrq	$1, %xmm6, %r14
	vpbroadcastw	(%r14), %xmm6
	vpblendw	$8, %xmm6, %xmm3, %xmm6
	vpblendd	$15, %ymm6, %ymm3, %ymm3
	vextracti32x4	$2, %zmm5, %xmm6
	testb	$16, %r10b
	je	.LBB0_54
.LBB0_53:
	vmovq	%xmm6, %r14
	vpbroadcastw	(%r14), %xmm7
	vpblendw	$16, %xmm7, %xmm3, %xmm7
	vpblendd	$15, %ymm7, %ymm3, %ymm3
	testb	$32, %r10b
	je	.LBB0_56
.LBB0_55:
	vpextrq	$1, %xmm6, %r14
	vpbroadcastw	(%r14), %xmm6
	vpblendw	$32, %xmm6, %xmm3, %xmm6
	vpblendd	$15, %ymm6, %ymm3, %ymm3
	vextracti32x4	$3, %zmm5, %xmm5
	testb	$64, %r10b
	je	.LBB0_58
.LBB0_57:
	vmovq	%xmm5, %r14
	vpbroadcastw	(%r14), %xmm6
	vpblendw	$64, %xmm6, %xmm3, %xmm6
	vpblendd	$15, %ymm6, %ymm3, %ymm3
	testb	%bl, %bl
	js	.LBB0_59
	jmp	.LBB0_60
	.p2align	4
.LBB0_61:
	vmovq	%xmm4, %r11
	vpbroadcastw	(%r11), %ymm5
	vpblendw	$1, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	testl	$512, %r10d
	je	.LBB0_64
.LBB0_63:
	vpextrq	$1, %xmm4, %r11
	vpbroadcastw	(%r11), %ymm5
	vpblendw	$2, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	testl	$1024, %r10d
	je	.LBB0_66
.LBB0_65:
	vextracti128	$1, %ymm4, %xmm5
	vmovq	%xmm5, %r11
	vpbroadcastw	(%r11), %ymm5
	vpblendw	$4, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	testl	$2048, %r10d
	je	.LBB0_68
.LBB0_67:
	vextracti128	$1, %ymm4, %xmm5
	vpextrq	$1, %xmm5, %r11
	vpbroadcastw	(%r11), %ymm5
	vpblendw	$8, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	vextracti32x4	$2, %zmm4, %xmm5
	testl	$4096, %r10d
	je	.LBB0_70
.LBB0_69:
	vmovq	%xmm5, %r11
	vpbroadcastw	(%r11), %ymm6
	vpblendw	$16, %ymm6, %ymm3, %ymm6
	vpblendd	$240, %ymm6, %ymm3, %ymm3
	testl	$8192, %r10d
	je	.LBB0_72
.LBB0_71:
	vpextrq	$1, %xmm5, %r11
	vpbroadcastw	(%r11), %ymm5
	vpblendw	$32, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	vextracti32x4	$3, %zmm4, %xmm4
	testl	$16384, %r10d
	je	.LBB0_74
.LBB0_73:
	vmovq	%xmm4, %r11
	vpbroadcastw	(%r11), %ymm5
	vpblendw	$64, %ymm5, %ymm3, %ymm5
	vpblendd	$240, %ymm5, %ymm3, %ymm3
	testl	$32768, %r10d
	je	.LBB0_76
.LBB0_75:
	vpextrq	$1, %xmm4, %r10
	vpbroadcastw	(%r10), %ymm4
	vpblendw	$128, %ymm4, %ymm3, %ymm4
	vpblendd	$240, %ymm4, %ymm3, %ymm3
	jmp	.LBB0_76
	.p2align	4
.LBB0_6:
	leaq	1600(%rsp), %r10
	vmovd	.LCPI0_6(%rip), %xmm0
	jmp	.LBB0_7
	.p2align	4
.LBB0_39:
	vmovdqa	%ymm5, 9056(%rsp,%r9,2)
	addq	$16, %r9
	addq	$8, %r10
	cmpq	$496, %r9
	jae	.LBB0_42
.LBB0_7:
	vpbroadcastq	(%r10), %zmm6
	vpaddq	%zmm4, %zmm4, %zmm7
	vpaddq	%zmm7, %zmm2, %zmm5
	vpaddq	%zmm5, %zmm6, %zmm8
	kmovd	%k1, %r11d
	vpxor	%xmm5, %xmm5, %xmm5
	testb	$1, %r11b
	jne	.LBB0_8
	testb	$2, %r11b
	jne	.LBB0_10
.LBB0_11:
	testb	$4, %r11b
	jne	.LBB0_12
.LBB0_13:
	testb	$8, %r11b
	jne	.LBB0_14
.LBB0_15:
	vextracti32x4	$2, %zmm8, %xmm9
	testb	$16, %r11b
	jne	.LBB0_16
.LBB0_17:
	testb	$32, %r11b
	jne	.LBB0_18
.LBB0_19:
	vextracti32x4	$3, %zmm8, %xmm8
	testb	$64, %r11b
	jne	.LBB0_20
.LBB0_21:
	testb	%r11b, %r11b
	js	.LBB0_22
.LBB0_23:
	vpaddq	%zmm7, %zmm3, %zmm7
	vpaddq	%zmm7, %zmm6, %zmm6
	testl	$256, %r11d
	jne	.LBB0_24
.LBB0_25:
	testl	$512, %r11d
	jne	.LBB0_26
.LBB0_27:
	testl	$1024, %r11d
	jne	.LBB0_28
.LBB0_29:
	testl	$2048, %r11d
	jne	.LBB0_30
.LBB0_31:
	vextracti32x4	$2, %zmm6, %xmm7
	testl	$4096, %r11d
	jne	.LBB0_32
.LBB0_33:
	testl	$8192, %r11d
	jne	.LBB0_34
.LBB0_35:
	vextracti32x4	$3, %zmm6, %xmm6
	testl	$16384, %r11d
	jne	.LBB0_36
.LBB0_37:
	testl	$32768, %r11d
	je	.LBB0_39
	jmp	.LBB0_38
	.p2align	4
.LBB0_8:
	vmovq	%xmm8, %rbx
	vpinsrw	$0, (%rbx), %xmm0, %xmm5
	vpand	%ymm5, %ymm0, %ymm5
	testb	$2, %r11b
	je	.LBB0_11
.LBB0_10:
	vpextrq	$1, %xmm8, %rbx
	vpbroadcastw	(%rbx), %xmm9
	vpblendw	$2, %xmm9, %xmm5, %xmm9
	vpblendd	$15, %ymm9, %ymm5, %ymm5
	testb	$4, %r11b
	je	.LBB0_13
.LBB0_12:
	vextracti128	$1, %ymm8, %xmm9
	vmovq	%xmm9, %rbx
	vpbroadcastw	(%rbx), %xmm9
	vpblendw	$4, %xmm9, %xmm5, %xmm9
	vpblendd	$15, %ymm9, %ymm5, %ymm5
	testb	$8, %r11b
	je	.LBB0_15
.LBB0_14:
	vextracti128	$1, %ymm8, %xmm9
	vpextrq	$1, %xmm9, %rbx
	vpbroadcastw	(%rbx), %xmm9
	vpblendw	$8, %xmm9, %xmm5, %xmm9
	vpblendd	$15, %ymm9, %ymm5, %ymm5
	vextracti32x4	$2, %zmm8, %xmm9
	testb	$16, %r11b
	je	.LBB0_17
.LBB0_16:
	vmovq	%xmm9, %rbx
	vpbroadcastw	(%rbx), %xmm10
	vpblendw	$16, %xmm10, %xmm5, %xmm10
	vpblendd	$15, %ymm10, %ymm5, %ymm5
	testb	$32, %r11b
	je	.LBB0_19
.LBB0_18:
	vpextrq	$1, %xmm9, %rbx
	vpbroadcastw	(%rbx), %xmm9
	vpblendw	$32, %xmm9, %xmm5, %xmm9
	vpblendd	$15, %ymm9, %ymm5, %ymm5
	vextracti32x4	$3, %zmm8, %xmm8
	testb	$64, %r11b
	je	.LBB0_21
.LBB0_20:
	vmovq	%xmm8, %rbx
	vpbroadcastw	(%rbx), %xmm9
	vpblendw	$64, %xmm9, %xmm5, %xmm9
	vpblendd	$15, %ymm9, %ymm5, %ymm5
	testb	%r11b, %r11b
	jns	.LBB0_23
.LBB0_22:
	vpextrq	$1, %xmm8, %rbx
	vpbroadcastw	(%rbx), %xmm8
	vpblendw	$128, %xmm8, %xmm5, %xmm8
	vpblendd	$15, %ymm8, %ymm5, %ymm5
	vpaddq	%zmm7, %zmm3, %zmm7
	vpaddq	%zmm7, %zmm6, %zmm6
	testl	$256, %r11d
	je	.LBB0_25
.LBB0_24:
	vmovq	%xmm6, %rbx
	vpbroadcastw	(%rbx), %ymm7
	vpblendw	$1, %ymm7, %ymm5, %ymm7
	vpblendd	$240, %ymm7, %ymm5, %ymm5
	testl	$512, %r11d
	je	.LBB0_27
.LBB0_26:
	vpextrq	$1, %xmm6, %rbx
	vpbroadcastw	(%rbx), %ymm7
	vpblendw	$2, %ymm7, %ymm5, %ymm7
	vpblendd	$240, %ymm7, %ymm5, %ymm5
	testl	$1024, %r11d
	je	.LBB0_29
.LBB0_28:
	vextracti128	$1, %ymm6, %xmm7
	vmovq	%xmm7, %rbx
	vpbroadcastw	(%rbx), %ymm7
	vpblendw	$4, %ymm7, %ymm5, %ymm7
	vpblendd	$240, %ymm7, %ymm5, %ymm5
	testl	$2048, %r11d
	je	.LBB0_31
.LBB0_30:
	vextracti128	$1, %ymm6, %xmm7
	vpextrq	$1, %xmm7, %rbx
	vpbroadcastw	(%rbx), %ymm7
	vpblendw	$8, %ymm7, %ymm5, %ymm7
	vpblendd	$240, %ymm7, %ymm5, %ymm5
	vextracti32x4	$2, %zmm6, %xmm7
	testl	$4096, %r11d
	je	.LBB0_33
.LBB0_32:
	vmovq	%xmm7, %rbx
	vpbroadcastw	(%rbx), %ymm8
	vpblendw	$16, %ymm8, %ymm5, %ymm8
	vpblendd	$240, %ymm8, %ymm5, %ymm5
	testl	$8192, %r11d
	je	.LBB0_35
.LBB0_34:
	vpextrq	$1, %xmm7, %rbx
	vpbroadcastw	(%rbx), %ymm7
	vpblendw	$32, %ymm7, %ymm5, %ymm7
	vpblendd	$240, %ymm7, %ymm5, %ymm5
	vextracti32x4	$3, %zmm6, %xmm6
	testl	$16384, %r11d
	je	.LBB0_37
.LBB0_36:
	vmovq	%xmm6, %rbx
	vpbroadcastw	(%rbx), %ymm7
	vpblendw	$64, %ymm7, %ymm5, %ymm7
	vpblendd	$240, %ymm7, %ymm5, %ymm5
	testl	$32768, %r11d
	je	.LBB0_39
.LBB0_38:
	vpextrq	$1, %xmm6, %r11
	vpbroadcastw	(%r11), %ymm6
	vpblendw	$128, %ymm6, %ymm5, %ymm6
	vpblendd	$240, %ymm6, %ymm5, %ymm5
	jmp	.LBB0_39
	.p2align	4
.LBB0_77:
	xorl	%r9d, %r9d
	.p2align	4
.LBB0_78:
	movq	%r9, %r10
	shrq	$5, %r10
	movl	%r9d, %r11d
	andl	$16, %r11d
	vpmovsxdq	800(%rsp,%r11,4), %zmm3
	vpmovsxdq	768(%rsp,%r11,4), %zmm4
	vpaddq	%zmm4, %zmm4, %zmm4
	vpaddq	%zmm2, %zmm2, %zmm5
	vpaddq	1216(%rsp,%r10,8){1to8}, %zmm5, %zmm5
	vpaddq	%zmm3, %zmm3, %zmm3
	vpaddq	%zmm3, %zmm5, %zmm3
	vpaddq	%zmm4, %zmm5, %zmm4
	vmovq	%xmm4, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm5
	vpextrq	$1, %xmm4, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm6
	vextracti128	$1, %ymm4, %xmm7
	vmovq	%xmm7, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm8
	vpextrq	$1, %xmm7, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm7
	vpunpcklwd	%xmm6, %xmm5, %xmm5
	vpunpcklwd	%xmm7, %xmm8, %xmm6
	vextracti32x4	$2, %zmm4, %xmm7
	vmovq	%xmm7, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm8
	vpunpckldq	%xmm6, %xmm5, %xmm5
	vpextrq	$1, %xmm7, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm6
	vpunpcklwd	%xmm6, %xmm8, %xmm6
	vextracti32x4	$3, %zmm4, %xmm4
	vmovq	%xmm4, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm7
	vpextrq	$1, %xmm4, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm4
	vpunpcklwd	%xmm4, %xmm7, %xmm4
	vmovq	%xmm3, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm7
	vpunpckldq	%xmm4, %xmm6, %xmm4
	vpextrq	$1, %xmm3, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm6
	vpunpcklwd	%xmm6, %xmm7, %xmm6
	vextracti128	$1, %ymm3, %xmm7
	vmovq	%xmm7, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm8
	vpextrq	$1, %xmm7, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm7
	vpunpcklwd	%xmm7, %xmm8, %xmm7
	vpunpckldq	%xmm7, %xmm6, %xmm6
	vextracti32x4	$2, %zmm3, %xmm7
	vmovq	%xmm7, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm8
	vpextrq	$1, %xmm7, %r10
	vpinsrw	$0, (%r10), %xmm0, %xmm7
	vextracti32x4	$3, %zmm3, %xmm3
	vmovq	%xmm3, %r10
	vpextrq	$1, %xmm3, %r11
	vpinsrw	$0, (%r10), %xmm0, %xmm3
	vpunpcklwd	%xmm7, %xmm8, %xmm7
	vpinsrw	$0, (%r11), %xmm0, %xmm8
	vpunpcklwd	%xmm8, %xmm3, %xmm3
	vpunpckldq	%xmm3, %xmm7, %xmm3
	vinserti128	$1, %xmm3, %ymm4, %ymm3
	vinserti128	$1, %xmm6, %ymm5, %ymm4
	vpunpcklqdq	%ymm3, %ymm4, %ymm3
	vmovdqa	%ymm3, 8000(%rsp,%r9,2)
	cmpq	$496, %r9
	leaq	16(%r9), %r9
	jb	.LBB0_78
.LBB0_79:
	movq	$-16, %r9
	.p2align	4
.LBB0_80:
	vcvtph2ps	9056(%rsp,%r9,2), %zmm2
	vmovdqa64	%zmm2, 6016(%rsp,%r9,4)
	addq	$16, %r9
	cmpq	$496, %r9
	jb	.LBB0_80
	movq	$-16, %r9
	.p2align	4
.LBB0_82:
	vcvtph2ps	8032(%rsp,%r9,2), %zmm2
	vmovdqa64	%zmm2, 10112(%rsp,%r9,4)
	addq	$16, %r9
	cmpq	$496, %r9
	jb	.LBB0_82
	movq	%r15, %r9
	xorl	%r10d, %r10d
	.p2align	4
.LBB0_84:
	movq	%r10, %r11
	shlq	$7, %r11
	vmovaps	1856(%rsp,%r11), %zmm29
	vmovaps	1920(%rsp,%r11), %zmm28
	vmovaps	1984(%rsp,%r11), %zmm27
	vmovaps	2048(%rsp,%r11), %zmm26
	vmovaps	2112(%rsp,%r11), %zmm25
	vmovaps	2176(%rsp,%r11), %zmm24
	vmovaps	2240(%rsp,%r11), %zmm23
	vmovaps	2304(%rsp,%r11), %zmm22
	vmovaps	2368(%rsp,%r11), %zmm21
	vmovaps	2432(%rsp,%r11), %zmm20
	vmovaps	2496(%rsp,%r11), %zmm19
	vmovaps	2560(%rsp,%r11), %zmm18
	vmovaps	2624(%rsp,%r11), %zmm17
	vmovaps	2688(%rsp,%r11), %zmm16
	vmovaps	2752(%rsp,%r11), %zmm15
	vmovaps	2816(%rsp,%r11), %zmm14
	vmovaps	2880(%rsp,%r11), %zmm13
	vmovaps	2944(%rsp,%r11), %zmm12
	vmovaps	3008(%rsp,%r11), %zmm11
	vmovaps	3072(%rsp,%r11), %zmm10
	vmovaps	3136(%rsp,%r11), %zmm9
	vmovaps	3200(%rsp,%r11), %zmm8
	vmovaps	3264(%rsp,%r11), %zmm7
	vmovaps	3328(%rsp,%r11), %zmm6
	vmovaps	3392(%rsp,%r11), %zmm5
	vmovaps	3456(%rsp,%r11), %zmm4
	vmovaps	3520(%rsp,%r11), %zmm3
	vmovaps	3584(%rsp,%r11), %zmm2
	movq	$-64, %rbx
	movq	%r13, %r14
	.p2align	4
.LBB0_85:
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
	jne	.LBB0_85
	vmovaps	%zmm29, 1856(%rsp,%r11)
	vmovaps	%zmm28, 1920(%rsp,%r11)
	vmovaps	%zmm27, 1984(%rsp,%r11)
	vmovaps	%zmm26, 2048(%rsp,%r11)
	vmovaps	%zmm25, 2112(%rsp,%r11)
	vmovaps	%zmm24, 2176(%rsp,%r11)
	vmovaps	%zmm23, 2240(%rsp,%r11)
	vmovaps	%zmm22, 2304(%rsp,%r11)
	vmovaps	%zmm21, 2368(%rsp,%r11)
	vmovaps	%zmm20, 2432(%rsp,%r11)
	vmovaps	%zmm19, 2496(%rsp,%r11)
	vmovaps	%zmm18, 2560(%rsp,%r11)
	vmovaps	%zmm17, 2624(%rsp,%r11)
	vmovaps	%zmm16, 2688(%rsp,%r11)
	vmovaps	%zmm15, 2752(%rsp,%r11)
	vmovaps	%zmm14, 2816(%rsp,%r11)
	vmovaps	%zmm13, 2880(%rsp,%r11)
	vmovaps	%zmm12, 2944(%rsp,%r11)
	vmovaps	%zmm11, 3008(%rsp,%r11)
	vmovaps	%zmm10, 3072(%rsp,%r11)
	vmovaps	%zmm9, 3136(%rsp,%r11)
	vmovaps	%zmm8, 3200(%rsp,%r11)
	vmovaps	%zmm7, 3264(%rsp,%r11)
	vmovaps	%zmm6, 3328(%rsp,%r11)
	vmovaps	%zmm5, 3392(%rsp,%r11)
	vmovaps	%zmm4, 3456(%rsp,%r11)
	vmovaps	%zmm3, 3520(%rsp,%r11)
	vmovaps	%zmm2, 3584(%rsp,%r11)
	addq	$896, %r9
	cmpq	$14, %r10
	leaq	14(%r10), %r10
	jb	.LBB0_84
	vmovaps	5440(%rsp), %zmm8
	vmovaps	5504(%rsp), %zmm7
	vmovaps	5568(%rsp), %zmm6
	vmovaps	5632(%rsp), %zmm5
	vmovaps	5696(%rsp), %zmm4
	vmovaps	5760(%rsp), %zmm3
	vmovaps	5824(%rsp), %zmm2
	movq	$-64, %r9
	vmovaps	5888(%rsp), %zmm9
	movq	%r13, %r10
	.p2align	4
.LBB0_88:
	vmovaps	-64(%r10), %zmm0
	vmovaps	(%r10), %zmm10
	vbroadcastss	7808(%rsp,%r9), %zmm11
	vfmadd231ps	%zmm0, %zmm11, %zmm8
	vfmadd231ps	%zmm11, %zmm10, %zmm7
	vbroadcastss	7872(%rsp,%r9), %zmm11
	vfmadd231ps	%zmm0, %zmm11, %zmm6
	vfmadd231ps	%zmm11, %zmm10, %zmm5
	vbroadcastss	7936(%rsp,%r9), %zmm11
	vfmadd231ps	%zmm0, %zmm11, %zmm4
	vfmadd231ps	%zmm11, %zmm10, %zmm3
	vbroadcastss	8000(%rsp,%r9), %zmm11
	vfmadd231ps	%zmm0, %zmm11, %zmm2
	vfmadd231ps	%zmm10, %zmm11, %zmm9
	subq	$-128, %r10
	addq	$4, %r9
	jne	.LBB0_88
	vmovaps	%zmm8, 5440(%rsp)
	vmovaps	%zmm7, 5504(%rsp)
	vmovaps	%zmm6, 5568(%rsp)
	vmovaps	%zmm5, 5632(%rsp)
	vmovaps	%zmm4, 5696(%rsp)
	vmovaps	%zmm3, 5760(%rsp)
	vmovaps	%zmm2, 5824(%rsp)
	vmovaps	%zmm9, 5888(%rsp)
	addq	%rcx, %r8
	addq	%rdx, %rdi
	incl	%esi
	cmpl	%eax, %esi
	jne	.LBB0_5
.LBB0_90:
	movl	212(%rsp), %eax
	vpbroadcastd	%eax, %zmm0
	vmovdqa64	1024(%rsp), %zmm4
	vpmulld	%zmm0, %zmm4, %zmm1
	vextracti64x4	$1, %zmm1, %ymm2
	vpmovsxdq	%ymm2, %zmm2
	vpmovsxdq	%ymm1, %zmm1
	vpsllq	$2, %zmm1, %zmm1
	movq	296(%rsp), %rax
	vpbroadcastq	%rax, %zmm3
	vpaddq	%zmm1, %zmm3, %zmm1
	vpsllq	$2, %zmm2, %zmm2
	vpaddq	%zmm2, %zmm3, %zmm2
	vmovdqa64	%zmm2, 1408(%rsp)
	vmovdqa64	%zmm1, 1344(%rsp)
	vmovdqa64	576(%rsp), %zmm6
	vpmulld	%zmm0, %zmm6, %zmm0
	vextracti64x4	$1, %zmm0, %ymm1
	vpmovsxdq	%ymm1, %zmm1
	vpmovsxdq	%ymm0, %zmm0
	vpsllq	$2, %zmm0, %zmm0
	vpaddq	%zmm0, %zmm3, %zmm0
	vpsllq	$2, %zmm1, %zmm1
	vpaddq	%zmm1, %zmm3, %zmm1
	vmovdqa64	%zmm1, 1536(%rsp)
	vmovdqa64	%zmm0, 1472(%rsp)
	movl	216(%rsp), %eax
	vpbroadcastd	%eax, %zmm0
	vmovdqa64	640(%rsp), %zmm5
	vpmulld	%zmm0, %zmm5, %zmm1
	vmovdqa64	%zmm1, 1088(%rsp)
	vmovdqa64	384(%rsp), %zmm7
	vpmulld	%zmm0, %zmm7, %zmm0
	vmovdqa64	%zmm0, 1152(%rsp)
	vmovdqa64	960(%rsp), %zmm2
	vpcmpgtd	%zmm4, %zmm2, %k1
	vmovdqa64	896(%rsp), %zmm3
	vpcmpgtd	%zmm5, %zmm3, %k2
	vpbroadcastd	.LCPI0_7(%rip), %xmm1
	vmovdqu8	%xmm1, %xmm0 {%k1} {z}
	vmovdqa	%xmm0, 512(%rsp)
	vmovdqu8	%xmm1, %xmm0 {%k2} {z}
	vmovdqa	%xmm0, 448(%rsp)
	vpcmpgtd	%zmm6, %zmm2, %k1
	vpcmpgtd	%zmm7, %zmm3, %k2
	vmovdqu8	%xmm1, %xmm0 {%k1} {z}
	vmovdqa	%xmm0, 528(%rsp)
	vmovdqu8	%xmm1, %xmm0 {%k2} {z}
	vmovdqa	%xmm0, 464(%rsp)
	xorl	%ecx, %ecx
	movb	$1, %dl
	movb	$1, %al
	.p2align	4
.LBB0_91:
	movl	%edx, %esi
	vpbroadcastd	%ecx, %zmm0
	vpord	%zmm4, %zmm0, %zmm0
	vpcmpnltd	%zmm2, %zmm0, %k0
	kortestw	%k0, %k0
	sete	%cl
	andb	%cl, %al
	movl	$16, %ecx
	xorl	%edx, %edx
	testb	$1, %sil
	jne	.LBB0_91
	movl	220(%rsp), %ecx
	orl	$31, %ecx
	cmpl	304(%rsp), %ecx
	setl	%cl
	testb	%al, %cl
	vpxor	%xmm2, %xmm2, %xmm2
	je	.LBB0_93
	xorl	%eax, %eax
	.p2align	4
.LBB0_96:
	movl	%eax, %ecx
	andl	$16, %ecx
	movq	%rax, %rdx
	shrq	$5, %rdx
	movq	1344(%rsp,%rdx,8), %rdx
	vmovaps	1088(%rsp,%rcx,4), %zmm0
	vmovaps	1856(%rsp,%rax,4), %zmm1
	kxnorw	%k0, %k0, %k1
	vscatterdps	%zmm1, (%rdx,%zmm0,4) {%k1}
	cmpq	$1008, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_96
	jmp	.LBB0_97
	.p2align	4
.LBB0_93:
	xorl	%eax, %eax
	.p2align	4
.LBB0_94:
	movq	%rax, %rcx
	shrq	$5, %rcx
	movzbl	512(%rsp,%rcx), %edx
	andl	$1, %edx
	negl	%edx
	kmovd	%edx, %k1
	movl	%eax, %edx
	andl	$16, %edx
	vpsllw	$7, 448(%rsp,%rdx), %xmm0
	vpcmpgtb	%xmm0, %xmm2, %k1 {%k1}
	movq	1344(%rsp,%rcx,8), %rcx
	movl	%edx, %edx
	vmovaps	1088(%rsp,%rdx,4), %zmm0
	vmovaps	1856(%rsp,%rax,4), %zmm1
	vscatterdps	%zmm1, (%rcx,%zmm0,4) {%k1}
	cmpq	$1008, %rax
	leaq	16(%rax), %rax
	jb	.LBB0_94
	jmp	.LBB0_97
.LBB0_99:
	movq	%rcx, %rax
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
	movq	%r9, %rax
	movq	%r8, %rdx
	movq	8(%rsp), %r9
	xorl	%ecx, %ecx
	movq	%rax, %r8
	jmp	matmul_kernel.chunks
.Lfunc_end1:
	.size	matmul_kernel_grid, .Lfunc_end1-matmul_kernel_grid

	.globl	matmul_kernel_omp
	.p2align	4
	.type	matmul_kernel_omp,@function
matmul_kernel_omp:
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
	callq	matmul_kernel.chunks
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
	.size	matmul_kernel_omp, .Lfunc_end2-matmul_kernel_omp
	.cfi_endproc

	.section	".note.GNU-stack","",@progbits
