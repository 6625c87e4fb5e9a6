"""Where one torch.compile model's time goes, kernel by kernel, on whichever Triton runs it.

    python -m tritium run benchmarks/inductor_kernels.py --device cuda layer_norm   # tritium's kernels
    python benchmarks/inductor_kernels.py --device cuda layer_norm                  # Triton's
    ... --compile-profile        # also: cProfile of the first (compiling) call, top 40 by cumulative time

Runs a model of tests/clients/inductor_models.py through torch.compile, then 50 calls under
torch.profiler, and prints the device time of each kernel (CUDA) or each op (CPU), largest first: run
it under both compilers and compare the rows where benchmarks/inductor.py shows a gap.
"""
from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tests", "clients"))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--calls", type=int, default=50)
    ap.add_argument("--compile-profile", action="store_true")
    ap.add_argument("model")
    args = ap.parse_args()
    import torch
    from torch.profiler import ProfilerActivity, profile
    from inductor_models import MODELS
    if args.device == "cpu":
        import torch._inductor.config as config
        config.cpu_backend = "triton"
    torch.manual_seed(0)
    fn, inputs, _ = MODELS[args.model](args.device)
    compiled = torch.compile(fn)
    prof = cProfile.Profile() if args.compile_profile else None
    if prof:
        prof.enable()
    compiled(*inputs)
    if prof:
        prof.disable()
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats("cumulative").print_stats(40)
        print(out.getvalue())
    for _ in range(5):
        compiled(*inputs)
    sync = torch.cuda.synchronize if args.device != "cpu" else (lambda: None)
    sync()
    acts = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if args.device != "cpu" else [])
    with profile(activities=acts) as p:
        for _ in range(args.calls):
            compiled(*inputs)
        sync()
    triton = sys.modules.get("triton")
    side = "tritium" if getattr(triton, "_tritium", None) is not None else f"triton {getattr(triton, '__version__', '?')}"
    key = "cuda_time_total" if args.device != "cpu" else "cpu_time_total"
    print(f"{args.model} on {args.device}, kernels compiled by {side}, {args.calls} calls")
    print(p.key_averages().table(sort_by=key, row_limit=25, max_name_column_width=60))
    return 0


if __name__ == "__main__":
    sys.exit(main())
