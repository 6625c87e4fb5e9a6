"""Semantics conformance: the same kernel source run by compiled Triton on a GPU and by tritium (its
reference interpreter, its CPU backend and its CUDA backend) must give the same results (DESIGN.md: compiled Triton
is the reference).

Needs `triton` and a CUDA GPU; skipped elsewhere. Each case is one kernel source, imported twice:
once with `triton` and once with `tritium` bound to the names `triton` / `tl`.
"""
import importlib.util
import os
import sys
import tempfile
import textwrap

import numpy as np
import pytest

torch = pytest.importorskip("torch")
triton = pytest.importorskip("triton")
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

import tritium  # noqa: E402

N = 256
CASES = {}


def case(name, out_dtypes, in_arrays, approx=(), rtol=0.0, scalars=()):
    """`approx`: outputs computed with the GPU's approximate math (compared to `rtol`); others exact."""
    def deco(src):
        CASES[name] = dict(src=textwrap.dedent(src), outs=out_dtypes, ins=in_arrays, approx=set(approx), rtol=rtol,
                           scalars=scalars)
        return src
    return deco


def _rng():
    return np.random.default_rng(1234)


# ---- cases: each kernel reads `ins`, writes `outs` (N elements each), BLOCK = N
case("random_streams", ["f32", "f32", "u32", "f32"], [], approx={1}, rtol=1e-5, scalars=(123,))("""
@triton.jit
def kernel(o0, o1, o2, o3, seed, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(o0 + offs, tl.rand(seed, offs))
    tl.store(o1 + offs, tl.randn(seed, offs))
    tl.store(o2 + offs, tl.randint(seed, offs))
    tl.store(o3 + offs, tl.rand(seed, offs.to(tl.int64) + (1 << 33)))
""")

case("int_div_mod_shift", ["i32", "i32", "i8", "u8", "i32"],
     [_rng().integers(-1000, 1000, N).astype(np.int32), _rng().integers(1, 37, N).astype(np.int32) * np.where(np.arange(N) % 2, 1, -1).astype(np.int32),
      _rng().integers(-128, 127, N).astype(np.int8), _rng().integers(0, 255, N).astype(np.uint8)])("""
@triton.jit
def kernel(o0, o1, o2, o3, o4, a, b, c, d, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(a + offs)
    y = tl.load(b + offs)
    tl.store(o0 + offs, x // y)
    tl.store(o1 + offs, x % y)
    tl.store(o2 + offs, tl.load(c + offs) >> 2)
    tl.store(o3 + offs, tl.load(d + offs) >> 2)
    tl.store(o4 + offs, (x * 1000003) // 7)
""")

case("promotion", ["f32", "f32", "i32", "f32", "f32"],
     [_rng().standard_normal(N).astype(np.float16), _rng().integers(-100, 100, N).astype(np.int8),
      _rng().standard_normal(N).astype(np.float32)], approx={3}, rtol=3e-7, scalars=(1.0009765625 + 3e-7,))("""
@triton.jit
def kernel(o0, o1, o2, o3, o4, h, c, f, s, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(h + offs)
    i8 = tl.load(c + offs)
    tl.store(o0 + offs, x * s)            # runtime fp32 scalar * fp16 block -> fp32
    tl.store(o1 + offs, x * 1.0009765625 + x)   # python float stays weak: fp16 math
    tl.store(o2 + offs, i8 + 100)          # int8 arithmetic wraps
    tl.store(o3 + offs, x / 3)             # fp16 / int -> fp32 (div.full.f32 on NVIDIA: within 2 ulp)
    tl.store(o4 + offs, tl.load(f + offs) % 0.75)   # fmod
""")

case("conversions", ["i32", "u8", "f16", "f16", "i32"],
     [np.concatenate([_rng().standard_normal(N - 8).astype(np.float32) * 1e5,
                      np.array([np.nan, np.inf, -np.inf, 3e9, -3e9, 255.9, -0.7, 65519.0], np.float32)])])("""
@triton.jit
def kernel(o0, o1, o2, o3, o4, a, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(a + offs)
    tl.store(o0 + offs, x.to(tl.int32))
    tl.store(o1 + offs, (x * 1e-3).to(tl.uint8))
    tl.store(o2 + offs, x.to(tl.float16))
    tl.store(o3 + offs, x.to(tl.float16, fp_downcast_rounding="rtz"))
    tl.store(o4 + offs, x.to(tl.int32, bitcast=True))
""")

