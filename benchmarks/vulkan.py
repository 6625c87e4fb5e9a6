"""tritium's Vulkan backend next to tritium's CUDA backend and Triton, on one NVIDIA GPU, one process.

The kernels are benchmarks/cuda.py's (the same source text): the Vulkan backend runs them on
`DeviceArray`s (Vulkan memory with buffer device addresses), the CUDA backend and Triton on torch
CUDA tensors. Prints one table; with `--out FILE` also writes it as Markdown.

    python benchmarks/vulkan.py [--quick] [--out benchmarks/results/vulkan-h100.md]

Times: Vulkan, the median of the dispatches' GPU timestamps; CUDA backend, Triton and torch, medians of CUDA-event timings (triton.testing.do_bench). Rows:
vector add (2^26 fp32), softmax and layer norm forward (4096x8192 fp32): GB/s; matmul fp16 inputs
(Vulkan: cooperative matrices where the device has VK_KHR_cooperative_matrix, else FMA loops; the
CUDA backend: mma.sync tensor cores) and fp32 inputs with input_precision="ieee" (FMA loops on
Vulkan) at 4096^3: TFLOP/s; launch host time of a tiny kernel; cold compile+run.
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import time

import numpy as np

_HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("bench_cuda", os.path.join(_HERE, "cuda.py"))
bc = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bc)  # sets the cache folders, imports torch, triton and tritium

import torch  # noqa: E402
import triton  # noqa: E402

from tritium.backends.vulkan import runtime  # noqa: E402
from tritium.backends.vulkan.runtime import DeviceArray  # noqa: E402


def vk_bench(fn, reps=50) -> float:
    """Median GPU time in ms of `fn()` (a launch returning the CompiledKernel) after warm-up."""
    for _ in range(5):
        fn()
    times = []
    for _ in range(reps):
        ck = fn()
        times.append(ck.launcher.last_ms)
    return float(np.median(times))


def vk(a) -> DeviceArray:
    """A torch tensor's values in Vulkan memory (bf16/fp16 kept as their bits)."""
    return DeviceArray.from_numpy(a.detach().cpu().numpy())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--out")
    args = ap.parse_args()
    torch.manual_seed(0)
    dev = runtime.device(0)
    p = dev.phys
    mem = p.memory
    flags = [mem.memoryTypes[i].propertyFlags for i in range(mem.memoryTypeCount)]
    print(f"Vulkan device: {p.name}, Vulkan {'.'.join(map(str, p.api_version))}, subgroup {p.subgroup_size}, "
          f"memory type flags {flags}, denormals kept for fp{p.denorm_preserve}")
    kt, kr = bc.load("tritium", "tritium_vk"), bc.load("triton", "triton_vk")
    rows_out = []

    def row(name, unit, vals):
        rows_out.append((name, unit, *vals))
        print(f"{name:34s} {unit:8s} " + "  ".join(f"{v:>10}" for v in vals), flush=True)

    rows, cols, n = 4096, 8192, 1 << 26
    x1, y1 = torch.randn(n, device="cuda"), torch.randn(n, device="cuda")
    xs = torch.randn(rows, cols, device="cuda")
    w, b = torch.randn(cols, device="cuda"), torch.randn(cols, device="cuda")
    vx1, vy1, vxs, vw, vb = vk(x1), vk(y1), vk(xs), vk(w), vk(b)
    cold = {}
    for name, ref, nbytes in [("add", lambda: x1 + y1, 3 * n * 4),
                              ("softmax", lambda: torch.softmax(xs, dim=1), 2 * rows * cols * 4),
                              ("layer_norm", lambda: torch.nn.functional.layer_norm(xs, (cols,), w, b, 1e-5),
                               2 * rows * cols * 4)]:
        expect = ref()
        out_c = torch.full_like(expect, float("nan"))
        out_v = DeviceArray.from_numpy(np.full(tuple(expect.shape), np.nan, np.float32))
        L = bc.launchers
        fc = {"add": lambda k: L(k, x1, y1, out_c, n, 0, 0, None, None, None, None, None, 0)["add"],
              "softmax": lambda k: L(k, xs, None, out_c, 0, rows, cols, None, None, None, None, None, 0)["softmax"],
              "layer_norm": lambda k: L(k, xs, None, out_c, 0, rows, cols, w, b, None, None, None, 0)["layer_norm"]}[name]
        fv = {"add": lambda: L(kt, vx1, vy1, out_v, n, 0, 0, None, None, None, None, None, 0)["add"],
              "softmax": lambda: L(kt, vxs, None, out_v, 0, rows, cols, None, None, None, None, None, 0)["softmax"],
              "layer_norm": lambda: L(kt, vxs, None, out_v, 0, rows, cols, vw, vb, None, None, None, 0)["layer_norm"]}[name]()
        t0 = time.perf_counter()
        ck = fv()
        cold[name] = ((time.perf_counter() - t0) * 1e3, ck.metadata.get("stage_ms"))
        err = float(np.abs(out_v.numpy() - expect.cpu().numpy()).max())
        ok = "ok" if err < 1e-4 else "WRONG"
        t = {"vulkan": vk_bench(fv), "cuda": bc.bench(fc(kt)), "triton": bc.bench(fc(kr)), "torch": bc.bench(ref)}
        gbs = {k: nbytes / (v * 1e-3) / 1e9 for k, v in t.items()}
        row(name, "GB/s", [f"{gbs['vulkan']:.0f}", f"{gbs['cuda']:.0f}", f"{gbs['triton']:.0f}", f"{gbs['torch']:.0f}",
                           f"{gbs['vulkan'] / gbs['cuda']:.2f}x", f"{ok} {err:.1e}"])
    # ---- matmul: fp16 with cooperative matrices where the device has them, fp32 as FMA loops
    M = 2048 if args.quick else 4096
    configs = [(64, 64, 32, 4), (128, 128, 32, 8), (64, 128, 16, 4), (128, 64, 32, 4)]
    # larger tiles for cooperative matrices (fp32 FMA loops of these sizes are very slow on Vulkan)
    configs16 = configs + [(128, 128, 64, 8), (128, 128, 32, 4), (128, 128, 64, 4), (64, 128, 32, 4)]
    coopmat = runtime.physical_devices()[0].coopmat
    for dt, prec in ((torch.float16, None), (torch.float32, "ieee")):
        if prec == "ieee":  # Triton takes the fp32 dot precision from the environment, not launch options
            os.environ["TRITON_F32_DEFAULT"] = "ieee"
            kr = bc.load("triton", "triton_vk_ieee")
        a, bm = torch.randn(M, M, device="cuda", dtype=dt), torch.randn(M, M, device="cuda", dtype=dt)
        expect = torch.matmul(a.double(), bm.double())
        va, vbm = vk(a), vk(bm)
        best = {}
        for bm_, bn_, bk_, nw in (configs16 if dt == torch.float16 else configs):
            extra = {} if prec is None else {"default_dot_input_precision": prec}
            c_v = DeviceArray.from_numpy(np.full((M, M), np.nan, np.float16 if dt == torch.float16 else np.float32))
            c_c = torch.full((M, M), float("nan"), device="cuda", dtype=dt)
            grid = (triton.cdiv(M, bm_) * triton.cdiv(M, bn_),)

            def run(k, A, B, C, strides):
                return lambda: k.matmul_kernel[grid](A, B, C, M, M, M, *strides, BLOCK_M=bm_, BLOCK_N=bn_,
                                                     BLOCK_K=bk_, GROUP_M=8, num_warps=nw, num_stages=3, **extra)
            st = (M, 1, M, 1, M, 1)
            fv, fc, fr = run(kt, va, vbm, c_v, st), run(kt, a, bm, c_c, st), run(kr, a, bm, c_c, st)
            try:
                fv()
            except Exception as e:  # noqa: BLE001 - a config the Vulkan backend refuses: say so, go on
                print(f"  {dt} {bm_}x{bn_}x{bk_}/{nw}: {str(e).splitlines()[0][:160]}")
                continue
            got = torch.from_numpy(c_v.numpy()).double()
            rel = float((got - expect.cpu()).norm() / expect.cpu().norm())
            tv = vk_bench(fv, reps=10)
            tc = bc.bench(fc)
            rel_c = float((c_c.double() - expect).norm() / expect.norm())
            tr = bc.bench(fr)
            rel_r = float((c_c.double() - expect).norm() / expect.norm())
            print(f"  {dt} {bm_}x{bn_}x{bk_}/{nw}: vulkan {tv:.3f} ms, cuda {tc:.3f} ms, triton {tr:.3f} ms, "
                  f"rel error vulkan {rel:.1e}, cuda {rel_c:.1e}, triton {rel_r:.1e}")
            if "vulkan" not in best or tv < best["vulkan"][0]:
                best["vulkan"] = (tv, f"{bm_}x{bn_}x{bk_}/{nw}", rel)
            if "cuda" not in best or tc < best["cuda"][0]:
                best["cuda"] = (tc, f"{bm_}x{bn_}x{bk_}/{nw}")
            if "triton" not in best or tr < best["triton"][0]:
                best["triton"] = (tr, f"{bm_}x{bn_}x{bk_}/{nw}")
        if "vulkan" not in best:
            continue
        tt = bc.bench(lambda: torch.matmul(a, bm))
        tf = {k: 2 * M ** 3 / (v[0] * 1e-3) / 1e12 for k, v in best.items()}
        tf["torch"] = 2 * M ** 3 / (tt * 1e-3) / 1e12
        rel = best["vulkan"][2]
        label = ("fp16 (coopmat)" if coopmat else "fp16") if dt == torch.float16 else "fp32 ieee"
        row(f"matmul {label} {M}^3 (best of configs)", "TFLOP/s",
            [f"{tf['vulkan']:.1f}", f"{tf['cuda']:.1f}", f"{tf['triton']:.1f}", f"{tf['torch']:.1f}",
             f"{tf['vulkan'] / tf['cuda']:.2f}x", f"{'ok' if rel < 1e-2 else 'WRONG'} {rel:.1e}; vk {best['vulkan'][1]}, "
             f"cuda {best['cuda'][1]}, triton {best['triton'][1]}"])
    # ---- launch host time, 5000 back to back then a wait (Vulkan: at most 8 submissions in flight)
    xt, yt = torch.randn(1024, device="cuda"), torch.empty(1024, device="cuda")
    vxt, vyt = vk(xt), vk(yt)
    per = {}
    for who, fn in (("vulkan", lambda: kt.tiny_kernel[(1,)](vxt, vyt, 1024, 2.0)),
                    ("cuda", lambda: kt.tiny_kernel[(1,)](xt, yt, 1024, 2.0)),
                    ("triton", lambda: kr.tiny_kernel[(1,)](xt, yt, 1024, 2.0))):
        fn()
        torch.cuda.synchronize()
        dev.synchronize()
        t0 = time.perf_counter()
        for _ in range(5000):
            fn()
        torch.cuda.synchronize()
        dev.synchronize()
        per[who] = (time.perf_counter() - t0) / 5000 * 1e6
    row("launch (4 args), host time", "us", [f"{per['vulkan']:.1f}", f"{per['cuda']:.1f}", f"{per['triton']:.1f}", "-",
                                            "", "5000 launches + sync"])
    for name, (ms, stages) in cold.items():
        row(f"cold compile+run {name} (Vulkan)", "ms", [f"{ms:.0f}", "", "", "", "", f"stages {stages}"])
    head = ("| kernel | unit | Vulkan | tritium CUDA | Triton | torch | Vulkan/CUDA | check |\n"
            "|---|---|---|---|---|---|---|---|\n")
    table = head + "".join("| " + " | ".join(str(x) for x in r) + " |\n" for r in rows_out)
    info = (f"device: {torch.cuda.get_device_name()} (Vulkan: {p.name}, {'.'.join(map(str, p.api_version))}), "
            f"torch {torch.__version__}, triton {triton.__version__}")
    print()
    print(info)
    print(table)
    if args.out:
        with open(args.out, "w") as f:
            f.write(f"# tritium Vulkan backend vs tritium CUDA backend vs Triton\n\n{info}; "
                    f"`python benchmarks/vulkan.py`\n\n" + table)


if __name__ == "__main__":
    main()
