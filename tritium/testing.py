"""Benchmarking helpers with Triton's signatures: do_bench, perf_report/Benchmark, assert_close.

Timing is wall-clock on the host (kernels run on the CPU). `TRITIUM_BENCH=short` (set by
`tritium run --bench short`) cuts each sweep to its first two points and each timing to a few runs,
`TRITIUM_BENCH=skip` skips perf_report sweeps entirely.
"""
from __future__ import annotations

import os
import statistics
import time

import numpy as np


def bench_mode() -> str:
    return os.environ.get("TRITIUM_BENCH", "full")


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


def do_bench(fn, warmup=25, rep=100, grad_to_none=None, quantiles=None, return_mode="mean"):
    """Time `fn` in milliseconds: estimate from 5 runs, then warm up and repeat to fill warmup/rep ms.
    On a machine whose active driver is a GPU's, the GPU's benchmarker times it (device events: a host
    timer would only see asynchronous launches, and the autotuner would pick by launch cost)."""
    bench = _device_benchmarker()
    if bench is not None:
        return bench(fn, warmup=warmup, rep=rep, grad_to_none=grad_to_none, quantiles=quantiles,
                     return_mode=return_mode)
    return host_bench(fn, warmup, rep, grad_to_none, quantiles, return_mode)


def _device_benchmarker():
    from .runtime.driver import active
    try:
        bench = active.get_benchmarker()
    except Exception:  # noqa: BLE001 - no usable device driver: time on the host
        return None
    return None if bench is do_bench or bench is host_bench else bench


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


def assert_close(x, y, atol=None, rtol=None, err_msg=""):
    """Elementwise closeness (NaNs equal), for NumPy arrays, torch tensors and numbers."""
    atol = 1e-2 if atol is None else atol
    rtol = 0.0 if rtol is None else rtol

    def arr(v):
        if hasattr(v, "detach"):
            v = v.detach().cpu()
            if str(v.dtype) == "torch.bfloat16":
                v = v.float()
            return v.numpy()
        return np.asarray(v)
    a, b = arr(x), arr(y)
    if a.size > 1:
        np.testing.assert_allclose(a, b, atol=atol, rtol=rtol, equal_nan=True, err_msg=err_msg)
    elif not np.allclose(a, b, atol=atol, rtol=rtol, equal_nan=True):
        raise AssertionError(f"{err_msg} {a} is not close to {b} (atol={atol}, rtol={rtol})")


class Benchmark:
    def __init__(self, x_names, x_vals, line_arg, line_vals, line_names, plot_name, args, xlabel="", ylabel="",
                 x_log=False, y_log=False, styles=None, color=None):
        self.x_names, self.x_vals = list(x_names), list(x_vals)
        self.line_arg, self.line_vals, self.line_names = line_arg, list(line_vals), list(line_names)
        self.plot_name, self.args = plot_name, dict(args)
        self.xlabel, self.ylabel, self.x_log, self.y_log, self.styles = xlabel, ylabel, x_log, y_log, styles


def _fmt(v) -> str:
    if v is None:
        return "NaN"
    if isinstance(v, float):
        return f"{v:.6f}".rstrip("0").rstrip(".") if v == v else "NaN"
    return str(v)


class Mark:
    def __init__(self, fn, benchmarks):
        self.fn, self.benchmarks = fn, benchmarks

    def _run(self, bench: Benchmark, save_path, print_data, **kwargs):
        x_vals = bench.x_vals[:2] if bench_mode() == "short" else bench.x_vals
        columns = bench.x_names + [f"{n} ({bench.ylabel})" if bench.ylabel else n for n in bench.line_names]
        rows = []
        for x in x_vals:
            xs = list(x) if isinstance(x, (list, tuple)) else [x] * len(bench.x_names)
            if len(xs) != len(bench.x_names):
                raise ValueError(f"Expected {len(bench.x_names)} values, got {x}")
            x_args = dict(zip(bench.x_names, xs))
            row = list(xs)
            for y in bench.line_vals:
                ret = self.fn(**x_args, **{bench.line_arg: y}, **bench.args, **kwargs)
                row.append(ret[0] if isinstance(ret, (tuple, list)) else ret)
            rows.append(row)
        if print_data:
            table = [columns] + [[_fmt(v) for v in r] for r in rows]
            widths = [max(len(str(r[i])) for r in table) for i in range(len(columns))]
            print(bench.plot_name + ":")
            idx_w = len(str(len(rows)))
            print(" " * idx_w + "  " + "  ".join(str(c).rjust(w) for c, w in zip(table[0], widths)))
            for i, r in enumerate(table[1:]):
                print(str(i).ljust(idx_w) + "  " + "  ".join(str(c).rjust(w) for c, w in zip(r, widths)))
        if save_path:
            os.makedirs(save_path, exist_ok=True)
            with open(os.path.join(save_path, f"{bench.plot_name}.csv"), "w") as f:
                f.write(",".join(columns) + "\n")
                for r in rows:
                    f.write(",".join(_fmt(v) for v in r) + "\n")
        return columns, rows

    def run(self, show_plots=False, print_data=False, save_path="", return_df=False, **kwargs):
        """Run every sweep; plots are not drawn (no plotting dependency), tables are printed/saved."""
        if bench_mode() == "skip":
            print("benchmark sweep skipped (TRITIUM_BENCH=skip)")
            return None
        benches = self.benchmarks if isinstance(self.benchmarks, list) else [self.benchmarks]
        results = [self._run(b, save_path, print_data, **kwargs) for b in benches]
        if return_df:
            return results if isinstance(self.benchmarks, list) else results[0]
        return None


def perf_report(benchmarks):
    return lambda fn: Mark(fn, benchmarks)