case("fp8_downcasts", ["u8", "u8", "u8", "u8", "f32"],
     [np.concatenate([_rng().standard_normal(N - 8).astype(np.float32) * np.float32(300.0),
                      np.array([np.inf, -np.inf, 1e6, -1e6, 3e-3, -2e-5, 0.0, -0.0], np.float32)])])("""
@triton.jit
def kernel(o0, o1, o2, o3, o4, a, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(a + offs)
    tl.store(o0 + offs, x.to(tl.float8e4nv).to(tl.uint8, bitcast=True))   # cvt.rn.satfinite on sm_89+
    tl.store(o1 + offs, x.to(tl.float8e5).to(tl.uint8, bitcast=True))
    tl.store(o2 + offs, (x * 0.01).to(tl.float8e4nv).to(tl.uint8, bitcast=True))
    tl.store(o3 + offs, (x * 0.01).to(tl.float8e5).to(tl.uint8, bitcast=True))
    tl.store(o4 + offs, x.to(tl.float8e4nv).to(tl.float32))
""")

case("reductions_scans", ["f32", "i32", "i32", "f32", "i32"],
     [_rng().standard_normal(N).astype(np.float32), _rng().integers(-128, 127, N).astype(np.int8)])("""
@triton.jit
def kernel(o0, o1, o2, o3, o4, a, b, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(a + offs)
    q = tl.load(b + offs)
    r = tl.reshape(x, (16, 16))
    tl.store(o0 + offs, tl.reshape(tl.broadcast_to(tl.max(r, axis=1)[:, None], (16, 16)), (BLOCK,)))
    tl.store(o1 + offs, tl.reshape(tl.broadcast_to(tl.argmax(tl.reshape(q, (16, 16)), axis=0)[None, :], (16, 16)), (BLOCK,)))
    tl.store(o2 + offs, tl.cumsum(q, axis=0))
    tl.store(o3 + offs, tl.zeros_like(x) + tl.sum(q, axis=0).to(tl.float32))
    tl.store(o4 + offs, tl.xor_sum(q.to(tl.int32), axis=0) + offs * 0)
""")

case("float_math", ["f32", "f32", "f32", "bf16", "f32"],
     [_rng().uniform(0.1, 4, N).astype(np.float32), _rng().standard_normal(N).astype(np.float32)],
     )("""
@triton.jit
def kernel(o0, o1, o2, o3, o4, a, b, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(a + offs)
    y = tl.load(b + offs)
    tl.store(o0 + offs, tl.sqrt_rn(x) + tl.math.div_rn(y, x))
    tl.store(o1 + offs, tl.maximum(y, float("nan")) + tl.minimum(x, y))
    tl.store(o2 + offs, tl.fma(x, y, 1.0))
    tl.store(o3 + offs, x.to(tl.bfloat16) * y.to(tl.bfloat16) + y.to(tl.bfloat16))
    tl.store(o4 + offs, tl.clamp(y, -0.5, 0.5))
""")

case("shifts_and_mulhi", ["i32", "i32", "i32", "i64", "u32"],
     [_rng().integers(-2**31, 2**31 - 1, N).astype(np.int32), _rng().integers(0, 40, N).astype(np.int32),
      _rng().integers(-2**62, 2**62, N).astype(np.int64)])("""
@triton.jit
def kernel(o0, o1, o2, o3, o4, a, b, c, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(a + offs)
    s = tl.load(b + offs)
    w = tl.load(c + offs)
    tl.store(o0 + offs, x << s)
    tl.store(o1 + offs, x >> s)
    tl.store(o2 + offs, (x.to(tl.uint32, bitcast=True) >> s.to(tl.uint32)).to(tl.int32, bitcast=True))
    tl.store(o3 + offs, tl.umulhi(w, w + 12345))
    tl.store(o4 + offs, tl.umulhi(x.to(tl.uint32, bitcast=True), 0x9E3779B9))
""")

