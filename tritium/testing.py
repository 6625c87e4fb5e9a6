"""Benchmarking helpers with Triton's signatures: do_bench, perf_report/Benchmark, assert_close.

Timing is wall-clock on the host (kernels run on the CPU). `TRITIUM_BENCH=short` (set by
`tritium run --bench short`) cuts each sweep to its first two points and each timing to a few runs,
`TRITIUM_BENCH=skip` skips perf_report sweeps entirely.

A sweep prints each row as soon as it is measured (print_data=True); without print_data a sweep that
runs longer than TRITIUM_PROGRESS_AFTER seconds (2) shows its progress on stderr (`Progress`, which
the autotuner uses too). Plots are drawn with matplotlib where it is installed (an optional
dependency): `save_path` gets <plot_name>.png next to the CSV; `show_plots=True` with no display saves
the PNG under `plot_dir()` and says where.
"""
from __future__ import annotations

import os
import sys
import tempfile
import threading
import time

import numpy as np

from . import knobs
from .timing import bench_mode, host_bench, summarize  # noqa: F401 - (summarize: testing's API too)


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


# ---------------------------------------------------------------------------------------- progress

_clock = time.monotonic  # (tests replace it)


def progress_after() -> float:
    """Seconds a task runs silently before it shows its progress: `TRITIUM_PROGRESS_AFTER` (default 2;
    0 shows it at once, `inf` never)."""
    try:
        return max(0.0, float(knobs.testing.progress_after))
    except ValueError:
        return 2.0


def _isatty(stream) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):  # no isatty, or a closed stream
        return False


class Progress:
    """A long task's progress on stderr, and nothing for a quick one: silent for `after` seconds (the
    state then current is shown when they pass, also in the middle of a step); then, on a terminal,
    one line rewritten in place with a bar, elsewhere plain lines, at most one per `every` seconds.
    `close(summary)` ends it with the summary where anything was shown."""

    BAR = 20

    def __init__(self, stream=None, after: float | None = None, every: float = 5.0):
        self.stream = sys.stderr if stream is None else stream
        self.tty = _isatty(self.stream)
        self.after = progress_after() if after is None else after
        self.every = every
        self.t0 = _clock()
        self.shown = False  # anything written
        self.open_line = False  # a terminal line without its newline yet
        self.last_line = None  # the clock at the last plain line
        self.closed = False
        self._state = None  # (text, fraction) last updated
        self._timer = None
        self._lock = threading.RLock()

    def elapsed(self) -> float:
        return _clock() - self.t0

    def update(self, text: str, fraction: float | None = None) -> None:
        """The task's state is now `text` (`fraction` done: the bar on a terminal)."""
        with self._lock:
            if self.closed:
                return
            self._state = (text, fraction)
            self._cancel()
            now = _clock()
            wait = self.after - (now - self.t0)
            if not self.shown and wait > 0:
                return self._arm(wait)
            if not self.tty and self.last_line is not None and now - self.last_line < self.every:
                return self._arm(self.every - (now - self.last_line))
            self._show(now)

    def close(self, summary: str | None = None) -> None:
        """The task ended: its summary closes the line (only where its progress was shown)."""
        with self._lock:
            self._cancel()
            if self.closed:
                return
            self.closed = True
            if self.shown and summary:
                self._write(("\r\x1b[K" if self.tty else "") + summary + "\n")
            elif self.open_line:
                self._write("\n")
            self.open_line = False

    def _show(self, now) -> None:
        text, fraction = self._state
        if self.tty:
            if fraction is not None:
                n = int(self.BAR * min(max(fraction, 0.0), 1.0))
                text += " [" + "#" * n + "." * (self.BAR - n) + "]"
            self._write("\r\x1b[K" + text)
            self.open_line = True
        else:
            self._write(text + "\n")
            self.last_line = now
        self.shown = True

    def _arm(self, delay: float) -> None:
        if delay > 1e6:  # (`inf`: never)
            return

        def fire():
            with self._lock:
                if not self.closed and self._timer is t:
                    self._timer = None
                    self._show(_clock())
        t = threading.Timer(delay, fire)
        t.daemon = True
        self._timer = t
        t.start()

    def _cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _write(self, s: str) -> None:
        try:
            self.stream.write(s)
            self.stream.flush()
        except (OSError, ValueError):  # a closed or broken stream: progress is not worth an error
            pass


