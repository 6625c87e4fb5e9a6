"""benchmarks/cuda.py's kernels cross-compiled for sm_90a by tritium and by Triton, side by side,
without a GPU: registers and spills (ptxas -v on each compiler's PTX), shared memory, and the SASS
instruction mix (nvdisasm): tensor-core instructions, global and shared memory traffic, barriers.
The same source for both (cuda_kernels.py), the configs of cuda.py's rows, the launch facts a 4096-
sized run gives (16-byte aligned pointers, sizes and strides divisible by 16). A tool for explaining
a row of cuda.py's table with the SASS of both compilers; it measures no time.

    python benchmarks/cuda_sass.py [--triton DIR] [--out benchmarks/results/cuda-sass.md] [rows...]

--triton: a folder holding the `triton` package (an unpacked Triton wheel: `pip download triton==3.6.0
--no-deps` and unzip it), if Triton is not installed. Needs ptxas (nvidia-cuda-nvcc) and nvdisasm
(nvidia-cuda-nvdisasm).
--tutorial06 FILE: also Triton's tutorial 06 backward kernel (`_attn_bwd` of FILE, unmodified, with
the tutorial's own config: 4 warps, 5 stages, blocks 32/128/128/32, causal), D=64 and 128. Each
compiler imports FILE in a child process of its own (the tutorial asks the active driver for the
GPU at import: without one, a stand-in answers "Hopper").
"""
from __future__ import annotations

import argparse
import collections
import importlib.util
import os
import re
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != HERE]  # (cuda.py here shadows cuda-bindings)
sys.path.insert(0, os.path.dirname(HERE))

F16 = {"a_ptr": "*fp16", "b_ptr": "*fp16", "c_ptr": "*fp16", "M": "i32", "N": "i32", "K": "i32", "stride_am": "i32",
       "stride_ak": "constexpr", "stride_bk": "i32", "stride_bn": "constexpr", "stride_cm": "i32", "stride_cn": "constexpr"}
UNIT = {"stride_ak": 1, "stride_bn": 1, "stride_cn": 1}


def _mm(dtype, bm, bn, bk, transposed_b=False):
    sig = {k: (v.replace("fp16", dtype) if v.startswith("*") and k != "c_ptr" else v) for k, v in F16.items()}
    cx = dict(UNIT, BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk, GROUP_M=8)
    if transposed_b:  # B given as b.T: its K runs contiguous (stride_bk 1), N strided
        sig = dict(sig, stride_bk="constexpr", stride_bn="i32")
        cx = dict(cx, stride_bk=1)
        del cx["stride_bn"]
    return sig, cx


def _attn(dtype, d, bn, causal, v_t=False):
    sig = {"Q": f"*{dtype}", "K": f"*{dtype}", "V": f"*{dtype}", "Out": "*fp16", "LSE": "*fp32", "sm_scale": "fp32",
           "N_CTX": "i32", "HEAD_DIM": "constexpr", "BLOCK_M": "constexpr", "BLOCK_N": "constexpr",
           "CAUSAL": "constexpr", "V_T": "constexpr"}
    return sig, {"HEAD_DIM": d, "BLOCK_M": 128, "BLOCK_N": bn, "CAUSAL": causal, "V_T": v_t}


def _bwd(kernel, d, bm, bn, causal):
    ptrs = ["Q", "K", "V", "DO", "LSE", "DELTA"] + (["DK", "DV"] if kernel == "attn_bwd_dkdv" else ["DQ"])
    sig = {p: ("*fp32" if p in ("LSE", "DELTA", "DQ") else "*fp16") for p in ptrs}
    sig.update({"sm_scale": "fp32", "N_CTX": "i32", "HEAD_DIM": "constexpr", "BLOCK_M": "constexpr",
                "BLOCK_N": "constexpr", "CAUSAL": "constexpr"})
    return sig, {"HEAD_DIM": d, "BLOCK_M": bm, "BLOCK_N": bn, "CAUSAL": causal}