case("dot_and_atomics", ["f32", "f32", "i32", "f32"],
     [_rng().standard_normal(N).astype(np.float16), _rng().standard_normal(N).astype(np.float32)],
     approx={0, 1}, rtol=1e-5)("""
@triton.jit
def kernel(o0, o1, o2, o3, a, b, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    i = tl.arange(0, 16)
    h = tl.load(a + i[:, None] * 16 + i[None, :])
    f = tl.load(b + i[:, None] * 16 + i[None, :])
    tl.store(o0 + i[:, None] * 16 + i[None, :], tl.dot(h, h))
    tl.store(o1 + i[:, None] * 16 + i[None, :], tl.dot(f, f, input_precision="tf32"))
    tl.atomic_add(o2 + offs % 4, 1)                    # outputs start at 7
    tl.atomic_min(o3 + offs % 8, tl.load(b + offs))
""")

_NP = {"i64": np.int64, "f32": np.float32, "f16": np.float16, "i32": np.int32, "i8": np.int8, "u8": np.uint8, "u32": np.uint32,
       "bf16": None}
_TORCH = {"i64": "int64", "f32": "float32", "f16": "float16", "i32": "int32", "i8": "int8", "u8": "uint8", "u32": "uint32",
          "bf16": "bfloat16"}


def _load(src, lib, tag):
    header = ("import triton\nimport triton.language as tl\n" if lib == "triton" else
              "import tritium as triton\nimport tritium.language as tl\n")
    path = os.path.join(tempfile.mkdtemp(), f"case_{tag}_{lib}.py")
    with open(path, "w") as f:
        f.write(header + src)
    spec = importlib.util.spec_from_file_location(f"case_{tag}_{lib}", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod.kernel


def _to_np(t):
    if t.dtype == torch.bfloat16:
        return t.float().cpu().numpy()
    if t.dtype == torch.uint32:
        return t.cpu().view(torch.int32).numpy().view(np.uint32)
    return t.cpu().numpy()


@pytest.mark.parametrize("mode", ["interpret", "cpu", "cuda"])
@pytest.mark.parametrize("name", sorted(CASES))
def test_matches_compiled_triton(name, mode):
    c = CASES[name]
    # compiled Triton on the GPU
    outs_gpu = [torch.full((N,), 7, dtype=getattr(torch, _TORCH[d]), device="cuda") if d in ("u32",) else
                torch.empty(N, dtype=getattr(torch, _TORCH[d]), device="cuda").fill_(7) for d in c["outs"]]
    ins_gpu = [torch.from_numpy(a).cuda() for a in c["ins"]]
    _load(c["src"], "triton", name)[(1,)](*outs_gpu, *ins_gpu, *c["scalars"], BLOCK=N)
    torch.cuda.synchronize()
    # tritium: its interpreter or its CPU backend on CPU tensors, or its CUDA backend on CUDA tensors
    dev = "cuda" if mode == "cuda" else "cpu"
    outs_cpu = [torch.empty(N, dtype=getattr(torch, _TORCH[d]), device=dev).fill_(7) for d in c["outs"]]
    ins_cpu = [torch.from_numpy(a.copy()).to(dev) for a in c["ins"]]
    k = _load(c["src"], "tritium", name)
    k.interpret = mode == "interpret"
    k[(1,)](*outs_cpu, *ins_cpu, *c["scalars"], BLOCK=N)
    if mode == "cuda":
        torch.cuda.synchronize()
    for i, (g, t) in enumerate(zip(outs_gpu, outs_cpu)):
        g, t = _to_np(g), _to_np(t)
        if i not in c["approx"]:
            same = (g == t) | (np.isnan(g.astype(np.float64)) & np.isnan(t.astype(np.float64))) if g.dtype.kind == "f" else g == t
            bad = np.nonzero(~same)[0]
            assert not len(bad), f"{name} output {i}: {len(bad)} lanes differ, e.g. lane {bad[0]}: triton {g[bad[0]]} tritium {t[bad[0]]}"
        else:
            np.testing.assert_allclose(t, g, rtol=c["rtol"], atol=1e-6, equal_nan=True, err_msg=f"{name} output {i}")
