"""tritium's CUDA backend vs Triton vs torch, side by side in one process (needs a CUDA GPU, torch
and triton). The same kernel source is imported twice: once with `triton` bound to Triton, once to
tritium. Prints one table; with `--out FILE` also writes it as Markdown.

    python benchmarks/cuda.py [--quick] [--out benchmarks/results/cuda-h100.md]

Rows: vector add (2^26 fp32), softmax and layer norm forward (4096x8192 fp32): GB/s; matmul fp16
and bf16 (4096^3, 8192^3) with tutorial 03's 128x128x64 / 8 warps / 3 stages config (fp16 also through
block pointers: tritium's copies by TMA, Triton's by cp.async), fp8 e4m3 (B as b.T,
128x256x128), a persistent fp16 matmul (a tile loop with `flatten=True`, a hint tritium
ignores by default; also with flatten_loops=True), fp16 through host TensorDescriptors (tutorial 09's TMA kernel, and its persistent form at
4096^3 and 8192x8192x512; tritium's copies by TMA, the default on Hopper as in Triton) and flash attention forward and backward (B=4, H=32, N=4096, D=64/128, causal and
not; torch: its scaled_dot_product_attention) and forward in fp8 e4m3: TFLOP/s; launch
overhead of a tiny 4-argument kernel (host time per launch, 20k launches); cold compile (first call
with an empty cache, including load) and cache hit (first call of a fresh kernel object of the same
file with a warm on-disk cache, until the launch returns; median of 5). Medians of CUDA-event timings (triton.testing.do_bench).
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import sys
import tempfile
import time

# this file is named cuda.py: its folder must not shadow NVIDIA's `cuda` package (cuda-bindings)
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _HERE]

CACHE = tempfile.mkdtemp(prefix="bench-cuda-cache-")
os.environ["TRITIUM_CACHE_DIR"] = os.path.join(CACHE, "tritium")
os.environ["TRITON_CACHE_DIR"] = os.path.join(CACHE, "triton")

import torch  # noqa: E402
import triton  # noqa: E402
import triton.language  # noqa: E402

sys.path.insert(0, os.path.dirname(_HERE))
import tritium  # noqa: E402
import tritium.language  # noqa: E402

def _kernel_source() -> str:
    """The kernels' source text (benchmarks/cuda_kernels.py, shared with cuda_sass.py), read by path:
    this folder is off sys.path (above)."""
    spec = importlib.util.spec_from_file_location("cuda_kernels", os.path.join(_HERE, "cuda_kernels.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.SRC


SRC = _kernel_source()


def load(modname: str, tag: str):
    """Import SRC with `triton` bound to `modname` as a fresh module (fresh kernel objects)."""
    path = os.path.join(CACHE, f"kernels_{tag}.py")
    with open(path, "w") as f:
        f.write(SRC.replace("{mod}", modname))
    spec = importlib.util.spec_from_file_location(f"kernels_{tag}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def bench(fn) -> float:
    return triton.testing.do_bench(fn, warmup=25, rep=200, return_mode="median")


def launchers(k, x, y, out, n, rows, cols, w, b, a16, b16, c16, M):
    BLOCK = 1024
    return {
        "add": lambda: k.add_kernel[(triton.cdiv(n, BLOCK),)](x, y, out, n, BLOCK=BLOCK),
        "softmax": lambda: k.softmax_kernel[(rows,)](out, x, cols, cols, BLOCK=cols, num_warps=16),
        "layer_norm": lambda: k.layer_norm_kernel[(rows,)](x, out, w, b, cols, cols, 1e-5, BLOCK=cols, num_warps=16),
        "matmul": lambda: k.matmul_kernel[(triton.cdiv(M, 128) * triton.cdiv(M, 128),)](
            a16, b16, c16, M, M, M, a16.stride(0), a16.stride(1), b16.stride(0), b16.stride(1), c16.stride(0),
            c16.stride(1), BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, GROUP_M=8, num_warps=8, num_stages=3),
        "matmul_block_ptr": lambda: k.matmul_block_ptr[(triton.cdiv(M, 128) * triton.cdiv(M, 128),)](
            a16, b16, c16, M, M, M, a16.stride(0), a16.stride(1), b16.stride(0), b16.stride(1), c16.stride(0),
            c16.stride(1), BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, GROUP_M=8, num_warps=8, num_stages=3),
        "matmul_autotuned": lambda: k.matmul_autotuned[
            lambda meta: (triton.cdiv(M, meta["BLOCK_M"]) * triton.cdiv(M, meta["BLOCK_N"]),)](
            a16, b16, c16, M, M, M, a16.stride(0), a16.stride(1), b16.stride(0), b16.stride(1), c16.stride(0),
            c16.stride(1)),
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--out")
    args = ap.parse_args()
    dev = "cuda"
    torch.manual_seed(0)
    rows, cols = 4096, 8192
    n = 1 << 26
    sizes = [4096] if args.quick else [4096, 8192]
    rows_out = []

    def row(name, unit, vals):
        rows_out.append((name, unit, *vals))
        print(f"{name:28s} {unit:8s} " + "  ".join(f"{v:>10}" for v in vals), flush=True)

    kt, kr = load("tritium", "tritium"), load("triton", "triton")
    # ---- correctness + timing, memory bound
    x1, y1 = torch.randn(n, device=dev), torch.randn(n, device=dev)
    xs = torch.randn(rows, cols, device=dev)
    w, b = torch.randn(cols, device=dev), torch.randn(cols, device=dev)
    results = {}
    for name, ref, make in [
        ("add", lambda: x1 + y1, lambda k, out: launchers(k, x1, y1, out, n, 0, 0, None, None, None, None, None, 0)["add"]),
        ("softmax", lambda: torch.softmax(xs, dim=1),
         lambda k, out: launchers(k, xs, None, out, 0, rows, cols, None, None, None, None, None, 0)["softmax"]),
        ("layer_norm", lambda: torch.nn.functional.layer_norm(xs, (cols,), w, b, 1e-5),
         lambda k, out: launchers(k, xs, None, out, 0, rows, cols, w, b, None, None, None, 0)["layer_norm"]),
    ]:
        expect = ref()
        times = {}
        for who, k in (("tritium", kt), ("triton", kr)):
            out = torch.full_like(expect, float("nan"))
            t0 = time.perf_counter()
            fn = make(k, out)
            got = fn()
            torch.cuda.synchronize()
            if who == "tritium":
                print(f"  tritium {name} compile, ms per stage: {got.metadata.get('stage_ms')}")
            results.setdefault("cold", {}).setdefault(name, {})[who] = (time.perf_counter() - t0) * 1e3
            err = (out - expect).abs().max().item()
            ok = torch.allclose(out, expect, atol=1e-4, rtol=1e-4)
            times[who] = bench(fn)
            times[who + "_ok"] = f"{'ok' if ok else 'WRONG'} {err:.1e}"
        times["torch"] = bench(ref)
        nbytes = {"add": 3 * n * 4, "softmax": 2 * rows * cols * 4, "layer_norm": 2 * rows * cols * 4}[name]
        gbs = {k: nbytes / (times[k] * 1e-3) / 1e9 for k in ("tritium", "triton", "torch")}
        row(f"{name}", "GB/s", [f"{gbs['tritium']:.0f}", f"{gbs['triton']:.0f}", f"{gbs['torch']:.0f}",
                                f"{gbs['tritium'] / gbs['triton']:.2f}x", times["tritium_ok"]])
    # ---- matmul fp16 and bf16
    for dt, M in [(dt, M) for dt in (torch.float16, torch.bfloat16) for M in sizes]:
        dname = "fp16" if dt == torch.float16 else "bf16"
        a16 = torch.randn(M, M, device=dev, dtype=dt)
        b16 = torch.randn(M, M, device=dev, dtype=dt)
        expect = torch.matmul(a16, b16)
        for variant in ("matmul", "matmul_autotuned") + (("matmul_block_ptr",) if dname == "fp16" else ()):
            times = {}
            for who, k in (("tritium", kt), ("triton", kr)):
                c16 = torch.full_like(expect, float("nan"))
                fn = launchers(k, None, None, None, 0, 0, 0, None, None, a16, b16, c16, M)[variant]
                t0 = time.perf_counter()
                got = fn()
                torch.cuda.synchronize()
                if variant == "matmul" and M == sizes[0] and dname == "fp16":  # later ones reuse the kernel
                    results.setdefault("cold", {}).setdefault(f"matmul{M}", {})[who] = (time.perf_counter() - t0) * 1e3
                    if who == "tritium":
                        print(f"  tritium matmul compile, ms per stage: {got.metadata.get('stage_ms')}")
                rel = ((c16.float() - expect.float()).norm() / expect.float().norm()).item()
                times[who] = bench(fn)
                times[who + "_ok"] = f"{'ok' if rel < 1e-2 else 'WRONG'} {rel:.1e}"
            times["torch"] = bench(lambda: torch.matmul(a16, b16))
            tf = {k: 2 * M ** 3 / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton", "torch")}
            label = {"matmul": "128x128x64", "matmul_autotuned": "autotuned",
                     "matmul_block_ptr": "block pointers 128x128x64"}[variant]
            if variant == "matmul_autotuned":
                print(f"  best configs: tritium {getattr(kt.matmul_autotuned, 'best_config', None)}; "
                      f"Triton {getattr(kr.matmul_autotuned, 'best_config', None)}")
            row(f"matmul {dname} {M}^3 {label}", "TFLOP/s", [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", f"{tf['torch']:.0f}",
                                                         f"{tf['tritium'] / tf['triton']:.2f}x", times["tritium_ok"]])
    # ---- matmul fp8 e4m3 (B given as b.T, K contiguous, as tutorial 03 passes fp8; fp16 output)
    M = sizes[0]
    a8 = torch.randn(M, M, device=dev).to(torch.float8_e4m3fn)
    b8 = torch.randn(M, M, device=dev).to(torch.float8_e4m3fn).T
    expect = (a8.float() @ b8.float()).half()
    times = {}
    for who, k in (("tritium", kt), ("triton", kr)):
        c16 = torch.full_like(expect, float("nan"))
        fn = lambda k=k, c16=c16: k.matmul_kernel[(triton.cdiv(M, 128) * triton.cdiv(M, 256),)](  # noqa: E731
            a8, b8, c16, M, M, M, a8.stride(0), a8.stride(1), b8.stride(0), b8.stride(1), c16.stride(0),
            c16.stride(1), BLOCK_M=128, BLOCK_N=256, BLOCK_K=128, GROUP_M=8, num_warps=8, num_stages=3)
        fn()
        torch.cuda.synchronize()
        rel = ((c16.float() - expect.float()).norm() / expect.float().norm()).item()
        times[who] = bench(fn)
        times[who + "_ok"] = f"{'ok' if rel < 1e-2 else 'WRONG'} {rel:.1e}"
    tf = {k: 2 * M ** 3 / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton")}
    row(f"matmul fp8 e4m3 {M}^3 128x256x128", "TFLOP/s", [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", "-",
                                                         f"{tf['tritium'] / tf['triton']:.2f}x", times["tritium_ok"]])
    # ---- persistent matmul fp16 (tile loop with flatten=True): tritium flattened and not, Triton
    M = sizes[0]
    a16, b16 = (torch.randn(M, M, device=dev, dtype=torch.float16) for _ in range(2))
    expect = torch.matmul(a16, b16)
    sms = torch.cuda.get_device_properties(dev).multi_processor_count
    times = {}
    for who, k, opts in (("tritium", kt, {}), ("flat", kt, {"flatten_loops": True}), ("triton", kr, {})):
        c16 = torch.full_like(expect, float("nan"))
        fn = lambda k=k, c16=c16, opts=opts: k.matmul_persistent[(min(sms, (M // 128) * (M // 256)),)](  # noqa: E731
            a16, b16, c16, M, M, M, a16.stride(0), a16.stride(1), b16.stride(0), b16.stride(1), c16.stride(0),
            c16.stride(1), BLOCK_M=128, BLOCK_N=256, BLOCK_K=64, GROUP_M=8, NUM_SMS=sms, num_warps=8, num_stages=3, **opts)
        fn()
        torch.cuda.synchronize()
        rel = ((c16.float() - expect.float()).norm() / expect.float().norm()).item()
        times[who] = bench(fn)
        times[who + "_ok"] = f"{'ok' if rel < 1e-2 else 'WRONG'} {rel:.1e}"
    times["torch"] = bench(lambda: torch.matmul(a16, b16))
    tf = {k: 2 * M ** 3 / (times[k] * 1e-3) / 1e12 for k in ("tritium", "flat", "triton", "torch")}
    for label, who in (("persistent 128x256x64", "tritium"), ("persistent, flatten_loops=True", "flat")):
        row(f"matmul fp16 {M}^3 {label}", "TFLOP/s", [f"{tf[who]:.0f}", f"{tf['triton']:.0f}", f"{tf['torch']:.0f}",
                                                       f"{tf[who] / tf['triton']:.2f}x", times[who + "_ok"]])
    # ---- attention forward (fp16), B=4, H=32, N=4096 (1024 with --quick); torch: its SDPA
    n_ctx = 1024 if args.quick else 4096
    for d_head, causal in ((64, False), (64, True), (128, False), (128, True)):
        # [B, H, N, D] contiguous (torch's SDPA takes its flash path on 4-D tensors; the kernels index B * H rows)
        q, kk, v = (torch.randn(4, 32, n_ctx, d_head, device=dev, dtype=torch.float16) for _ in range(3))
        scale = d_head ** -0.5
        expect = torch.nn.functional.scaled_dot_product_attention(q, kk, v, is_causal=causal, scale=scale)
        times = {}
        for who, k in (("tritium", kt), ("triton", kr)):
            o = torch.full_like(q, float("nan"))
            lse = torch.empty(q.shape[:3], device=dev, dtype=torch.float32)
            fn = lambda k=k, o=o, lse=lse: k.attn_fwd[(n_ctx // 128, 4 * 32)](  # noqa: E731
                q, kk, v, o, lse, scale, n_ctx, HEAD_DIM=d_head, BLOCK_M=128, BLOCK_N=64 if d_head == 128 else 128,
                CAUSAL=causal, num_warps=8, num_stages=3)
            fn()
            torch.cuda.synchronize()
            err = (o.float() - expect.float()).abs().max().item()
            times[who] = bench(fn)
            times[who + "_ok"] = f"{'ok' if err < 2e-2 else 'WRONG'} {err:.1e}"
        times["torch"] = bench(lambda: torch.nn.functional.scaled_dot_product_attention(q, kk, v, is_causal=causal, scale=scale))
        flops = 4 * 4 * 32 * n_ctx * n_ctx * d_head * (0.5 if causal else 1.0)
        tf = {k: flops / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton", "torch")}
        row(f"attention fwd fp16 D={d_head}{' causal' if causal else ''}", "TFLOP/s",
            [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", f"{tf['torch']:.0f}", f"{tf['tritium'] / tf['triton']:.2f}x",
             times["tritium_ok"]])
        if not causal:  # the same through host TensorDescriptors (both: TMA copies)
            times = {}
            bn = 64 if d_head == 128 else 128
            for who, k in (("tritium", kt), ("triton", kr)):
                o = torch.full_like(q, float("nan"))
                descs = [k.TensorDescriptor(x, [x.numel() // d_head, d_head], [d_head, 1], [b, d_head])
                         for x, b in ((q, 128), (kk, bn), (v, bn), (o, 128))]
                fn = lambda k=k, descs=descs: k.attn_fwd_desc[(n_ctx // 128, 4 * 32)](  # noqa: E731
                    *descs, scale, n_ctx, HEAD_DIM=d_head, BLOCK_M=128, BLOCK_N=bn, num_warps=8, num_stages=3)
                fn()
                torch.cuda.synchronize()
                err = (o.float() - expect.float()).abs().max().item()
                times[who] = bench(fn)
                times[who + "_ok"] = f"{'ok' if err < 2e-2 else 'WRONG'} {err:.1e}"
            tf = {k: flops / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton")}
            row(f"attention fwd fp16 D={d_head} descriptors", "TFLOP/s",
                [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", "-", f"{tf['tritium'] / tf['triton']:.2f}x",
                 times["tritium_ok"]])
        # backward: dK/dV and dQ kernels from each compiler's forward's log-sum-exp (delta = rowsum(o * do)
        # by torch, untimed); torch: SDPA's backward through autograd. FLOPs counted as 2.5x the forward's.
        do = torch.randn_like(q)
        qg, kg, vg = (x.detach().clone().requires_grad_() for x in (q, kk, v))
        out = torch.nn.functional.scaled_dot_product_attention(qg, kg, vg, is_causal=causal, scale=scale)
        want = torch.autograd.grad(out, (qg, kg, vg), do, retain_graph=True)
        delta = (expect.float() * do.float()).sum(-1)
        for who, k in (("tritium", kt), ("triton", kr)):
            o = torch.empty_like(q)
            lse = torch.empty(q.shape[:3], device=dev, dtype=torch.float32)
            k.attn_fwd[(n_ctx // 128, 4 * 32)](q, kk, v, o, lse, scale, n_ctx, HEAD_DIM=d_head, BLOCK_M=128,
                                              BLOCK_N=64 if d_head == 128 else 128, CAUSAL=causal, num_warps=8, num_stages=3)
            dq, dk, dv = (torch.full_like(q, float("nan")) for _ in range(3))

            def bwd(k=k, lse=lse, dq=dq, dk=dk, dv=dv):
                k.attn_bwd_dkdv[(n_ctx // 128, 4 * 32)](q, kk, v, do, lse, delta, dk, dv, scale, n_ctx, HEAD_DIM=d_head,
                                                        BLOCK_M=32, BLOCK_N=128, CAUSAL=causal, num_warps=8, num_stages=3)
                k.attn_bwd_dq[(n_ctx // 128, 4 * 32)](q, kk, v, do, lse, delta, dq, scale, n_ctx, HEAD_DIM=d_head,
                                                      BLOCK_M=128, BLOCK_N=32, CAUSAL=causal, num_warps=8, num_stages=3)
            bwd()
            torch.cuda.synchronize()
            rel = max(((g.float() - w.float()).norm() / w.float().norm()).item() for g, w in zip((dq, dk, dv), want))
            times[who] = bench(bwd)
            times[who + "_ok"] = f"{'ok' if rel < 1e-2 else 'WRONG'} {rel:.1e}"
        times["torch"] = bench(lambda: torch.autograd.grad(out, (qg, kg, vg), do, retain_graph=True))
        tf = {k: 2.5 * flops / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton", "torch")}
        row(f"attention bwd fp16 D={d_head}{' causal' if causal else ''}", "TFLOP/s",
            [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", f"{tf['torch']:.0f}", f"{tf['tritium'] / tf['triton']:.2f}x",
             times["tritium_ok"]])
    # ---- attention forward, fp8 e4m3 (V transposed, as tutorial 06 on Hopper); no torch column (SDPA
    # takes no fp8); checked against float32 attention of the same fp8 values
    for d_head in (64, 128):
        q8, k8 = (torch.randn(4, 32, n_ctx, d_head, device=dev).to(torch.float8_e4m3fn) for _ in range(2))
        v8 = torch.randn(4, 32, n_ctx, d_head, device=dev).to(torch.float8_e4m3fn)
        vt8 = v8.transpose(2, 3).contiguous()
        scale = d_head ** -0.5
        expect = torch.nn.functional.scaled_dot_product_attention(q8.float(), k8.float(), v8.float(), scale=scale)
        times = {}
        for who, k in (("tritium", kt), ("triton", kr)):
            o = torch.full(q8.shape, float("nan"), device=dev, dtype=torch.float16)
            lse = torch.empty(q8.shape[:3], device=dev, dtype=torch.float32)
            fn = lambda k=k, o=o, lse=lse: k.attn_fwd[(n_ctx // 128, 4 * 32)](  # noqa: E731
                q8, k8, vt8, o, lse, scale, n_ctx, HEAD_DIM=d_head, BLOCK_M=128, BLOCK_N=128, CAUSAL=False, V_T=True,
                num_warps=8, num_stages=3)
            fn()
            torch.cuda.synchronize()
            rel = ((o.float() - expect).norm() / expect.norm()).item()
            times[who] = bench(fn)
            times[who + "_ok"] = f"{'ok' if rel < 5e-2 else 'WRONG'} {rel:.1e}"
        flops = 4 * 4 * 32 * n_ctx * n_ctx * d_head
        tf = {k: flops / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton")}
        row(f"attention fwd fp8 e4m3 D={d_head}", "TFLOP/s", [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", "-",
                                                          f"{tf['tritium'] / tf['triton']:.2f}x", times["tritium_ok"]])
    # ---- matmul fp16 through host TensorDescriptors (tutorial 09's TMA kernel, and its persistent
    # form on one program an SM; both compilers copy the operands' boxes by TMA by default). K = 512:
    # eight K steps a tile, where a tile's set-up and epilogue weigh
    sms = torch.cuda.get_device_properties(dev).multi_processor_count
    for kernel, (M, N, K) in (("matmul_desc", (sizes[0],) * 3), ("matmul_desc_persistent", (sizes[0],) * 3),
                              ("matmul_desc_persistent", (sizes[-1], sizes[-1], 512))):
        a16 = torch.randn(M, K, device=dev, dtype=torch.float16)
        bt16 = torch.randn(N, K, device=dev, dtype=torch.float16)  # B^T [N, K]
        expect = a16 @ bt16.T
        tiles = triton.cdiv(M, 128) * triton.cdiv(N, 128)
        persistent = kernel.endswith("persistent")
        times = {}
        for who, k in (("tritium", kt), ("triton", kr)):
            c16 = torch.full_like(expect, float("nan"))
            descs = (k.TensorDescriptor.from_tensor(a16, [128, 64]), k.TensorDescriptor.from_tensor(bt16, [128, 64]),
                     k.TensorDescriptor.from_tensor(c16, [128, 128]))
            extra = {"NUM_SMS": sms} if persistent else {}
            fn = lambda k=k, descs=descs, extra=extra: getattr(k, kernel)[(min(sms, tiles) if persistent else tiles,)](  # noqa: E731
                *descs, M, N, K, BLOCK_M=128, BLOCK_N=128, BLOCK_K=64, GROUP_M=8, num_warps=8, num_stages=3, **extra)
            got = fn()
            torch.cuda.synchronize()
            if who == "tritium":
                print(f"  tritium {kernel}: TMA maps {got.metadata.get('tma')}")
            rel = ((c16.float() - expect.float()).norm() / expect.float().norm()).item()
            times[who] = bench(fn)
            times[who + "_ok"] = f"{'ok' if rel < 1e-2 else 'WRONG'} {rel:.1e}"
        times["torch"] = bench(lambda: a16 @ bt16.T)
        tf = {k: 2 * M * N * K / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton", "torch")}
        label = f"{M}^3" if M == N == K else f"{M}x{N}x{K}"
        row(f"matmul fp16 {label} TMA descriptors{', persistent' if persistent else ''}", "TFLOP/s",
            [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", f"{tf['torch']:.0f}", f"{tf['tritium'] / tf['triton']:.2f}x",
             times["tritium_ok"]])
    # ---- matmul fp32 inputs, tf32 tensor cores (both compilers' default input precision on NVIDIA)
    M = sizes[0]
    a32, b32 = torch.randn(M, M, device=dev), torch.randn(M, M, device=dev)
    torch.backends.cuda.matmul.allow_tf32 = True
    expect = torch.matmul(a32.double(), b32.double()).float()
    times = {}
    for who, k in (("tritium", kt), ("triton", kr)):
        c32 = torch.full_like(expect, float("nan"))
        fn = launchers(k, None, None, None, 0, 0, 0, None, None, a32, b32, c32, M)["matmul"]
        fn()
        torch.cuda.synchronize()
        rel = ((c32 - expect).norm() / expect.norm()).item()
        times[who] = bench(fn)
        times[who + "_ok"] = f"{'ok' if rel < 1e-2 else 'WRONG'} {rel:.1e}"
    times["torch"] = bench(lambda: torch.matmul(a32, b32))
    tf = {k: 2 * M ** 3 / (times[k] * 1e-3) / 1e12 for k in ("tritium", "triton", "torch")}
    row(f"matmul fp32 (tf32) {M}^3 128x128x64", "TFLOP/s", [f"{tf['tritium']:.0f}", f"{tf['triton']:.0f}", f"{tf['torch']:.0f}",
                                                         f"{tf['tritium'] / tf['triton']:.2f}x", times["tritium_ok"]])
    # ---- launch overhead
    xt, yt = torch.randn(1024, device=dev), torch.empty(1024, device=dev)
    per = {}
    for who, k in (("tritium", kt), ("triton", kr)):
        k.tiny_kernel[(1,)](xt, yt, 1024, 2.0)
        torch.cuda.synchronize()
        best = float("inf")
        for _ in range(3):
            t0 = time.perf_counter()
            for _ in range(20000):
                k.tiny_kernel[(1,)](xt, yt, 1024, 2.0)
            t1 = time.perf_counter()
            torch.cuda.synchronize()
            best = min(best, (t1 - t0) / 20000 * 1e6)
        per[who] = best
    row("launch overhead (4 args)", "us", [f"{per['tritium']:.1f}", f"{per['triton']:.1f}", "-",
                                          f"{per['triton'] / per['tritium']:.2f}x", ""])
    for name, d in results.get("cold", {}).items():
        row(f"cold compile+run {name}", "ms", [f"{d['tritium']:.0f}", f"{d['triton']:.0f}", "-", "", ""])
    # ---- cache hit: fresh kernel objects (the same file and module re-imported, as a new process
    # would), warm on-disk caches
    for who, mod in (("tritium", "tritium"), ("triton", "triton")):
        times = []
        for _ in range(5):
            k = load(who, mod)
            out = torch.empty_like(x1)
            t0 = time.perf_counter()
            k.add_kernel[(triton.cdiv(n, 1024),)](x1, y1, out, n, BLOCK=1024)
            times.append((time.perf_counter() - t0) * 1e3)  # launched (asynchronous): the kernel runs on
            torch.cuda.synchronize()
        per[who + "_hit"] = sorted(times)[len(times) // 2]
    row("cache hit -> launched (add)", "ms", [f"{per['tritium_hit']:.2f}", f"{per['triton_hit']:.2f}", "-", "", "median of 5"])
    head = "| kernel | unit | tritium | Triton | torch | tritium/Triton | check |\n|---|---|---|---|---|---|---|\n"
    table = head + "".join("| " + " | ".join(str(x) for x in r) + " |\n" for r in rows_out)
    print()
    print(f"device: {torch.cuda.get_device_name()}, torch {torch.__version__}, triton {triton.__version__}")
    print(table)
    if args.out:
        with open(args.out, "w") as f:
            f.write(f"# tritium CUDA backend vs Triton vs torch\n\ndevice: {torch.cuda.get_device_name()}, "
                    f"torch {torch.__version__}, triton {triton.__version__}; `python benchmarks/cuda.py`\n\n" + table)


if __name__ == "__main__":
    main()
