"""Run tritium's fp16 matmul (tutorial 03's 128x128x64 / 8 warps / 3 stages config) a few times, for
a profiler: `ncu --section SpeedOfLight --section WarpStateStats -k regex:matmul python benchmarks/profile_matmul.py`.
Also prints the kernel's registers, spills and shared memory, and its SASS instruction mix when
cuobjdump is on PATH."""
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

import importlib.util

_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _HERE]  # benchmarks/cuda.py is not `cuda`

import torch  # noqa: E402

_spec = importlib.util.spec_from_file_location("bench_cuda", os.path.join(_HERE, "cuda.py"))
bench = importlib.util.module_from_spec(_spec)  # benchmarks/cuda.py: its kernels and launchers
_spec.loader.exec_module(bench)

M = int(os.environ.get("M", 4096))
k = bench.load("tritium", "tritium")
a = torch.randn(M, M, device="cuda", dtype=torch.float16)
b = torch.randn(M, M, device="cuda", dtype=torch.float16)
c = torch.empty(M, M, device="cuda", dtype=torch.float16)
if os.environ.get("MAXNREG"):  # compare register caps: `MAXNREG=128 python benchmarks/profile_matmul.py`
    import functools
    k.matmul_kernel.run = functools.partial(k.matmul_kernel.run, maxnreg=int(os.environ["MAXNREG"]))
fn = bench.launchers(k, None, None, None, 0, 0, 0, None, None, a, b, c, M)["matmul"]
for _ in range(3):
    fn()
torch.cuda.synchronize()
import triton.testing  # noqa: E402
ms = triton.testing.do_bench(fn, warmup=25, rep=300, return_mode="median")
print(f"M={M}: {ms:.3f} ms, {2 * M ** 3 / ms / 1e9:.0f} TFLOP/s")
ck = next(iter(k.matmul_kernel.kernels.values()))
print({x: ck.metadata.get(x) for x in ("n_regs", "n_spills", "shared", "num_warps")})
if shutil.which("cuobjdump"):
    with tempfile.NamedTemporaryFile(suffix=".cubin") as f:
        f.write(ck.asm["cubin"])
        f.flush()
        sass = subprocess.run(["cuobjdump", "-sass", f.name], capture_output=True, text=True).stdout
    ops = Counter(m.group(1).split(".")[0] for m in re.finditer(r"/\*[0-9a-f]{4,}\*/\s+(?:@!?U?P\w+\s+)?([A-Z][A-Z0-9_.]+)", sass))
    print("SASS:", sum(ops.values()), "instructions;", ops.most_common(20))
