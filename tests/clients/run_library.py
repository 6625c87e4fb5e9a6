"""Run ops of a Triton kernel library from PyPI (CPU or CUDA tensors) and check each against float64 torch.

    python -m tritium run tests/clients/run_library.py LIB [OP ...]     (no OP: all of LIB's ops)
    python -m tritium run tests/clients/run_library.py --device cuda LIB [OP ...]
    python tests/clients/run_library.py --list LIB

LIB is liger (liger-kernel), gems (flag_gems) or fla (flash-linear-attention / fla-core); the
library must be importable (test_libraries.py installs it with pip --target and puts that on
PYTHONPATH). Under `tritium run` the library's `import triton` is tritium; nothing of the library is
patched. Each op runs on fresh random float32 inputs, forward and (where the op has a backward)
backward with a random cotangent; the outputs and input gradients are compared with the same
formula written in plain torch, run in float64 (the reference) and in float32 (how close eager
float32 gets), by run_inductor.compare(): the library's error must be within 4x eager float32's
(+2e-5, relative to each output's largest magnitude).

Prints one JSON line per op: lib, op, ok, error (None or "Type: message"), why ("" when ok; else
"mismatch", "raised in tritium at FILE:LINE", "raised in LIB at FILE:LINE", "library refuses the
CPU: ..." or "timeout"), where (the innermost frame), err / err_eager32 and seconds.
"""
from __future__ import annotations

import json
import math
import os
import signal
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

OP_TIMEOUT_S = int(os.environ.get("RUN_LIBRARY_OP_TIMEOUT", "300"))
DEVICE = "cpu"  # --device: where the inputs go and the library and the references run


class Case:
    """inputs: float32 tensors (or other arguments); lib(*inputs) and ref(*inputs) return a tensor or
    a tuple of tensors (None entries are dropped); grad: indices of the inputs to differentiate
    (empty: forward only)."""

    def __init__(self, inputs, lib, ref, grad=()):
        self.inputs, self.lib, self.ref, self.grad = list(inputs), lib, ref, tuple(grad)


def _flat(x) -> list:
    import torch
    if isinstance(x, torch.Tensor):
        return [x]
    if isinstance(x, (tuple, list)):
        return [t for y in x for t in _flat(y)]
    if x is None:
        return []
    if hasattr(x, "__dataclass_fields__"):
        return [t for f in x.__dataclass_fields__ for t in _flat(getattr(x, f))]
    raise TypeError(f"unexpected output {type(x).__name__}")


def _evaluate(case: Case, which: str, dtype, seed: int) -> list:
    import torch
    xs = []
    for i, x in enumerate(case.inputs):
        if isinstance(x, torch.Tensor):
            x = x.detach().clone().to(DEVICE)
            if x.is_floating_point():
                x = x.to(dtype)
            if i in case.grad:
                x.requires_grad_(True)
        xs.append(x)
    fn = case.lib if which == "lib" else case.ref
    with torch.device(DEVICE):  # tensors the references make (arange, masks) on the inputs' device
        outs = _flat(fn(*xs))
    res = [o.detach().clone() for o in outs]
    if case.grad:
        gen = torch.Generator().manual_seed(seed)  # the same cotangents on every device
        diff = [o for o in outs if o.requires_grad]
        cots = [torch.randn(o.shape, generator=gen, dtype=torch.float64).to(o.device, o.dtype) for o in diff]
        torch.autograd.backward(diff, cots)
        for i in case.grad:
            g = xs[i].grad
            res.append(g if g is not None else torch.zeros_like(xs[i]))
    return [r.detach().to("cpu") for r in res]


def check(case: Case, seed: int = 1) -> tuple[bool, float, float]:
    import torch
    from run_inductor import compare
    got = _evaluate(case, "lib", torch.float32, seed)
    ref64 = _evaluate(case, "ref", torch.float64, seed)
    eager32 = _evaluate(case, "ref", torch.float32, seed)
    return compare(got, ref64, eager32)


# ------------------------------------------------------------------------------------------------
# liger-kernel: liger_kernel.transformers.functional (the library's functional API)
# ------------------------------------------------------------------------------------------------

