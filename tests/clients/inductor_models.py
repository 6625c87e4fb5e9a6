"""Models and functions that torch.compile runs on tritium in tests/clients/test_inductor.py (and
benchmarks/inductor.py): each a builder `(device) -> (callable, inputs, options)`, where options may
say `dynamic_sizes` (more input sets run through one compiled function), `train` (the callable
returns a loss whose gradients are compared too), `atol`/`rtol`, or `eager` (the callable in torch's
own ops, where it launches Triton kernels itself).

Written for this project (not taken from a library): the mix covers what Inductor turns into Triton
kernels — pointwise chains, reductions (contiguous, strided, several at once), scans, normalisations,
attention, embeddings, and a training step's backward kernels."""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F


def _randn(*shape, device, dtype=torch.float32, seed=0):
    """Fresh normal values from `seed`, the same in every dtype (drawn in float32, then cast)."""
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=g).to(device=device, dtype=dtype)


def pointwise_chain(device, dtype=torch.float32):
    def f(x, y, z):
        return torch.where(x > 0, F.gelu(x * y + z), torch.sigmoid(z) - y.exp() * 0.1).clamp(-3, 3)
    return f, [_randn(257, 131, device=device, dtype=dtype, seed=i) for i in range(3)], {}


def softmax_rows(device, dtype=torch.float32):
    def f(x):
        return torch.softmax(x * 1.7, dim=-1)
    return f, [_randn(96, 1000, device=device, dtype=dtype)], {}


def layer_norm(device, dtype=torch.float32):
    m = nn.LayerNorm(768).to(device=device, dtype=dtype)
    with torch.no_grad():
        m.weight.copy_(_randn(768, device=device, dtype=dtype, seed=1))
        m.bias.copy_(_randn(768, device=device, dtype=dtype, seed=2))
    return m, [_randn(64, 768, device=device, dtype=dtype)], {}


