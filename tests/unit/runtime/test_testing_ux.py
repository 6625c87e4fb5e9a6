"""What a long run shows: perf_report rows printed as they are measured, progress on stderr for long
sweeps and long autotuning (quiet for quick ones), plots with matplotlib where it is installed, and
the CPU stream calls `tritium run` adds to torch."""
import contextlib
import io
import os
import subprocess
import sys
import time
import types

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium import compat, testing
from tritium.runtime import autotuner


class TTY(io.StringIO):
    def isatty(self):
        return True


class FakeClock:
    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t


@pytest.fixture(autouse=True)
def quiet_env(monkeypatch):
    for name in ("TRITIUM_BENCH", "TRITIUM_PROGRESS_AFTER", "TRITIUM_AUTOTUNE_PROGRESS", "TRITIUM_AUTOTUNE",
                 "TRITON_PRINT_AUTOTUNING", "TRITIUM_PRINT_AUTOTUNING", "TRITON_CACHE_AUTOTUNING"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def clock(monkeypatch):
    """A clock the test moves; no timers (what a timer would show is tested in real time below)."""
    c = FakeClock()
    monkeypatch.setattr(testing, "_clock", c)
    monkeypatch.setattr(testing.Progress, "_arm", lambda self, delay: None)
    return c


def bench(x_vals=(1, 2, 3), name="sweep", **kw):
    return testing.Benchmark(x_names=["N"], x_vals=list(x_vals), line_arg="p", line_vals=["a", "b"],
                             line_names=["A", "B"], plot_name=name, args={}, ylabel="GB/s", **kw)


# ------------------------------------------------------------------------------ rows as they come
def test_rows_are_printed_as_they_are_measured():
    out = io.StringIO()
    seen = {}

    @testing.perf_report(bench((128, 4096, 65536)))
    def f(N, p):
        seen.setdefault(N, out.getvalue())  # what was printed when this row started
        return N / 7 if p == "a" else (N / 3, N / 4, N / 2)

    with contextlib.redirect_stdout(out):
        res = f.run(print_data=True, return_df=True)
    text = out.getvalue()
    lines = text.splitlines()
    assert lines[0] == "sweep:"
    assert seen[128] == "sweep:\n" + lines[1] + "\n"  # the header before the first measurement
    assert seen[4096].count("\n") == 3 and seen[65536].count("\n") == 4  # each row before the next starts
    header = lines[1].split()
    assert header == ["N", "A", "(GB/s)", "B", "(GB/s)"]
    assert len({len(line) for line in lines[1:]}) == 1  # one table, aligned
    assert lines[2].split() == ["0", "128", "18.285714", "42.666667"]
    assert lines[4].split()[:2] == ["2", "65536"]
    try:
        import pandas  # noqa: F401
        assert list(res.columns) == ["N", "A", "B"] and list(res["B"]) == [128 / 3, 4096 / 3, 65536 / 3]
    except ImportError:  # tritium's (columns, rows)
        assert res == (["N", "A (GB/s)", "B (GB/s)"], [[n, n / 7, n / 3] for n in (128, 4096, 65536)])


def test_short_mode_streams_its_two_rows(monkeypatch):
    monkeypatch.setenv("TRITIUM_BENCH", "short")
    out = io.StringIO()

    @testing.perf_report(bench((1, 2, 3, 4)))
    def f(N, p):
        return 1.0

    with contextlib.redirect_stdout(out):
        f.run(print_data=True)
    assert len(out.getvalue().splitlines()) == 4  # name, header, 2 rows


def test_several_x_names_and_diff_col():
    b = testing.Benchmark(x_names=["M", "N"], x_vals=[(1, 2), 3], line_arg="p", line_vals=["a"],
                          line_names=["A"], plot_name="two", args={"k": 1})
    out = io.StringIO()

    @testing.perf_report(b)
    def f(M, N, p, k, extra):
        return M * N + k + extra

    with contextlib.redirect_stdout(out):
        f.run(print_data=True, extra=10)
    assert [line.split() for line in out.getvalue().splitlines()[2:]] == [["0", "1", "2", "13"], ["1", "3", "3", "20"]]

    one = testing.Benchmark(x_names=["N"], x_vals=[1, 2], line_arg="p", line_vals=["a"], line_names=["A"],
                            plot_name="diff", args={})
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        testing.perf_report(one)(lambda N, p: N * 10).run(print_data=True, diff_col=True)
    assert out.getvalue().splitlines()[1].split() == ["N", "A", "Diff"]
    assert out.getvalue().splitlines()[3].split() == ["1", "2", "20", "18"]


# ------------------------------------------------------------------------------ progress on stderr
def test_a_quick_sweep_is_quiet():
    err, out = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        testing.perf_report(bench())(lambda N, p: 1.0).run()
    assert err.getvalue() == "" and out.getvalue() == ""


def test_a_long_sweep_shows_its_rows_on_stderr(clock):
    err = io.StringIO()

    @testing.perf_report(bench((256, 4096, 8192)))
    def f(N, p):
        clock.t += 3.0  # each measurement 3 s: rows of 6 s
        return 1.0

    with contextlib.redirect_stderr(err):
        f.run(print_data=False)
    lines = err.getvalue().splitlines()
    # row 1 started at 0 s (quiet); 2 and 3 started after 2 s, 6 s apart (plain lines: one per 5 s at most)
    assert lines == ["bench sweep: row 2/3 (N=4096) ...", "bench sweep: row 3/3 (N=8192) ...",
                     "bench sweep: 3/3 rows in 18.0s"]


def test_plain_lines_are_few(clock):
    err = io.StringIO()

    @testing.perf_report(bench(range(1, 101)))
    def f(N, p):
        clock.t += 0.25  # 100 rows of 0.5 s: 50 s
        return 1.0

    with contextlib.redirect_stderr(err):
        f.run()
    lines = err.getvalue().splitlines()
    assert 8 <= len(lines) <= 12 and lines[-1] == "bench sweep: 100/100 rows in 50.0s"


def test_progress_shows_during_a_long_row(monkeypatch):
    """A single row that takes long is shown while it runs (a timer), not only when the next starts."""
    monkeypatch.setenv("TRITIUM_PROGRESS_AFTER", "0.05")
    err = io.StringIO()
    during = []

    @testing.perf_report(bench((7,), name="slow"))
    def f(N, p):
        if p == "b":
            deadline = time.monotonic() + 5
            while "row 1/1" not in err.getvalue() and time.monotonic() < deadline:
                time.sleep(0.01)
            during.append(err.getvalue())
        return 1.0

    with contextlib.redirect_stderr(err):
        f.run()
    assert during == ["bench slow: row 1/1 (N=7) ...\n"]
    assert err.getvalue().splitlines()[-1].startswith("bench slow: 1/1 rows in ")


def test_progress_on_a_terminal_is_one_line_rewritten(clock):
    tty = TTY()
    p = testing.Progress(stream=tty, after=2.0)
    p.update("job: 0/4 things", 0.0)
    assert tty.getvalue() == ""
    for i in range(1, 4):
        clock.t += 1.0
        p.update(f"job: {i}/4 things", i / 4)
    p.close("job: 4/4 things in 3.0s")
    v = tty.getvalue()
    assert "\n" not in v[:-1] and v.endswith("\r\x1b[Kjob: 4/4 things in 3.0s\n")
    assert "\r\x1b[Kjob: 2/4 things [##########..........]" in v
    assert "\r\x1b[Kjob: 3/4 things [###############.....]" in v


def test_progress_threshold_knob(monkeypatch, clock):
    monkeypatch.setenv("TRITIUM_PROGRESS_AFTER", "0")
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        testing.perf_report(bench((5,)))(lambda N, p: 1.0).run()
    assert err.getvalue().splitlines() == ["bench sweep: row 1/1 (N=5) ...", "bench sweep: 1/1 rows in 0.0s"]
    monkeypatch.setenv("TRITIUM_PROGRESS_AFTER", "inf")
    p = testing.Progress(stream=err, after=None)
    clock.t += 1e9
    p.update("never")
    assert p._timer is None and "never" not in err.getvalue()


def test_point_names():
    assert testing._point(["M", "N", "K"], [512, 512, 512]) == "M=N=K=512"
    assert testing._point(["M", "N"], [1, 2.5]) == "M=1, N=2.5"


# ------------------------------------------------------------------------------ plots
def _is_png(path):
    with open(path, "rb") as f:
        return f.read(8) == b"\x89PNG\r\n\x1a\n"


def test_save_path_writes_png_csv_and_html(tmp_path):
    pytest.importorskip("matplotlib")
    out = io.StringIO()
    b = bench((1, 2, 4), name="plot-me", x_log=True, y_log=True, styles=[("blue", "-"), ("green", "--")])
    with contextlib.redirect_stdout(out):
        testing.perf_report([b])(lambda N, p: (N * 1.0, N * 0.5, N * 2.0) if p == "a" else N * 3.0).run(
            save_path=str(tmp_path / "out"))
    d = tmp_path / "out"
    assert _is_png(d / "plot-me.png")
    assert (d / "plot-me.csv").read_text().splitlines() == ["N,A (GB/s),B (GB/s)", "1,1,3", "2,2,6", "4,4,12"]
    assert 'src="plot-me.png"' in (d / "results.html").read_text()
    assert out.getvalue() == ""


def test_show_plots_without_display_saves_and_says_where(tmp_path, monkeypatch):
    pytest.importorskip("matplotlib")
    monkeypatch.setattr(testing, "_has_display", lambda: False)
    monkeypatch.setattr(testing, "plot_dir", lambda: str(tmp_path / "plots"))
    import matplotlib.pyplot as plt
    if testing._interactive(plt):
        pytest.skip("an interactive matplotlib backend is in use")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        testing.perf_report(bench((1, 2), name="shown"))(lambda N, p: 1.0).run(show_plots=True)
    where = tmp_path / "plots" / "shown.png"
    assert out.getvalue() == f"shown: no display to show the plot on; saved it to {where}\n"
    assert _is_png(where)


def test_without_matplotlib_one_line_and_the_data(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # `import matplotlib` raises ImportError
    monkeypatch.setattr(testing.Mark, "_told_no_matplotlib", False)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        mark = testing.perf_report([bench((1,), name="p1"), bench((1,), name="p2")])(lambda N, p: 2.0)
        mark.run(show_plots=True, save_path=str(tmp_path))
    assert out.getvalue().splitlines() == [
        "tritium: plots need matplotlib (pip install matplotlib); the data is printed/saved without them"]
    assert (tmp_path / "p1.csv").exists() and (tmp_path / "p2.csv").exists() and not (tmp_path / "p1.png").exists()


# ------------------------------------------------------------------------------ torch.cpu streams
def _fake_torch_cpu():
    cpu = types.ModuleType("torch.cpu")

    class Stream:
        def wait_stream(self, other):
            pass
    cpu.Stream = Stream
    cpu._default_cpu_stream = cpu._current_stream = Stream()
    cpu.current_stream = lambda device=None: cpu._current_stream
    return cpu


def test_stream_patches_add_only_what_is_missing(monkeypatch):
    cpu = _fake_torch_cpu()
    monkeypatch.setitem(sys.modules, "torch.cpu", cpu)
    assert compat._patch_torch_cpu(cpu) == ["set_stream", "default_stream", "Stream.synchronize", "Stream.query"]
    s = cpu.Stream()
    cpu.set_stream(s)
    assert cpu.current_stream() is s and cpu.default_stream() is cpu._default_cpu_stream
    cpu.set_stream(None)
    assert cpu.current_stream() is s
    assert s.synchronize() is None and s.query() is True
    assert compat._patch_torch_cpu(cpu) == []  # twice: nothing more

    own = _fake_torch_cpu()
    own.set_stream = marker = lambda s: "torch's own"
    monkeypatch.setitem(sys.modules, "torch.cpu", own)
    assert "set_stream" not in compat._patch_torch_cpu(own) and own.set_stream is marker


def test_tritium_run_patches_torch_cpu_when_it_is_imported(tmp_path):
    pytest.importorskip("torch")
    script = tmp_path / "streams.py"
    script.write_text(
        "import sys\n"
        "assert 'torch' not in sys.modules  # tritium run does not import torch itself\n"
        "import torch, triton\n"
        "s = torch.cpu.Stream()\n"
        "torch.cpu.set_stream(s)\n"
        "assert torch.cpu.current_stream() is s\n"
        "with torch.cpu.stream(torch.cpu.default_stream()):\n"
        "    s.synchronize()\n"
        "assert type(torch.cpu.__loader__).__module__ != 'tritium.compat'\n"
        "print('ok')\n")
    r = subprocess.run([sys.executable, "-m", "tritium", "run", str(script)], capture_output=True, text=True,
                       timeout=300, env={**os.environ, "TRITIUM_CACHE_DIR": str(tmp_path / "c")})
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "ok"


# ------------------------------------------------------------------------------ autotuning progress
@tritium.jit
def twice(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) * 2.0, mask=m)


def _tune(clock=None, n_configs=3, n=300):
    def timed(f, quantiles):
        f()
        if clock is not None:
            clock.t += 4.0  # each config 4 s
        return [1.0, 1.0, 1.0]
    configs = [tritium.Config({"BLOCK": 16 * 2 ** i}) for i in range(n_configs)]
    at = tritium.autotune(configs, key=["n"], do_bench=timed)(twice)
    x = np.arange(n, dtype=np.float32)
    y = np.zeros_like(x)
    at[lambda meta: (-(-n // meta["BLOCK"]),)](x, y, n)
    np.testing.assert_array_equal(y, x * 2)
    return at


def test_autotuning_progress_on_a_non_tty(clock, capsys):
    _tune(clock)
    err = capsys.readouterr().err.splitlines()
    # 0 s: quiet; config 2 starts at 4 s: shown; config 3 at 8 s: within 10 s of that line (few lines)
    assert err == ["autotuning twice: 1/3 configs", "autotuning twice: 3/3 configs in 12.0s"]


def test_quick_autotuning_is_quiet_and_the_knob_turns_it_off(clock, capsys, monkeypatch):
    _tune(None)  # the clock does not move: quick
    assert capsys.readouterr().err == ""
    monkeypatch.setenv("TRITIUM_AUTOTUNE_PROGRESS", "0")
    _tune(clock, n=301)
    assert capsys.readouterr().err == ""
    monkeypatch.setenv("TRITIUM_AUTOTUNE_PROGRESS", "1")
    _tune(None, n=302)
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "autotuning twice: compiling 3 configs ..." and err[-1].startswith("autotuning twice: 3/3 configs in ")


def test_autotuning_progress_bar_on_a_terminal(clock, monkeypatch, capsys):
    tty = TTY()
    monkeypatch.setattr(sys, "stderr", tty)
    monkeypatch.setenv("TRITON_PRINT_AUTOTUNING", "1")
    _tune(clock, n_configs=4)
    v = tty.getvalue()
    assert "\r\x1b[Kautotuning twice: 1/4 configs [#####...............]" in v
    assert "\r\x1b[Kautotuning twice: 3/4 configs [###############.....]" in v
    assert v.endswith("\r\x1b[Kautotuning twice: 4/4 configs in 16.0s\n") and v.count("\n") == 1
    out = capsys.readouterr().out  # TRITON_PRINT_AUTOTUNING's line is as it was, on stdout
    assert out.startswith("Triton autotuning for function twice finished after ") and "best config selected: BLOCK: " in out


def test_many_configs_show_sooner():
    assert autotuner._progress(16).after == 0.5 and autotuner._progress(3).after == 2.0