def _rnd(*shape, gen, scale=1.0):
    import torch
    return torch.randn(*shape, generator=gen) * scale


def _rms(x, eps):
    import torch
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps)


def liger_cases():
    import torch
    import torch.nn.functional as F
    import liger_kernel.transformers.functional as LF
    g = torch.Generator().manual_seed(0)
    BT, H, V = 37, 96, 500  # odd sizes: the kernels' masks matter
    cases = {}

    def rms_norm():
        x, w = _rnd(4, 9, H, gen=g), _rnd(H, gen=g)
        return Case([x, w], lambda x, w: LF.liger_rms_norm(x, w, 1e-6), lambda x, w: _rms(x, 1e-6) * w, (0, 1))

    def fused_add_rms_norm():
        x, r, w = _rnd(BT, H, gen=g), _rnd(BT, H, gen=g), _rnd(H, gen=g)
        return Case([x, r, w], lambda x, r, w: LF.liger_fused_add_rms_norm(x, r, w, 1e-6),
                    lambda x, r, w: (_rms(x + r, 1e-6) * w, x + r), (0, 1, 2))

    def layer_norm():
        x, w, b = _rnd(BT, H, gen=g), _rnd(H, gen=g), _rnd(H, gen=g)
        return Case([x, w, b], lambda x, w, b: LF.liger_layer_norm(x, w, b, 1e-5),
                    lambda x, w, b: F.layer_norm(x, (H,), w, b, 1e-5), (0, 1, 2))

    def group_norm():
        x, w, b = _rnd(3, 8, 50, gen=g), _rnd(8, gen=g), _rnd(8, gen=g)
        return Case([x, w, b], lambda x, w, b: LF.liger_group_norm(x, w, b, 8, 4, 1e-6),
                    lambda x, w, b: F.group_norm(x, 4, w, b, 1e-6), (0, 1, 2))

    def poly_norm():
        x, w, b = _rnd(BT, H, gen=g), _rnd(3, gen=g), torch.randn((), generator=g)  # b: 0-d, as in LigerPolyNorm

        def ref(x, w, b):
            return w[0] * _rms(x ** 3, 1e-6) + w[1] * _rms(x ** 2, 1e-6) + w[2] * _rms(x, 1e-6) + b
        return Case([x, w, b], lambda x, w, b: LF.liger_poly_norm(x, w, b, 1e-6), ref, (0, 1, 2))

    def swiglu():
        a, b = _rnd(BT, H, gen=g), _rnd(BT, H, gen=g)
        return Case([a, b], LF.liger_swiglu, lambda a, b: F.silu(a) * b, (0, 1))

    def geglu():
        a, b = _rnd(BT, H, gen=g), _rnd(BT, H, gen=g)
        return Case([a, b], LF.liger_geglu, lambda a, b: F.gelu(a, approximate="tanh") * b, (0, 1))

    def relu_squared():
        x = _rnd(BT, H, gen=g)
        return Case([x], LF.liger_relu_squared, lambda x: F.relu(x) ** 2, (0,))

    def dyt(grad=()):
        x, alpha, gamma, beta = _rnd(BT, H, gen=g), _rnd(1, gen=g), _rnd(H, gen=g), _rnd(H, gen=g)
        return Case([x, alpha, gamma, beta], LF.liger_dyt,
                    lambda x, a, gm, bt: gm * torch.tanh(a * x) + bt, grad)

    def dyt_backward():
        return dyt(grad=(0, 1, 2, 3))

    def softmax():
        x = _rnd(BT, V, gen=g, scale=3.0)
        return Case([x], LF.liger_softmax, lambda x: torch.softmax(x, -1), (0,))

    def sparsemax():
        x = _rnd(BT, 64, gen=g, scale=2.0)

        def ref(x):
            z, _ = torch.sort(x, dim=-1, descending=True)
            k = torch.arange(1, x.shape[-1] + 1, dtype=x.dtype)
            cs = z.cumsum(-1)
            support = (1 + k * z) > cs
            kz = support.sum(-1, keepdim=True)
            tau = (cs.gather(-1, kz - 1) - 1) / kz.to(x.dtype)
            return torch.clamp(x - tau, min=0)
        return Case([x], lambda x: LF.liger_sparsemax(x, -1), ref, (0,))

    def rope():
        B, NH, NK, T, D = 2, 4, 2, 11, 32
        q, k = _rnd(B, NH, T, D, gen=g), _rnd(B, NK, T, D, gen=g)
        inv = 1.0 / (10000 ** (torch.arange(0, D, 2, dtype=torch.float64) / D))
        ang = torch.arange(T, dtype=torch.float64)[:, None] * inv[None]
        emb = torch.cat([ang, ang], -1)[None]
        cos, sin = emb.cos().float(), emb.sin().float()

        def rot(x):
            return torch.cat([-x[..., D // 2:], x[..., :D // 2]], -1)

        def ref(q, k, cos, sin):
            c, s = cos.unsqueeze(1), sin.unsqueeze(1)
            return q * c + rot(q) * s, k * c + rot(k) * s
        return Case([q, k, cos, sin], LF.liger_rope, ref, (0, 1))

    def cross_entropy():
        x = _rnd(BT, V, gen=g, scale=2.0)
        t = torch.randint(0, V, (BT,), generator=g)
        t[::7] = -100
        return Case([x, t], lambda x, t: LF.liger_cross_entropy(x, t),
                    lambda x, t: F.cross_entropy(x, t, ignore_index=-100), (0,))

    def cross_entropy_label_smoothing():
        x = _rnd(BT, V, gen=g, scale=2.0)
        t = torch.randint(0, V, (BT,), generator=g)
        return Case([x, t], lambda x, t: LF.liger_cross_entropy(x, t, label_smoothing=0.1, reduction="sum"),
                    lambda x, t: F.cross_entropy(x, t, label_smoothing=0.1, reduction="sum"), (0,))

    def fused_linear_cross_entropy():
        x, w, b = _rnd(BT, H, gen=g), _rnd(V, H, gen=g, scale=0.1), _rnd(V, gen=g, scale=0.1)
        t = torch.randint(0, V, (BT,), generator=g)
        t[::5] = -100
        return Case([x, w, t, b], lambda x, w, t, b: LF.liger_fused_linear_cross_entropy(x, w, t, b),
                    lambda x, w, t, b: F.cross_entropy(x @ w.T + b, t, ignore_index=-100), (0, 1, 3))

    def kl_div():
        x = torch.log_softmax(_rnd(BT, V, gen=g), -1)
        t = torch.softmax(_rnd(BT, V, gen=g), -1)
        return Case([x, t], lambda x, t: LF.liger_kl_div(x, t, reduction="batchmean"),
                    lambda x, t: F.kl_div(x, t, reduction="batchmean"), (0,))

    def _jsd(lq, lp, beta):
        p, q = lp.exp(), lq.exp()
        log_m = torch.log(beta * p + (1 - beta) * q)
        return (beta * p * (lp - log_m) + (1 - beta) * q * (lq - log_m)).sum() / lq.shape[0]

    def jsd():
        lq = torch.log_softmax(_rnd(BT, V, gen=g), -1)
        lp = torch.log_softmax(_rnd(BT, V, gen=g), -1)
        return Case([lq, lp], lambda lq, lp: LF.liger_jsd(lq, lp, beta=0.3),
                    lambda lq, lp: _jsd(lq, lp, 0.3), (0,))

    def fused_linear_jsd():
        xs, ws = _rnd(BT, H, gen=g), _rnd(V, H, gen=g, scale=0.1)
        xt, wt = _rnd(BT, H, gen=g), _rnd(V, H, gen=g, scale=0.1)

        def ref(xs, ws, xt, wt):
            lq = torch.log_softmax((xs @ ws.T) / 2.0, -1)
            lp = torch.log_softmax((xt @ wt.T) / 2.0, -1)
            return _jsd(lq, lp, 0.5)
        return Case([xs, ws, xt, wt], lambda xs, ws, xt, wt: LF.liger_fused_linear_jsd(xs, ws, xt, wt, temperature=2.0),
                    ref, (0, 1))

    def tvd():
        p = torch.softmax(_rnd(BT, V, gen=g), -1)
        q = torch.softmax(_rnd(BT, V, gen=g), -1)
        return Case([p, q], lambda p, q: LF.liger_tvd(p, q, reduction="batchmean"),
                    lambda p, q: 0.5 * (p - q).abs().sum() / p.shape[0], (0,))

    for f in (rms_norm, fused_add_rms_norm, layer_norm, group_norm, poly_norm, swiglu, geglu, relu_squared,
              dyt, dyt_backward, softmax, sparsemax, rope, cross_entropy, cross_entropy_label_smoothing,
              fused_linear_cross_entropy, kl_div, jsd, fused_linear_jsd, tvd):
        cases[f.__name__] = f
    return cases


LIGER_OPS = ["rms_norm", "fused_add_rms_norm", "layer_norm", "group_norm", "poly_norm", "swiglu", "geglu",
             "relu_squared", "dyt", "dyt_backward", "softmax", "sparsemax", "rope", "cross_entropy",
             "cross_entropy_label_smoothing", "fused_linear_cross_entropy", "kl_div", "jsd", "fused_linear_jsd",
             "tvd"]


# ------------------------------------------------------------------------------------------------
# flag_gems: the ops it registers (flag_gems.ops.*), called directly on CPU tensors
# ------------------------------------------------------------------------------------------------

def gems_cases():
    import torch
    import flag_gems  # noqa: F401  (raises on a machine without a GPU vendor: see test_libraries.py)
    from flag_gems import ops
    g = torch.Generator().manual_seed(0)
    x, y, w = _rnd(33, 257, gen=g), _rnd(33, 257, gen=g), _rnd(257, gen=g)
    fwd = {
        "add": (lambda a, b: ops.add(a, b), torch.add, [x, y]),
        "mul": (lambda a, b: ops.mul(a, b), torch.mul, [x, y]),
        "gelu": (lambda a: ops.gelu(a), torch.nn.functional.gelu, [x]),
        "silu": (lambda a: ops.silu(a), torch.nn.functional.silu, [x]),
        "softmax": (lambda a: ops.softmax(a, -1, False), lambda a: torch.softmax(a, -1), [x]),
        "layer_norm": (lambda a: ops.layer_norm(a, [257], None, None, 1e-5)[0],
                       lambda a: torch.nn.functional.layer_norm(a, [257], eps=1e-5), [x]),
        "rms_norm": (lambda a, w: ops.rms_norm(a, [257], w, 1e-6), lambda a, w: _rms(a, 1e-6) * w, [x, w]),
        "sum": (lambda a: ops.sum(a), torch.sum, [x]),
        "mean": (lambda a: ops.mean(a), torch.mean, [x]),
        "max": (lambda a: ops.max(a), torch.max, [x]),
        "argmax": (lambda a: ops.argmax(a, 1), lambda a: torch.argmax(a, 1), [x]),
        "cumsum": (lambda a: ops.cumsum(a, 1), lambda a: torch.cumsum(a, 1), [x]),
        "where": (lambda a, b: ops.where_self(a > 0, a, b), lambda a, b: torch.where(a > 0, a, b), [x, y]),
    }
    return {k: (lambda f=f, r=r, i=i: Case(i, f, r)) for k, (f, r, i) in fwd.items()}


GEMS_OPS = ["add", "mul", "gelu", "silu", "softmax", "layer_norm", "rms_norm", "sum", "mean", "max", "argmax",
            "cumsum", "where"]


# ------------------------------------------------------------------------------------------------
# fla (flash-linear-attention): chunk / fused_recurrent / parallel ops against float64 recurrences
# ------------------------------------------------------------------------------------------------

def _recurrence(q, k, v, *, gk=None, g=None, beta=None, scale=None, h0=None):
    """The linear-attention family as one float64-able loop over time. q, k: [B,T,H,K], v: [B,T,H,V];
    gk: [B,T,H,K] or g: [B,T,H] log decays (state *= exp(decay) first); beta: [B,T,H] makes it a
    delta rule (v <- beta * (v - k^T S)). Returns (o [B,T,H,V], final state [B,H,K,V])."""
    import torch
    B, T, H, K = q.shape
    V = v.shape[-1]
    scale = K ** -0.5 if scale is None else scale
    S = q.new_zeros(B, H, K, V) if h0 is None else h0
    outs = []
    for t in range(T):
        if gk is not None:
            S = S * gk[:, t].exp()[..., None]
        if g is not None:
            S = S * g[:, t].exp()[..., None, None]
        kt, vt = k[:, t], v[:, t]
        if beta is not None:
            vt = beta[:, t][..., None] * (vt - torch.einsum("bhk,bhkv->bhv", kt, S))
        S = S + kt[..., None] * vt[..., None, :]
        outs.append(torch.einsum("bhk,bhkv->bhv", q[:, t] * scale, S))
    return torch.stack(outs, 1), S


def fla_cases():
    import torch
    import torch.nn.functional as F
    import fla.ops as fo
    g = torch.Generator().manual_seed(0)
    B, T, H, K, V = 2, 100, 2, 32, 32

    def qkv():
        return _rnd(B, T, H, K, gen=g), _rnd(B, T, H, K, gen=g), _rnd(B, T, H, V, gen=g)

    def decay(*shape):  # log decays in (-inf, 0): logsigmoid, as fla's models make them
        return F.logsigmoid(_rnd(*shape, gen=g) + 2.0)

    def l2(x):
        return x / x.norm(dim=-1, keepdim=True)

    def rec(**kw):
        def ref(q, k, v, *rest):
            return _recurrence(q, k, v, **{n: x for n, x in zip(kw["names"], rest)})
        return ref

    def simple(fn):
        def make():
            q, k, v = qkv()
            gg = decay(B, T, H)
            return Case([q, k, v, gg], lambda q, k, v, gg: fn(q, k, v, g=gg, output_final_state=True),
                        rec(names=["g"]), (0, 1, 2, 3))
        return make

    def gla(fn, name):
        def make():
            q, k, v = qkv()
            gk = decay(B, T, H, K)
            return Case([q, k, v, gk], lambda q, k, v, gk: fn(q, k, v, **{name: gk}, output_final_state=True),
                        rec(names=["gk"]), (0, 1, 2, 3))
        return make

    def retention(fn):
        def make():
            q, k, v = qkv()
            gamma = torch.log(1 - 2.0 ** (-5.0 - torch.arange(H, dtype=torch.float64)))

            def ref(q, k, v):
                return _recurrence(q, k, v, g=gamma.to(q.device, q.dtype).expand(B, T, H))
            return Case([q, k, v], lambda q, k, v: fn(q, k, v, output_final_state=True), ref, (0, 1, 2))
        return make

    def delta(fn):
        def make():
            q, k, v = qkv()
            k = l2(k)
            beta = torch.sigmoid(_rnd(B, T, H, gen=g))
            return Case([q, k, v, beta], lambda q, k, v, b: fn(q, k, v, beta=b, output_final_state=True),
                        rec(names=["beta"]), (0, 1, 2, 3))
        return make

    def gated_delta(fn, grad=True):
        def make():
            q, k, v = qkv()
            k = l2(k)
            gg, beta = decay(B, T, H), torch.sigmoid(_rnd(B, T, H, gen=g))
            return Case([q, k, v, gg, beta], lambda q, k, v, gg, b: fn(q, k, v, g=gg, beta=b, output_final_state=True),
                        rec(names=["g", "beta"]), (0, 1, 2, 3, 4) if grad else ())
        return make

    def kda():
        q, k, v = qkv()
        k = l2(k)
        gk, beta = decay(B, T, H, K), torch.sigmoid(_rnd(B, T, H, gen=g))
        return Case([q, k, v, gk, beta],
                    lambda q, k, v, gk, b: fo.chunk_kda(q, k, v, g=gk, beta=b, output_final_state=True),
                    rec(names=["gk", "beta"]), (0, 1, 2, 3, 4))

    def linear(fn):
        def make():
            q, k, v = qkv()
            return Case([q, k, v], lambda q, k, v: fn(q, k, v, normalize=False, output_final_state=True),
                        rec(names=[]), (0, 1, 2))
        return make

    def hgrn():
        x, gg = _rnd(B, T, 80, gen=g), decay(B, T, 80)

        def ref(x, gg):
            h, outs = x.new_zeros(B, 80), []
            for t in range(T):
                h = gg[:, t].exp() * h + x[:, t]
                outs.append(h)
            return torch.stack(outs, 1), h
        return Case([x, gg], lambda x, gg: fo.fused_recurrent_hgrn(x, gg, output_final_state=True), ref, (0, 1))

    def parallel_attn():
        q, k, v = qkv()

        def ref(q, k, v):
            s = torch.einsum("bqhd,bkhd->bhqk", q, k) * K ** -0.5
            s = s.masked_fill(~torch.ones(T, T, dtype=torch.bool).tril(), float("-inf"))
            return torch.einsum("bhqk,bkhd->bqhd", torch.softmax(s, -1), v)
        return Case([q, k, v], fo.parallel_attn, ref, (0, 1, 2))

    # fla.modules: the fused norms and activations its layers use
    from fla.modules.activations import logsigmoid, swiglu
    from fla.modules.norm.fused_norm_gate import rms_norm_gated
    from fla.modules.norm.l2norm import l2norm
    from fla.modules.norm.layernorm import layer_norm, rms_norm
    N, D = 37, 96

    def m_l2norm():
        x = _rnd(N, D, gen=g)
        return Case([x], lambda x: l2norm(x, 1e-6),
                    lambda x: x * torch.rsqrt((x * x).sum(-1, keepdim=True) + 1e-6), (0,))

    def m_layer_norm():
        x, w, b, r = _rnd(N, D, gen=g), _rnd(D, gen=g), _rnd(D, gen=g), _rnd(N, D, gen=g)
        return Case([x, w, b, r], lambda x, w, b, r: layer_norm(x, w, b, residual=r, eps=1e-5),
                    lambda x, w, b, r: F.layer_norm(x + r, (D,), w, b, 1e-5), (0, 1, 2, 3))

    def m_rms_norm():
        x, w = _rnd(N, D, gen=g), _rnd(D, gen=g)
        return Case([x, w], lambda x, w: rms_norm(x, w, None, eps=1e-5), lambda x, w: _rms(x, 1e-5) * w, (0, 1))

    def m_rms_norm_gated():
        x, gt, w = _rnd(N, D, gen=g), _rnd(N, D, gen=g), _rnd(D, gen=g)
        return Case([x, gt, w], lambda x, gt, w: rms_norm_gated(x, gt, w, None, activation="swish", eps=1e-5),
                    lambda x, gt, w: _rms(x, 1e-5) * w * F.silu(gt), (0, 1, 2))

    def m_logsigmoid():
        x = _rnd(N, D, gen=g, scale=3.0)
        return Case([x], logsigmoid, F.logsigmoid, (0,))

    def m_swiglu():
        a, b = _rnd(N, D, gen=g), _rnd(N, D, gen=g)
        return Case([a, b], swiglu, lambda a, b: F.silu(a) * b, (0, 1))

    return {
        "l2norm": m_l2norm,
        "layer_norm": m_layer_norm,
        "rms_norm": m_rms_norm,
        "rms_norm_gated": m_rms_norm_gated,
        "logsigmoid": m_logsigmoid,
        "swiglu": m_swiglu,
        "chunk_simple_gla": simple(fo.chunk_simple_gla),
        "fused_recurrent_simple_gla": simple(fo.fused_recurrent_simple_gla),
        "chunk_gla": gla(fo.chunk_gla, "g"),
        "fused_recurrent_gla": gla(fo.fused_recurrent_gla, "gk"),
        "chunk_retention": retention(fo.chunk_retention),
        "fused_recurrent_retention": retention(fo.fused_recurrent_retention),
        "chunk_delta_rule": delta(fo.chunk_delta_rule),
        "fused_recurrent_delta_rule": delta(fo.fused_recurrent_delta_rule),
        "chunk_gated_delta_rule": gated_delta(fo.chunk_gated_delta_rule),
        # forward only: its backward raises NotImplementedError (by design, fused_recurrent.py:302)
        "fused_recurrent_gated_delta_rule": gated_delta(fo.fused_recurrent_gated_delta_rule, grad=False),
        "chunk_kda": kda,
        "chunk_linear_attn": linear(fo.chunk_linear_attn),
        "fused_recurrent_linear_attn": linear(fo.fused_recurrent_linear_attn),
        "fused_recurrent_hgrn": hgrn,
        "parallel_attn": parallel_attn,
    }


FLA_OPS = ["l2norm", "layer_norm", "rms_norm", "rms_norm_gated", "logsigmoid", "swiglu",
           "chunk_simple_gla", "fused_recurrent_simple_gla", "chunk_gla", "fused_recurrent_gla", "chunk_retention",
           "fused_recurrent_retention", "chunk_delta_rule", "fused_recurrent_delta_rule", "chunk_gated_delta_rule",
           "fused_recurrent_gated_delta_rule", "chunk_kda", "chunk_linear_attn", "fused_recurrent_linear_attn",
           "fused_recurrent_hgrn", "parallel_attn"]

LIBS = {"liger": (liger_cases, LIGER_OPS, "liger_kernel"), "gems": (gems_cases, GEMS_OPS, "flag_gems"),
        "fla": (fla_cases, FLA_OPS, "fla")}


# ------------------------------------------------------------------------------------------------

def _where(exc: BaseException, lib_pkg: str) -> tuple[str, str]:
    """(innermost frame 'file:line', the 'raised in ...' verdict)."""
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return "", "raised"
    last = frames[-1]
    where = f"{last.filename}:{last.lineno}"
    parts = last.filename.replace(os.sep, "/").split("/")
    if "tritium" in parts:
        rel = "/".join(parts[len(parts) - parts[::-1].index("tritium") - 1:])
        return f"{rel}:{last.lineno}", f"raised in tritium at {rel}:{last.lineno}"
    if lib_pkg in parts:
        rel = "/".join(parts[parts.index(lib_pkg):])
        return f"{rel}:{last.lineno}", f"raised in {lib_pkg} at {rel}:{last.lineno}"
    return where, f"raised at {where}"


class _Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise _Timeout(f"op ran past {OP_TIMEOUT_S}s")


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] == ["--list"]:
        print(" ".join(LIBS[argv[1]][1]))
        return 0
    global DEVICE
    if argv[:1] == ["--device"]:
        DEVICE, argv = argv[1], argv[2:]
    lib, ops = argv[0], argv[1:]
    make_cases, names, pkg = LIBS[lib]
    ops = ops or names
    try:
        triton = __import__("triton")
        backend = "tritium" if "tritium" in (getattr(triton, "__file__", None) or "") else "triton"
    except ImportError:
        backend = None
    t0 = time.time()
    try:
        cases = make_cases()  # imports the library once for all its ops
    except Exception as e:  # noqa: BLE001
        where, why = _where(e, pkg)
        if lib == "gems" and "No device were detected" in str(e):
            why = ("library refuses the CPU: flag_gems' DeviceDetector accepts only the GPU vendors of its "
                   "`vendors` enum (found by running nvidia-smi, rocm-smi, ...); its _arm (device 'cpu') backend "
                   "is not in that enum, so `import flag_gems` raises without a GPU")
        for op in ops:
            print(json.dumps({"lib": lib, "op": op, "ok": False, "error": f"{type(e).__name__}: {str(e)[:400]}",
                              "why": why, "where": where, "triton": backend, "import": True}), flush=True)
        return 0
    import_s = time.time() - t0
    signal.signal(signal.SIGALRM, _alarm)
    for op in ops:
        rec = {"lib": lib, "op": op, "ok": False, "error": None, "why": "", "where": "", "triton": backend,
               "device": DEVICE}
        t = time.time()
        signal.alarm(OP_TIMEOUT_S)
        try:
            ok, err, err32 = check(cases[op]())
            rec.update(ok=ok, err=err if math.isfinite(err) else str(err), err_eager32=err32,
                       why="" if ok else "mismatch")
        except _Timeout as e:
            rec.update(error=str(e), why="timeout")
        except Exception as e:  # noqa: BLE001
            where, why = _where(e, pkg)
            rec.update(error=f"{type(e).__name__}: {str(e)[:600]}", why=why, where=where)
            if os.environ.get("RUN_LIBRARY_TRACEBACK"):
                traceback.print_exc()
        finally:
            signal.alarm(0)
        rec["seconds"] = round(time.time() - t, 2)
        rec["import_seconds"] = round(import_s, 2)
        print(json.dumps(rec), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