def rms_norm(device, dtype=torch.float32):
    w = _randn(512, device=device, dtype=dtype, seed=3)

    def f(x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w
    return f, [_randn(8, 33, 512, device=device, dtype=dtype)], {}


def strided_reductions(device, dtype=torch.float32):
    def f(x):  # reductions over non-contiguous dimensions of a permuted view
        p = x.permute(2, 0, 1)
        return p.sum(dim=1), p.amax(dim=2), x.transpose(0, 1).mean(dim=(0, 2)), x[:, ::2].std(dim=0)
    return f, [_randn(48, 40, 36, device=device, dtype=dtype)], {}


def argmax_and_var(device, dtype=torch.float32):
    def f(x):
        v, m = torch.var_mean(x, dim=0)
        return x.argmax(dim=1), x.max(dim=0).values, v, m, (x.abs() > 1).sum(dim=1)
    return f, [_randn(300, 77, device=device, dtype=dtype)], {}


def cumsum_scan(device, dtype=torch.float32):
    def f(x):
        return torch.cumsum(x, dim=1), torch.cumprod(1 + 0.01 * x, dim=0)
    return f, [_randn(64, 200, device=device, dtype=dtype)], {}


def cross_entropy(device, dtype=torch.float32):
    labels = torch.randint(0, 500, (128,), generator=torch.Generator().manual_seed(5)).to(device)

    def f(logits):
        return F.cross_entropy(logits, labels)
    return f, [_randn(128, 500, device=device, dtype=dtype)], {}


class _MLP(nn.Module):
    def __init__(self, d=256, h=1024):
        super().__init__()
        self.fc1, self.fc2 = nn.Linear(d, h), nn.Linear(h, d)
        self.norm = nn.LayerNorm(d)

    def forward(self, x):
        return x + self.fc2(F.gelu(self.fc1(self.norm(x))))


def mlp(device, dtype=torch.float32):
    torch.manual_seed(0)
    return _MLP().to(device=device, dtype=dtype).eval(), [_randn(64, 256, device=device, dtype=dtype)], {}


def mlp_train_step(device, dtype=torch.float32):
    torch.manual_seed(1)
    m = _MLP(128, 512).to(device=device, dtype=dtype)
    target = _randn(32, 128, device=device, dtype=dtype, seed=9)

    def step(x):
        loss = F.mse_loss(m(x), target)
        loss.backward()
        return loss
    return step, [_randn(32, 128, device=device, dtype=dtype)], {"train": m}


class _Block(nn.Module):
    """A GPT-style block: pre-norm causal self-attention (explicit softmax) and an MLP."""

    def __init__(self, d=128, heads=4):
        super().__init__()
        self.heads = heads
        self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.fc, self.out = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        q, k, v = (z.view(b, t, self.heads, d // self.heads).transpose(1, 2) for z in (q, k, v))
        att = (q @ k.transpose(-2, -1)) / (d // self.heads) ** 0.5
        mask = torch.ones(t, t, dtype=torch.bool, device=x.device).tril()
        att = att.masked_fill(~mask, float("-inf")).softmax(dim=-1)
        y = (att @ v).transpose(1, 2).reshape(b, t, d)
        x = x + self.proj(y)
        return x + self.out(F.gelu(self.fc(self.ln2(x)), approximate="tanh"))


def gpt_block(device, dtype=torch.float32):
    torch.manual_seed(2)
    return _Block().to(device=device, dtype=dtype).eval(), [_randn(2, 64, 128, device=device, dtype=dtype)], {}


def gpt_block_train_step(device, dtype=torch.float32):
    """The GPT block's forward and backward (attention's softmax and the norms' gradients)."""
    torch.manual_seed(7)
    m = _Block(64, 2).to(device=device, dtype=dtype)

    def step(x):
        loss = m(x).square().mean()
        loss.backward()
        return loss
    return step, [_randn(2, 32, 64, device=device, dtype=dtype)], {"train": m}


def embedding_positions(device, dtype=torch.float32):
    torch.manual_seed(3)
    emb, pos = nn.Embedding(1000, 64).to(device=device, dtype=dtype), nn.Embedding(128, 64).to(device=device, dtype=dtype)
    ids = torch.randint(0, 1000, (4, 100), generator=torch.Generator().manual_seed(4)).to(device)

    def f(scale):
        p = torch.arange(ids.shape[1], device=ids.device)
        return F.layer_norm(emb(ids) * scale + pos(p), (64,))
    return f, [torch.tensor(1.5, device=device, dtype=dtype)], {}


def dynamic_shapes(device, dtype=torch.float32):
    def f(x, y):
        return (torch.tanh(x) * y).sum(dim=-1) + x.mean()
    sizes = [(37, 64), (128, 64), (5, 64), (300, 64)]
    sets = [[_randn(*s, device=device, dtype=dtype, seed=i), _randn(*s, device=device, dtype=dtype, seed=i + 10)] for i, s in enumerate(sizes)]
    return f, sets[0], {"dynamic_sizes": sets[1:], "dynamic": True}


def avg_pool_bn(device, dtype=torch.float32):
    torch.manual_seed(6)
    bn = nn.BatchNorm2d(16).to(device=device, dtype=dtype).eval()
    with torch.no_grad():
        bn.running_mean.copy_(_randn(16, device=device, dtype=dtype, seed=1))
        bn.running_var.copy_(0.5 + _randn(16, device=device, dtype=dtype, seed=2).abs())

    def f(x):
        return F.avg_pool2d(F.relu(bn(x)), 2) + F.max_pool2d(x, 3, stride=2, padding=1)[..., :8, :8]
    return f, [_randn(4, 16, 16, 16, device=device, dtype=dtype)], {}


def int_and_bool_ops(device, dtype=torch.float32):
    def f(a, b):
        c = (a * 3 + b) % 7
        return c, (c > 2) & (b < 5), torch.bitwise_xor(a, b) >> 1, (a.float() / (b.float() + 1)).floor()
    g = torch.Generator().manual_seed(8)
    return f, [torch.randint(0, 100, (500,), generator=g).to(device),
               torch.randint(0, 10, (500,), generator=g).to(device)], {}


def user_kernels(device, dtype=torch.float32):
    """A user's own Triton kernels inside compiled code (user_kernels.py): a `triton_op` custom op
    and an inline `wrap_triton` launch, between Inductor's kernels. Eager runs them too (the
    float64 reference through torch's own ops: Triton kernels have no float64 path here)."""
    def in_torch(x, y):
        a = F.softplus(x.sin()) * 0.5 + 0.25 * y
        return a.relu() * 2, (x * a).amax(dim=1)

    def f(x, y):
        import user_kernels as uk
        a = uk.add_softplus(x.sin(), y, 0.25)
        return a.relu() * 2, uk.row_max(x * a)
    inputs = [_randn(300, 97, device=device, dtype=dtype, seed=i) for i in range(2)]
    # `eager`: the same in torch's ops, for where Triton is not imported (a loaded AOTInductor package)
    return (in_torch if dtype == torch.float64 else f), inputs, {"eager": in_torch}


MODELS = {f.__name__: f for f in (
    pointwise_chain, softmax_rows, layer_norm, rms_norm, strided_reductions, argmax_and_var, cumsum_scan,
    cross_entropy, mlp, mlp_train_step, gpt_block, gpt_block_train_step, embedding_positions, dynamic_shapes,
    avg_pool_bn, int_and_bool_ops, user_kernels)}
