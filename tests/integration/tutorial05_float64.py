"""Tutorial 05's fp16 layer norm (forward and backward) on the CPU backend, against float64.

The tutorial itself compares with torch's CPU fp16 result, which is ~0.06 off float64 for dw and db;
this prints both errors. Usage: python tutorial05_float64.py TUTORIAL_PATH TMPDIR
"""
import os
import sys

import torch

from tritium.compat import install_triton_alias

install_triton_alias()
src = open(sys.argv[1]).read()
src = src[:src.index("test_layer_norm(1151")]  # the definitions, not the test and the benchmark
g = {"__name__": "tut05"}
fname = os.path.join(sys.argv[2], "tut05_defs.py")  # kernels need a source file to read
with open(fname, "w") as f:
    f.write(src)
exec(compile(src, fname, "exec"), g)
M, N, dtype = 1151, 8192, torch.float16
torch.manual_seed(0)
w = torch.rand((N,), dtype=dtype, requires_grad=True); b = torch.rand((N,), dtype=dtype, requires_grad=True)
x = (-2.3 + 0.5 * torch.randn((M, N), dtype=dtype)).requires_grad_(True)
dy = .1 * torch.randn_like(x)
y = g["layer_norm"](x, (N,), w, b, 1e-5); y.backward(dy)
tri = [y.detach()] + [t.grad.clone() for t in (x, w, b)]
x.grad = w.grad = b.grad = None
yr = torch.nn.functional.layer_norm(x, (N,), w, b, 1e-5); yr.backward(dy)
ref16 = [yr.detach()] + [t.grad.clone() for t in (x, w, b)]
xd, wd, bd = (t.detach().double().requires_grad_(True) for t in (x, w, b))
y64 = torch.nn.functional.layer_norm(xd, (N,), wd, bd, 1e-5); y64.backward(dy.double())
ref64 = [y64.detach()] + [t.grad for t in (xd, wd, bd)]
for name, t, r16, r64 in zip(["y", "dx", "dw", "db"], tri, ref16, ref64):
    print(f"{name}: tritium-vs-f64 {(t.double()-r64).abs().max().item():.4g}  torch16-vs-f64 {(r16.double()-r64).abs().max().item():.4g}  tritium-vs-torch16 {(t.double()-r16.double()).abs().max().item():.4g}")