# row -> (kernel, (signature, constexprs), num_warps, num_stages): cuda.py's configs
ROWS = {
    "matmul fp16 128x128x64": ("matmul_kernel", _mm("fp16", 128, 128, 64), 8, 3),
    "matmul fp16 128x256x64 (autotuned best)": ("matmul_kernel", _mm("fp16", 128, 256, 64), 8, 3),
    "matmul bf16 128x128x64": ("matmul_kernel", _mm("bf16", 128, 128, 64), 8, 3),
    "matmul fp8 e4m3 128x256x128": ("matmul_kernel", _mm("fp8e4nv", 128, 256, 128, transposed_b=True), 8, 3),
    "attention fwd fp16 D=64": ("attn_fwd", _attn("fp16", 64, 128, False), 8, 3),
    "attention fwd fp16 D=64 causal": ("attn_fwd", _attn("fp16", 64, 128, True), 8, 3),
    "attention fwd fp16 D=128": ("attn_fwd", _attn("fp16", 128, 64, False), 8, 3),
    "attention fwd fp16 D=128 causal": ("attn_fwd", _attn("fp16", 128, 64, True), 8, 3),
    "attention fwd fp8 D=64": ("attn_fwd", _attn("fp8e4nv", 64, 128, False, v_t=True), 8, 3),
    "attention fwd fp8 D=128": ("attn_fwd", _attn("fp8e4nv", 128, 128, False, v_t=True), 8, 3),
    "attention bwd dK/dV fp16 D=64": ("attn_bwd_dkdv", _bwd("attn_bwd_dkdv", 64, 32, 128, False), 8, 3),
    "attention bwd dQ fp16 D=64": ("attn_bwd_dq", _bwd("attn_bwd_dq", 64, 128, 32, False), 8, 3),
    "attention bwd dK/dV fp16 D=128": ("attn_bwd_dkdv", _bwd("attn_bwd_dkdv", 128, 32, 128, False), 8, 3),
    "attention bwd dQ fp16 D=128": ("attn_bwd_dq", _bwd("attn_bwd_dq", 128, 128, 32, False), 8, 3),
}
CLASSES = {  # SASS opcode (before the first '.') -> column
    "MMA": ("HGMMA", "QGMMA", "IGMMA", "HMMA", "IMMA"), "async copies": ("LDGSTS", "UTMALDG"),
    "global ld/st": ("LDG", "STG"), "shared ld/st": ("LDS", "STS", "LDSM", "STSM"), "barriers": ("BAR", "SYNCS"),
}


def _load(modname: str, src: str):
    d = tempfile.mkdtemp(prefix="cuda-sass-")
    path = os.path.join(d, f"k_{modname}.py")
    with open(path, "w") as f:
        f.write(src.replace("{mod}", modname))
    spec = importlib.util.spec_from_file_location(f"k_{modname}", path)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def _stats(ptx: str, cubin: bytes, verbose: dict | None = None) -> dict:
    """Registers and spills (ptxas -v's report: `verbose` where the compile kept it, as tritium's
    cubin stage does, else ptxas run on `ptx`) and the SASS mix of `cubin`."""
    from tritium.backends.cuda import toolchain as tc
    if verbose is None:
        verbose = {}
        tc.ptx_to_cubin(ptx, "90a", verbose)
    ops = re.findall(r"/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]*)", tc.sass(cubin))
    count = collections.Counter(o.split(".")[0] for o in ops)
    return {"regs": verbose["n_regs"], "spills": verbose["spill_stores"], "instrs": len(ops),
            **{k: sum(count[o] for o in names) for k, names in CLASSES.items()},
            "mix": {o: count[o] for names in CLASSES.values() for o in names if count[o]}}


T06_SIG = {"Q": "*fp16", "K": "*fp16", "V": "*fp16", "sm_scale": "fp32", "DO": "*fp16", "DQ": "*fp16", "DK": "*fp16",
           "DV": "*fp16", "M": "*fp32", "D": "*fp32", "stride_z": "i32", "stride_h": "i32", "stride_tok": "i32",
           "stride_d": "constexpr", "H": "i32", "N_CTX": "i32", "BLOCK_M1": "constexpr", "BLOCK_N1": "constexpr",
           "BLOCK_M2": "constexpr", "BLOCK_N2": "constexpr", "BLK_SLICE_FACTOR": "constexpr", "HEAD_DIM": "constexpr",
           "CAUSAL": "constexpr"}
T06_CHILD = """
import importlib.util, json, sys
who, path, d, triton_dir = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
sys.path.insert(0, {here!r})
import cuda_sass as cs
if who == "tritium":
    import tritium.compat
    tritium.compat.install_triton_alias()
elif triton_dir:
    sys.path.insert(0, triton_dir)
import triton, torch
from triton.backends.compiler import GPUTarget
if who == "Triton":  # (a stand-in driver: the tutorial asks for the GPU when imported)
    class _Hopper:
        def get_current_target(self):
            return GPUTarget("cuda", 90, 32)
        def get_active_torch_device(self):
            return torch.device("cpu")
    triton.runtime.driver.set_active(_Hopper())
    torch.cuda.get_device_capability = lambda *a: (9, 0)
spec = importlib.util.spec_from_file_location("tutorial06", path)
m = importlib.util.module_from_spec(spec)
spec.loader.exec_module(m)
sig = cs.T06_SIG
cx = dict(stride_d=1, BLOCK_M1=32, BLOCK_N1=128, BLOCK_M2=128, BLOCK_N2=32, BLK_SLICE_FACTOR=2, HEAD_DIM=d, CAUSAL=True)
attrs = {{(list(sig).index(k),): [["tt.divisibility", 16]] for k, v in sig.items() if v == "i32" or v.startswith("*")}}
ck = triton.compile(triton.compiler.ASTSource(m._attn_bwd, sig, cx, attrs),
                    target=GPUTarget("cuda", "90a" if who == "tritium" else 90, 32),
                    options={{"num_warps": 4, "num_stages": 5}})
meta = ck.metadata
shared = meta["shared"] if isinstance(meta, dict) else meta.shared
print(json.dumps(dict(cs._stats(ck.asm["ptx"], ck.asm["cubin"]), shared=shared)))
"""


