"""tritium's profiler with proton's API (triton.profiler): sessions, scopes, states, launch hooks,
the files it writes and the viewer that reads them; on the CPU, where a launch's time is the host's."""
import json
import subprocess
import sys

import numpy as np
import pytest

import tritium
import tritium.language as tl
import tritium.profiler as proton
from tritium import knobs
from tritium.errors import UnsupportedTritonAPI
from tritium.profiler import viewer

CALLS = []


def _meta(grid, kernel, args):
    CALLS.append(grid)
    return {"name": f"add [n={args['n']}]", "flops32": args["n"], "bytes": 12 * args["n"]}


@tritium.jit(launch_metadata=_meta)
def add(x, y, z, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(z + i, tl.load(x + i, mask=i < n) + tl.load(y + i, mask=i < n), mask=i < n)


N = 4096


@pytest.fixture
def arrays():
    rng = np.random.default_rng()
    x, y = rng.standard_normal(N, dtype=np.float32), rng.standard_normal(N, dtype=np.float32)
    z = np.full(N, np.nan, np.float32)
    add[(N // 256,)](x, y, z, N, BLOCK=256)  # compiled before any session
    yield x, y, z
    np.testing.assert_allclose(z, x + y)


@pytest.fixture(autouse=True)
def no_leftover_session(monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")  # compiled launches (the interpreter's, as Triton's, call no hooks)
    yield
    if proton.session.recorder.sessions:
        proton.finalize()
        pytest.fail("a test left a profiling session open")


def _launch(arrays, times=1):
    x, y, z = arrays
    for _ in range(times):
        add[(N // 256,)](x, y, z, N, BLOCK=256)


def _tree(path):
    doc = json.loads(open(path).read())
    assert isinstance(doc, list) and len(doc) == 2 and doc[0]["frame"]["name"] == "ROOT"
    return doc


def _child(node, name):
    found = [c for c in node["children"] if c["frame"]["name"] == name]
    assert len(found) == 1, [c["frame"]["name"] for c in node["children"]]
    return found[0]


def test_launches_and_scopes_make_a_tree(arrays, tmp_path):
    name = str(tmp_path / "prof")
    sid = proton.start(name, hook="triton")
    assert isinstance(sid, int) and proton.flags.profiling_on
    with proton.scope("outer", {"bytes": 100, "flops16": 7}):
        _launch(arrays, 3)
        with proton.scope("inner"):
            _launch(arrays)
    _launch(arrays)
    proton.finalize()
    assert not proton.flags.profiling_on
    root, device = _tree(name + ".hatchet")
    assert list(device) == ["CPU"] and device["CPU"]["0"]["num_cores"] >= 1
    outer = _child(root, "outer")
    assert outer["metrics"]["count"] == 1 and outer["metrics"]["bytes"] == 100 and outer["metrics"]["flops16"] == 7
    k = _child(outer, f"add [n={N}]")["metrics"]
    assert k["count"] == 3 and k["flops32"] == 3 * N and k["bytes"] == 36 * N and k["time (ns)"] > 0
    assert k["device_type"] == "CPU"
    inner = _child(outer, "inner")
    assert _child(inner, f"add [n={N}]")["metrics"]["count"] == 1
    assert _child(root, f"add [n={N}]")["metrics"]["count"] == 1
    # the viewer's inclusive time of a scope is its span: at least the launches in it
    tree, cols = viewer.parse(["time/ns", "count", "gflop32/s"], name + ".hatchet")
    by_name = {c.name: c for c in tree.children}
    assert by_name["outer"].values["time/ns"] >= k["time (ns)"] + _child(inner, f"add [n={N}]")["metrics"]["time (ns)"]
    assert by_name["outer"].values["count"] == 1 + 3 + 1 + 1
    got = by_name[f"add [n={N}]"].values["gflop32/s"]
    m = _child(root, f"add [n={N}]")["metrics"]
    assert got == pytest.approx(N / m["time (ns)"])


def test_without_the_triton_hook_frames_are_kernel_names_and_the_callback_is_not_called(arrays, tmp_path):
    CALLS.clear()
    proton.start(str(tmp_path / "p"))
    _launch(arrays, 2)
    proton.finalize()
    root, _ = _tree(tmp_path / "p.hatchet")
    m = _child(root, "add")["metrics"]
    assert m["count"] == 2 and "flops32" not in m
    assert CALLS == []


def test_deactivated_sessions_record_nothing(arrays, tmp_path):
    sid = proton.start(str(tmp_path / "p"), hook="triton")
    _launch(arrays)
    proton.deactivate(sid)
    _launch(arrays, 4)
    with proton.scope("unseen"):
        pass
    proton.activate(sid)
    _launch(arrays)
    proton.finalize(sid)
    root, _ = _tree(tmp_path / "p.hatchet")
    assert [c["frame"]["name"] for c in root["children"]] == [f"add [n={N}]"]
    assert root["children"][0]["metrics"]["count"] == 2


def test_states_group_kernels_and_two_sessions_record_alike(arrays, tmp_path):
    a = proton.start(str(tmp_path / "a"), hook="triton")
    b = proton.start(str(tmp_path / "b"))
    with proton.scope("s"), proton.state("warm"):
        _launch(arrays)
    proton.finalize(a)
    proton.finalize(b)
    for f in (tmp_path / "a.hatchet", tmp_path / "b.hatchet"):  # (the launch hook is one for all, as proton's)
        root, _ = _tree(f)
        assert _child(_child(_child(root, "s"), "warm"), f"add [n={N}]")["metrics"]["count"] == 1


def test_python_context_frames_are_the_call_stack(arrays, tmp_path):
    proton.start(str(tmp_path / "p"), context="python")

    def helper():
        _launch(arrays)
    helper()
    proton.finalize()
    root, _ = _tree(tmp_path / "p.hatchet")
    names = []
    node = root
    while node["children"]:
        node = node["children"][0]
        names.append(node["frame"]["name"])
    assert names[-1] == "add"
    assert any(n.endswith("@helper") and n.startswith("test_profiler.py:") for n in names), names
    assert any(n.endswith("@_launch") for n in names), names


def test_trace_data_writes_chrome_trace_events(arrays, tmp_path):
    proton.start(str(tmp_path / "t"), data="trace", hook="triton")
    with proton.scope("s"):
        _launch(arrays, 2)
    proton.finalize()
    doc = json.loads((tmp_path / "t.chrome_trace").read_text())
    ev = doc["traceEvents"]
    kernels = [e for e in ev if e["cat"] == "kernel"]
    scopes = [e for e in ev if e["cat"] == "scope"]
    assert len(kernels) == 2 and len(scopes) == 1 and all(e["ph"] == "X" for e in ev)
    assert kernels[0]["args"]["flops32"] == N
    s = scopes[0]
    for k in kernels:  # inside the scope's span
        assert s["ts"] <= k["ts"] and k["ts"] + k["dur"] <= s["ts"] + s["dur"] + 1e-3
    assert kernels[0]["ts"] + kernels[0]["dur"] <= kernels[1]["ts"] + 1e-3


def test_cpu_timed_scope_and_enter_exit_scope(arrays, tmp_path):
    proton.start(str(tmp_path / "p"))
    with proton.cpu_timed_scope("host"):
        proton.enter_scope("manual", metrics={"bytes": 5})
        _launch(arrays)
        proton.exit_scope("manual", metrics={"bytes": 6})
    proton.finalize()
    root, _ = _tree(tmp_path / "p.hatchet")
    host = _child(root, "host")
    assert host["metrics"]["cpu_time (ns)"] > 0
    assert _child(host, "manual")["metrics"]["bytes"] == 11


def test_errors_say_what_is_wrong(arrays, tmp_path):
    with pytest.raises(UnsupportedTritonAPI, match="in-kernel instrumentation"):
        proton.start(str(tmp_path / "p"), backend="instrumentation")
    with pytest.raises(UnsupportedTritonAPI, match="no profiling modes"):
        proton.start(str(tmp_path / "p"), mode="pcsampling")
    with pytest.raises(ValueError, match="context"):
        proton.start(str(tmp_path / "p"), context="stack")
    with pytest.raises(ValueError, match="not available for the active device"):
        proton.start(str(tmp_path / "p"), backend="roctracer")
    proton.start(str(tmp_path / "p"))
    with pytest.raises(RuntimeError, match="innermost open scope is 'a'"):
        with proton.scope("a"):
            proton.exit_scope("b")
    with pytest.raises(ValueError, match="recorded a tree"):
        proton.finalize(output_format="chrome_trace")
    proton.finalize()
    assert not (tmp_path / "p.chrome_trace").exists()


def test_hooks_set_before_are_called_and_put_back(arrays, tmp_path):
    seen = []
    with knobs.runtime.scope():
        knobs.runtime.launch_enter_hook = lambda meta: seen.append(("enter", meta.get()["name"]))
        knobs.runtime.launch_exit_hook = lambda meta: seen.append(("exit", meta["name"]))
        mine = (knobs.runtime.launch_enter_hook, knobs.runtime.launch_exit_hook)
        proton.start(str(tmp_path / "p"), hook="triton")
        _launch(arrays)
        proton.finalize()
        assert seen == [("enter", f"add [n={N}]"), ("exit", f"add [n={N}]")]
        assert (knobs.runtime.launch_enter_hook, knobs.runtime.launch_exit_hook) == mine


def test_launch_hooks_receive_a_lazy_dict(arrays):
    """Triton's launch hooks get a LazyDict: {name, function, stream} and, on get(), what the
    kernel's launch_metadata callback adds (called only then)."""
    from tritium.compiler import LazyDict
    got = []
    CALLS.clear()
    with knobs.runtime.scope():
        knobs.runtime.launch_enter_hook = got.append
        _launch(arrays)
        assert len(got) == 1 and isinstance(got[0], LazyDict) and CALLS == []
        assert got[0].data["name"] == "add" and isinstance(got[0].data["function"], int)
        full = got[0].get()
        assert full["name"] == f"add [n={N}]" and full["bytes"] == 12 * N and CALLS == [(N // 256, 1, 1)]


def _hatchet(tmp_path):
    """A hand-made profile: ROOT -> scope (2 calls, 1 ms exclusive) -> kernel (4 calls, 3 ms, flops16)."""
    kernel = {"frame": {"name": "mm", "type": "function"},
              "metrics": {"count": 4, "time (ns)": 3_000_000, "flops16": 6e12, "bytes": 3e9}, "children": []}
    other = {"frame": {"name": "tiny", "type": "function"},
             "metrics": {"count": 1, "time (ns)": 1000}, "children": []}
    scope = {"frame": {"name": "bench", "type": "function"}, "metrics": {"count": 2, "time (ns)": 1_000_000},
             "children": [kernel, other]}
    root = {"frame": {"name": "ROOT", "type": "function"}, "metrics": {"count": 0, "time (ns)": 0}, "children": [scope]}
    p = tmp_path / "h.hatchet"
    p.write_text(json.dumps([root, {"CUDA": {"0": {"arch": "90"}}}]))
    return str(p)


def test_viewer_derives_metrics_from_inclusive_sums(tmp_path):
    tree, cols = viewer.parse(["time/ms", "tflop16/s", "gbyte/s", "avg_time/us", "count"], _hatchet(tmp_path))
    assert cols == ["time/ms", "tflop16/s", "gbyte/s", "avg_time/us", "count"]
    bench = tree.children[0]
    mm = bench.children[0]
    assert mm.values["time/ms"] == pytest.approx(3.0) and mm.values["tflop16/s"] == pytest.approx(2000.0)
    assert mm.values["gbyte/s"] == pytest.approx(1000.0) and mm.values["avg_time/us"] == pytest.approx(750.0)
    assert bench.values["time/ms"] == pytest.approx(4.001) and bench.values["count"] == 7
    assert tree.values["tflop16/s"] == pytest.approx(6e12 / 4.001e-3 / 1e12)
    text = viewer.format_tree(tree, cols)
    assert text.splitlines()[0].endswith(" ROOT") and "└─ " in text and "mm" in text
    pruned, _ = viewer.parse(["time/ms"], _hatchet(tmp_path), threshold=0.01)
    assert [c.name for c in pruned.children[0].children] == ["mm"]
    only, _ = viewer.parse(["time/ms"], _hatchet(tmp_path), include="^tiny$")
    assert [c.name for c in only.children[0].children] == ["tiny"]
    assert only.values["time/ms"] == pytest.approx(1.001)  # the bench scope's own 1 ms stays
    less, _ = viewer.parse(["time/ms"], _hatchet(tmp_path), exclude="^mm$")
    assert [c.name for c in less.children[0].children] == ["tiny"]


def test_viewer_errors_and_command_line(tmp_path, capsys):
    f = _hatchet(tmp_path)
    with pytest.raises(ValueError, match="available: time/s"):
        viewer.parse(["speed"], f)
    with pytest.raises(ValueError, match="peak figures"):
        viewer.parse(["util"], f)
    (tmp_path / "bad.hatchet").write_text("{}")
    with pytest.raises(ValueError, match="not a profile tree"):
        viewer.parse(["time/s"], str(tmp_path / "bad.hatchet"))
    r = subprocess.run([sys.executable, "-m", "tritium.profiler.viewer", "-m", "time/ms,count", f],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and "bench" in r.stdout and r.stdout.splitlines()[0].startswith("4.001 7 ROOT")
    r = subprocess.run([sys.executable, "-m", "tritium.profiler.viewer", "-m", "speed", f],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and r.stderr.startswith("tritium.profiler.viewer: error: metric 'speed'")
    assert "Traceback" not in r.stderr


def test_tutorial_style_script_under_the_alias(tmp_path):
    """`import triton.profiler as proton` and its viewer, as Triton's tutorial 09 uses them."""
    script = tmp_path / "prof.py"
    script.write_text(
        "import numpy as np, triton, triton.language as tl\n"
        "import triton.profiler as proton\n"
        "from triton.profiler.hooks import HookManager\n"
        "def meta(grid, kernel, args):\n"
        "    return {'name': f\"scale [n={args['n']}]\", 'flops32': args['n']}\n"
        "@triton.jit(launch_metadata=meta)\n"
        "def scale(x, n, B: tl.constexpr):\n"
        "    i = tl.program_id(0) * B + tl.arange(0, B)\n"
        "    tl.store(x + i, tl.load(x + i, mask=i < n) * 2, mask=i < n)\n"
        "x = np.ones(1024, np.float32)\n"
        "proton.start('matmul', hook='triton')\n"
        "assert HookManager.active_hooks\n"
        "proton.deactivate(0)\n"
        "scale[(4,)](x, 1024, B=256)\n"
        "proton.activate(0)\n"
        "with proton.scope('numpy [n=1024]', {'flops32': 1024}):\n"
        "    x *= 0.5\n"
        "scale[(4,)](x, 1024, B=256)\n"
        "proton.finalize()\n"
        "assert (x == 2).all()\n"
        "import triton.profiler.viewer as proton_viewer\n"
        "tree, metrics = proton_viewer.parse(['gflop32/s', 'time/ms'], 'matmul.hatchet')\n"
        "proton_viewer.print_tree(tree, metrics)\n")
    r = subprocess.run([sys.executable, "-m", "tritium", "run", str(script)], capture_output=True, text=True,
                       timeout=120, cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].endswith(" ROOT") and any(ln.endswith("scale [n=1024]") for ln in lines)
    assert any(ln.endswith("numpy [n=1024]") for ln in lines)