def _point(names, xs) -> str:
    """A sweep's point for people: `N=4096`, `M=N=K=512`, `M=1, N=2`."""
    if len(set(map(repr, xs))) == 1 and len(names) > 1:
        return "=".join(names) + f"={_fmt(xs[0])}"
    return ", ".join(f"{n}={_fmt(x)}" for n, x in zip(names, xs))


# ---------------------------------------------------------------------------------------- plots

_NON_INTERACTIVE = {"agg", "cairo", "pdf", "pgf", "ps", "svg", "template"}


def _has_display() -> bool:
    if sys.platform in ("darwin", "win32"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _pyplot():
    """matplotlib.pyplot (the Agg backend where there is no display), or None without matplotlib."""
    try:
        import matplotlib
    except ImportError:
        return None
    if "matplotlib.pyplot" not in sys.modules and not _has_display() and not os.environ.get("MPLBACKEND"):
        matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def _interactive(plt) -> bool:
    return str(plt.get_backend()).lower() not in _NON_INTERACTIVE


def plot_dir() -> str:
    """Where `show_plots=True` saves a plot when there is no display to show it on."""
    return os.path.join(tempfile.gettempdir(), "tritium-plots")


class Mark:
    def __init__(self, fn, benchmarks):
        self.fn, self.benchmarks = fn, benchmarks

    def _run(self, bench: Benchmark, save_path, show_plots, print_data, diff_col=False, **kwargs):
        """One sweep: each row printed as soon as it is measured (print_data), progress on stderr for a
        long sweep otherwise; then the plot (matplotlib) and the CSV. -> (columns, rows)."""
        x_vals = bench.x_vals[:2] if bench_mode() == "short" else bench.x_vals
        points = []
        for x in x_vals:
            xs = list(x) if isinstance(x, (list, tuple)) else [x] * len(bench.x_names)
            if len(xs) != len(bench.x_names):
                raise ValueError(f"Expected {len(bench.x_names)} values, got {x}")
            points.append(xs)
        names = [f"{n} ({bench.ylabel})" if bench.ylabel else n for n in bench.line_names]
        columns = bench.x_names + names
        diff = diff_col and len(columns) == 2  # Triton's diff_col: a third column, the second minus the first
        if diff:
            columns.append("Diff")
        table = _StreamTable(bench.plot_name, columns, points) if print_data else None
        progress = None if print_data else Progress()
        rows, lows, highs = [], [], []
        try:
            for i, xs in enumerate(points):
                if progress is not None:
                    progress.update(f"bench {bench.plot_name}: row {i + 1}/{len(points)} "
                                    f"({_point(bench.x_names, xs)}) ...", i / len(points))
                x_args = dict(zip(bench.x_names, xs))
                row, lo, hi = list(xs), [], []
                for y in bench.line_vals:
                    ret = self.fn(**x_args, **{bench.line_arg: y}, **bench.args, **kwargs)
                    if isinstance(ret, (tuple, list)):
                        row.append(ret[0])
                        lo.append(ret[1] if len(ret) > 1 else None)
                        hi.append(ret[2] if len(ret) > 2 else None)
                    else:
                        row.append(ret)
                        lo.append(None)
                        hi.append(None)
                if diff:
                    row.append(_diff(row[1], row[0]))
                rows.append(row)
                lows.append(lo)
                highs.append(hi)
                if table is not None:
                    table.row(row)
        finally:
            if progress is not None:
                progress.close(f"bench {bench.plot_name}: {len(rows)}/{len(points)} rows in {progress.elapsed():.1f}s")
        if show_plots or save_path:
            self._plot(bench, points, rows, lows, highs, save_path, show_plots)
        if save_path:
            os.makedirs(save_path, exist_ok=True)
            with open(os.path.join(save_path, f"{bench.plot_name}.csv"), "w") as f:
                f.write(",".join(columns) + "\n")
                for r in rows:
                    f.write(",".join(_fmt(v) for v in r) + "\n")
        return columns, rows

    def _plot(self, bench, points, rows, lows, highs, save_path, show_plots) -> None:
        """Triton's plot: a line per line_names (styles: (color, linestyle)), min..max shaded where the
        benchmark returns them, the first x name on the x axis, x_log/y_log, ylabel; titled plot_name."""
        plt = _pyplot()
        if plt is None:
            if not Mark._told_no_matplotlib:
                print("tritium: plots need matplotlib (pip install matplotlib); the data is printed/saved without them")
                Mark._told_no_matplotlib = True
            return
        fig = plt.figure()
        ax = fig.add_subplot()
        xs = [p[0] for p in points]
        nx = len(bench.x_names)
        for i, name in enumerate(bench.line_names):
            col = bench.styles[i][0] if bench.styles and i < len(bench.styles) else None
            sty = bench.styles[i][1] if bench.styles and i < len(bench.styles) else None
            ys = [_num(r[nx + i]) for r in rows]
            ax.plot(xs, ys, label=name, color=col, ls=sty)
            lo, hi = [_num(r[i]) for r in lows], [_num(r[i]) for r in highs]
            if rows and all(v == v for v in lo + hi):
                ax.fill_between(xs, lo, hi, alpha=0.15, color=col)
        ax.legend()
        ax.set_xlabel(bench.xlabel or bench.x_names[0])
        ax.set_ylabel(bench.ylabel)
        ax.set_title(bench.plot_name)
        ax.set_xscale("log" if bench.x_log else "linear")
        ax.set_yscale("log" if bench.y_log else "linear")
        name = f"{bench.plot_name}.png"
        if save_path:
            os.makedirs(save_path, exist_ok=True)
            fig.savefig(os.path.join(save_path, name))
        if show_plots:
            if _interactive(plt):
                plt.show()
            else:  # no display: the PNG is the plot shown
                where = os.path.join(save_path, name) if save_path else os.path.join(plot_dir(), name)
                if not save_path:
                    os.makedirs(plot_dir(), exist_ok=True)
                    fig.savefig(where)
                print(f"{bench.plot_name}: no display to show the plot on; saved it to {where}", flush=True)
        plt.close(fig)

    _told_no_matplotlib = False

    def run(self, show_plots=False, print_data=False, save_path="", return_df=False, **kwargs):
        """Run every sweep: rows printed as they are measured (print_data), plots drawn with matplotlib
        where it is installed (show_plots; save_path: <plot_name>.png, .csv and results.html).
        return_df: a pandas DataFrame per sweep where pandas is installed, else (columns, rows)."""
        if bench_mode() == "skip":
            print("benchmark sweep skipped (TRITIUM_BENCH=skip)")
            return None
        single = not isinstance(self.benchmarks, (list, tuple))
        benches = [self.benchmarks] if single else list(self.benchmarks)
        results = []
        for b in benches:
            results.append(self._run(b, save_path, show_plots, print_data, **kwargs))
        if save_path:
            with open(os.path.join(save_path, "results.html"), "w") as f:
                f.write("<html><body>\n")
                for b in benches:
                    f.write(f"<image src=\"{b.plot_name}.png\"/>\n")
                f.write("</body></html>\n")
        if return_df:
            dfs = [_as_df(b, *r) for b, r in zip(benches, results)]
            return dfs[0] if single else dfs
        return None


def _num(v) -> float:
    try:
        return float(v)
    except (TypeError, ValueError):
        return float("nan")


def _diff(a, b):
    try:
        return a - b
    except TypeError:
        return None


def _as_df(bench, columns, rows):
    """Triton's return_df: a DataFrame with the x names and line names as columns (pandas), else
    tritium's (columns, rows)."""
    try:
        import pandas as pd
    except ImportError:
        return columns, rows
    names = list(bench.x_names) + list(bench.line_names) + (["Diff"] if columns[-1:] == ["Diff"] else [])
    return pd.DataFrame([list(r) for r in rows], columns=names)


class _StreamTable:
    """perf_report's printed table, a row at a time: the name and header at once, then each row as it
    comes, in columns as wide as the header, the x values and 12 characters for measurements."""

    VALUE_WIDTH = 12

    def __init__(self, name, columns, points):
        n_x = len(points[0]) if points else 0
        self.widths = [max([len(str(c))] + [len(_fmt(p[i])) for p in points]) if i < n_x
                       else max(len(str(c)), self.VALUE_WIDTH) for i, c in enumerate(columns)]
        self.idx_w = len(str(len(points)))
        self.n = 0
        print(name + ":", flush=True)
        self._line(" " * self.idx_w, columns)

    def _line(self, idx, cells):
        print(idx + "  " + "  ".join(str(c).rjust(w) for c, w in zip(cells, self.widths)), flush=True)

    def row(self, row):
        self._line(str(self.n).ljust(self.idx_w), [_fmt(v) for v in row])
        self.n += 1


def perf_report(benchmarks):
    return lambda fn: Mark(fn, benchmarks)


# --------------------------------------------------------- Triton's GPU roofline helpers (CUDA only)
# torch's Inductor estimates kernels' runtimes from these (torch/_inductor/utils.py); as in Triton they
# describe an NVIDIA GPU, read through the active driver, and say so when the active backend is not one.

def nvsmi(attrs):
    """`nvidia-smi --query-gpu=<attrs>` for GPU 0, as a list of ints (Triton's helper)."""
    import shutil
    import subprocess
    exe = shutil.which("nvidia-smi")
    if exe is None:
        raise RuntimeError("nvsmi(): nvidia-smi is not on PATH (it comes with the NVIDIA driver)")
    out = subprocess.check_output([exe, "-i", "0", "--query-gpu=" + ",".join(attrs),
                                   "--format=csv,noheader,nounits"])
    return [int(x) for x in out.decode().split(",")]


def _cuda_properties(device, what: str) -> tuple[dict, int]:
    """(the device's properties, its compute capability major) from the active CUDA driver."""
    from .runtime.driver import active
    target = active.get_current_target()
    if target.backend != "cuda":
        raise RuntimeError(f"{what}() describes an NVIDIA GPU; the active tritium backend is {target.backend!r} "
                           "(make the CUDA driver active: triton.runtime.driver.set_active(...))")
    if device is None:
        device = active.get_current_device()
    return active.utils.get_device_properties(device), int(str(target.arch).rstrip("a")) // 10


def _dtype_name(dtype) -> str:
    from .runtime.jit import type_canonicalisation_dict
    name = str(getattr(dtype, "name", None) or dtype).split(".")[-1]
    return type_canonicalisation_dict.get(name, name)


def get_dram_gbps(device=None) -> float:
    """The GPU's DRAM bandwidth in GB/s, from its memory clock and bus width (Triton's helper)."""
    props, _ = _cuda_properties(device, "get_dram_gbps")
    return props["mem_clock_rate"] * props["mem_bus_width"] * 2 / 1e6 / 8


def get_max_tensorcore_tflops(dtype, clock_rate, device=None) -> float:
    """Peak tensor-core TFLOP/s for `dtype` at `clock_rate` kHz (Triton's per-sub-core table)."""
    props, major = _cuda_properties(device, "get_max_tensorcore_tflops")
    name = _dtype_name(dtype)
    if major < 8:
        if name != "fp16":
            raise RuntimeError(f"dtype {dtype} not supported before sm_80")
        ops = 256
    elif name in ("fp32", "i32"):
        ops = 256
    elif name in ("fp16", "bf16", "i16"):
        ops = 512
    elif name in ("i8", "fp8e4nv", "fp8e4b15", "fp8e5"):
        ops = 1024
    else:
        raise RuntimeError(f"dtype {dtype} not supported")
    return props["multiprocessor_count"] * 4 * clock_rate * ops * 1e-9


def get_max_simd_tflops(dtype, clock_rate, device=None) -> float:
    """Peak CUDA-core (non-tensor) TFLOP/s for `dtype` at `clock_rate` kHz (Triton's table)."""
    props, major = _cuda_properties(device, "get_max_simd_tflops")
    name = _dtype_name(dtype)
    if name == "fp32":
        ops = 32
    elif name == "fp16" or (name == "bf16" and major >= 8):
        ops = 64
    else:
        raise RuntimeError(f"dtype {dtype} not supported")
    return props["multiprocessor_count"] * 4 * clock_rate * ops * 1e-9