def _tutorial06(path: str, d: int, triton_dir: str | None) -> dict:
    """{compiler: stats} of tutorial 06's backward kernel at head dimension d, each compiled in a child."""
    import json
    import subprocess
    out = {}
    code = T06_CHILD.format(here=HERE)
    for who in ("tritium", "Triton"):
        p = subprocess.run([sys.executable, "-c", code, who, path, str(d), triton_dir or ""], capture_output=True,
                           text=True, cwd=os.path.dirname(HERE))
        lines = p.stdout.strip().splitlines()
        out[who] = json.loads(lines[-1]) if p.returncode == 0 and lines else \
            {"error": (p.stderr.strip().splitlines() or ["failed"])[-1][:120]}
    return out


def _row(lines: list, row: str, results: dict) -> None:
    for who, r in results.items():
        if "error" in r:
            lines.append(f"| {row} | {who} | {r['error']} |||||||||")
            continue
        mix = ", ".join(f"{k} {v}" for k, v in r["mix"].items())
        lines.append(f"| {row} | {who} | {r['regs']} | {r['spills']} | {r['shared']} | {r['instrs']} | {r['MMA']} | "
                     f"{r['async copies']} | {r['global ld/st']} | {r['shared ld/st']} | {r['barriers']} | {mix} |")
    print(lines[-2], lines[-1], sep="\n", flush=True)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--triton", help="a folder holding the triton package (an unpacked wheel)")
    ap.add_argument("--out")
    ap.add_argument("--tutorial06", help="Triton's tutorial 06 file: also its backward kernel")
    ap.add_argument("rows", nargs="*")
    args = ap.parse_args()
    if args.triton:
        sys.path.insert(0, args.triton)
    import triton
    from triton.backends.compiler import GPUTarget
    import tritium
    spec = importlib.util.spec_from_file_location("cuda_kernels", os.path.join(HERE, "cuda_kernels.py"))
    ck_src = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(ck_src)
    kr, kt = _load("triton", ck_src.SRC), _load("tritium", ck_src.SRC)
    lines = [f"tritium {tritium.__version__} (cuda:90a) vs Triton {triton.__version__} (sm_90a), cross-compiled; "
             "regs/spills from ptxas -v, SASS from nvdisasm", "",
             "| row | compiler | regs | spill B | shared B | SASS instrs | MMA | async copies | global ld/st | "
             "shared ld/st | barriers | mix |", "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for row in args.rows or ROWS:
        name, (sig, cx), warps, stages = ROWS[row]
        runtime = [k for k, v in sig.items() if v != "constexpr"]
        facts = {k: (["aligned_16"] if sig[k].startswith("*") else ["divisible_16"])
                 for k in runtime if not sig[k].startswith("fp")}
        attrs = {(list(sig).index(k),): [["tt.divisibility", 16]] for k in facts}
        results = {}
        try:
            ct = tritium.compile(getattr(kt, name), sig, cx, target="cuda:90a", facts=facts, num_warps=warps,
                                 num_stages=stages)
            results["tritium"] = dict(_stats(ct.asm["ptx"], ct.asm["cubin"], ct.metadata), shared=ct.metadata.get("shared"))
        except Exception as e:  # noqa: BLE001 - reported in the table
            results["tritium"] = {"error": f"{type(e).__name__}: {e}"[:120]}
        try:
            src = triton.compiler.ASTSource(getattr(kr, name), sig, cx, attrs)
            cr = triton.compile(src, target=GPUTarget("cuda", 90, 32), options={"num_warps": warps, "num_stages": stages})
            results["Triton"] = dict(_stats(cr.asm["ptx"], cr.asm["cubin"]), shared=cr.metadata.shared)
        except Exception as e:  # noqa: BLE001 - reported in the table
            results["Triton"] = {"error": f"{type(e).__name__}: {e}"[:120]}
        _row(lines, row, results)
    if args.tutorial06:
        for d in (64, 128):
            _row(lines, f"tutorial 06 backward (_attn_bwd) D={d} causal", _tutorial06(args.tutorial06, d, args.triton))
    if args.out:
        with open(args.out, "w") as f:
            f.write("# benchmarks/cuda.py's kernels, cross-compiled by both compilers\n\n" + "\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
