"""`do_bench` for GPU kernels (what `driver.active.get_benchmarker()` returns on a CUDA machine):
kernel time from CUDA events on torch's current stream, the L2 cache flushed before each run, as
Triton's `triton.testing.do_bench` measures. Host-side timers would only see asynchronous launches.
"""
from __future__ import annotations


def do_bench(fn, warmup=25, rep=100, grad_to_none=None, quantiles=None, return_mode="mean"):
    """Milliseconds per call of `fn` (its GPU work), estimated from 5 calls, then warmed up and
    repeated to fill `warmup` / `rep` milliseconds."""
    import torch
    if return_mode not in ("min", "max", "mean", "median", "all"):
        raise ValueError(f"return_mode must be min, max, mean, median or all, got {return_mode!r}")
    from ...timing import bench_mode
    short = bench_mode() in ("short", "skip")
    cache = torch.empty(256 * 1024 * 1024 // 4, dtype=torch.int, device="cuda")
    fn()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(1 if short else 5):
        cache.zero_()
        fn()
    end.record()
    torch.cuda.synchronize()
    estimate = max(start.elapsed_time(end) / (1 if short else 5), 1e-6)
    n_warmup = 0 if short else max(1, int(warmup / estimate))
    n_repeat = 3 if short else max(1, int(rep / estimate))
    for _ in range(n_warmup):
        fn()
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(n_repeat)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(n_repeat)]
    for s, e in zip(starts, ends):
        if grad_to_none is not None:
            for x in grad_to_none:
                x.grad = None
        cache.zero_()
        s.record()
        fn()
        e.record()
    torch.cuda.synchronize()
    from ...timing import summarize
    return summarize([s.elapsed_time(e) for s, e in zip(starts, ends)], quantiles, return_mode)
