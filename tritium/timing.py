"""Timing a callable on the host clock: `host_bench` (do_bench's CPU half: what the CPU driver's
`get_benchmarker()` returns) and the statistics every benchmarker reports (`summarize`). At the
bottom of the layers, so that backends time kernels without importing `tritium.testing`, which sits
above the runtime (it asks the active driver for a GPU's benchmarker)."""
from __future__ import annotations

import statistics
import time

from . import knobs


def bench_mode() -> str:
    return knobs.testing.bench


def _quantiles(times, qs):
    s = sorted(times)
    out = []
    for q in qs:
        if not 0 <= q <= 1:
            raise ValueError("Quantiles must be in the range [0, 1]")
        pos = q * (len(s) - 1)
        lo = int(pos)
        hi = min(lo + 1, len(s) - 1)
        out.append(s[lo] + (s[hi] - s[lo]) * (pos - lo))
    return out


def host_bench(fn, warmup=25, rep=100, grad_to_none=None, quantiles=None, return_mode="mean"):
    """do_bench with the host's clock (CPU kernels)."""
    if return_mode not in ("min", "max", "mean", "median", "all"):
        raise ValueError(f"return_mode must be min, max, mean, median or all, got {return_mode!r}")
    fn()
    short = bench_mode() in ("short", "skip")
    t0 = time.perf_counter()
    n_est = 1 if short else 5
    for _ in range(n_est):
        fn()
    estimate = max((time.perf_counter() - t0) * 1e3 / n_est, 1e-6)
    n_warmup = 0 if short else max(1, int(warmup / estimate))
    n_repeat = 3 if short else max(1, int(rep / estimate))
    for _ in range(n_warmup):
        fn()
    times = []
    for _ in range(n_repeat):
        if grad_to_none is not None:
            for x in grad_to_none:
                x.grad = None
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1e3)
    return summarize(times, quantiles, return_mode)


def summarize(times: list, quantiles=None, return_mode: str = "mean"):
    """do_bench's answer from the measured times (ms): the quantiles asked for, or one statistic."""
    if quantiles is not None:
        q = _quantiles(times, quantiles)
        return q[0] if len(q) == 1 else q
    if return_mode == "all":
        return times
    return {"min": min, "max": max, "mean": statistics.mean, "median": statistics.median}[return_mode](times)


class HostClock:
    """The profiler's clock on devices whose launches return when the kernel is done (the CPU):
    marks are the host's monotonic nanoseconds. A device's driver gives its own clock instead
    (`Driver.profiler_clock`; CUDA's marks are events on the launch's stream)."""
    device_type = "CPU"

    def mark(self, stream=None) -> int:
        return time.perf_counter_ns()

    def elapsed_ns(self, start, end) -> int:
        """Nanoseconds from mark `start` to mark `end` (a device clock waits for `end` to happen)."""
        return end - start

    def release(self, mark) -> None:
        """`mark` is no longer needed (a device clock reuses its event)."""

    def device_info(self) -> dict:
        """The profile's device record (proton's second element: {device type: {index: facts}})."""
        import os
        import platform
        return {self.device_type: {"0": {"arch": platform.machine(), "num_cores": os.cpu_count() or 1}}}
