"""Triton kernel libraries from PyPI, unmodified, on tritium's CPU backend (and CUDA where a GPU is usable).

liger-kernel, flag_gems and flash-linear-attention (import name `fla`) are downloaded from the
package index at the pinned versions (skipped when the index cannot be reached or torch is missing)
and installed with `pip install --no-deps --target`: never another torch or Triton, and of their
declared dependencies only the pure-Python ones they import at load time and this environment lacks.
Nothing of a library is vendored, shimmed or patched: a child process `python -m tritium run
run_library.py --device DEV LIB OP ...` imports it with the alias (`import triton` is tritium), runs
its ops on random float32 tensors, forward and backward, and compares them with float64 torch
references (within eager float32's own error; run_library.py prints one JSON line per op). With
TRITIUM_LIBRARY_WHEELS=DIR the wheels come from DIR (a GPU machine without the index).

The ops of a library run in a few child processes (GROUPS: the library is imported once per
process and kernels compiled by one op serve the next); the pytest-xdist workers share the
installs, the results and one tritium cache through files under the session's base temp folder.

Outcomes: an op passes; or it is skipped because the library itself refuses it on CPU or in float32
(LIBRARY_REFUSES, checked against what the child saw); or it is marked xfail(strict=True) for a
known tritium bug (TRITIUM_BUGS, empty while none is known), so that it fails once fixed. fla's
chunked ops compile ~100 autotuner configs each: a few run by default, all of them with
TRITIUM_LIBRARY_TESTS=all.
"""
from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import subprocess
import sys

import pytest

pytest.importorskip("torch")

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from run_library import FLA_OPS, GEMS_OPS, LIGER_OPS  # noqa: E402

# lib -> (the distributions to install, pinned: name==version; each extra one with the module it
# provides, installed only where that module is missing). Found from the wheels' METADATA:
#   liger-kernel 0.8.5: torch, triton (provided here).
#   flag_gems 5.0.2: packaging, PyYAML, numpy, sqlalchemy (flag_gems.utils.libentry imports it).
#   flash-linear-attention 0.6.0: fla-core==0.6.0 (fla.ops, fla.modules) and transformers, which only
#     its fla.layers / fla.models need (fla/__init__ treats them as optional); fla-core: einops.
PACKAGES = {
    "liger": (["liger-kernel==0.8.5"], []),
    "gems": (["flag_gems==5.0.2"], [("sqlalchemy==2.0.48", "sqlalchemy"), ("PyYAML==6.0.3", "yaml"),
                                      ("packaging", "packaging")]),
    "fla": (["flash-linear-attention==0.6.0", "fla-core==0.6.0"], [("einops", "einops")]),
}

FULL = os.environ.get("TRITIUM_LIBRARY_TESTS", "").lower() in ("all", "full", "1")

# Groups of ops sharing one child process (and so one import and one set of compiled kernels).
FLA_SLOW = ["chunk_gla", "chunk_retention", "chunk_kda", "chunk_linear_attn", "logsigmoid", "swiglu"]
GROUPS = {
    "liger": ("liger", LIGER_OPS),
    "gems": ("gems", GEMS_OPS),
    "fla-modules": ("fla", ["l2norm", "layer_norm", "rms_norm", "rms_norm_gated"]),
    "fla-recurrent": ("fla", ["fused_recurrent_simple_gla", "fused_recurrent_gla", "fused_recurrent_retention",
                              "fused_recurrent_delta_rule", "fused_recurrent_gated_delta_rule",
                              "fused_recurrent_linear_attn", "fused_recurrent_hgrn", "parallel_attn",
                              "chunk_delta_rule"]),
    "fla-chunk_simple_gla": ("fla", ["chunk_simple_gla"]),
    "fla-chunk_gated_delta_rule": ("fla", ["chunk_gated_delta_rule"]),
    **{f"fla-{op}": ("fla", [op]) for op in FLA_SLOW},
}
GROUP_OF = {(lib, op): g for g, (lib, ops) in GROUPS.items() for op in ops}
assert sorted(op for (lib, op) in GROUP_OF if lib == "fla") == sorted(FLA_OPS)

# (lib, op) -> (a substring of the error the library raises, why it is skipped)
LIBRARY_REFUSES = {
    ("liger", "dyt_backward"): (
        "NUM_SMS", "liger-kernel refuses the CPU: liger_dyt_bwd (liger_kernel/ops/dyt.py:130-137) sizes its "
                   "partial sums by the device's SM count for cuda/xpu/npu only; on a CPU NUM_SMS is unbound"),
    ("fla", "chunk_delta_rule"): (
        "does not support float32", "fla refuses float32: chunk_delta_rule asserts q.dtype != float32 "
                                    "(fla/ops/delta_rule/chunk.py:303)"),
    **{("fla", op): ("Please upgrade Triton to >= 3.7.1",
                     "fla refuses the Triton version tritium reports (3.6) on Hopper GPUs for gated chunked ops "
                     "(fla/ops/common/chunk_o.py:728, fla issue #640: a bug of Triton 3.4-3.7.0's compiler)")
       for op in ("chunk_simple_gla", "chunk_gated_delta_rule")},
}
# (lib, op) -> the tritium bug (file:line, and what Triton does) that makes it fail
TRITIUM_BUGS: dict[tuple[str, str], str] = {}


# On CUDA, fp32 dots that name no precision are tf32 in Triton (and tritium), full fp32 in eager
# torch: the libraries' fp32 results are checked with Triton's own knob set to full precision.
GPU_ENV = {"cuda": {"TRITON_F32_DEFAULT": "ieee"}}


def _shared_root(tmp_path_factory):
    base = tmp_path_factory.getbasetemp()
    root = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "tritium-libraries"
    root.mkdir(exist_ok=True)
    return root


@contextlib.contextmanager
def _locked(path):
    import fcntl
    with open(path, "a") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def _pip(*args, timeout):
    return subprocess.run([sys.executable, "-m", "pip", *args, "--disable-pip-version-check"],
                          capture_output=True, text=True, timeout=timeout)


def _install(root, lib) -> dict:
    """Download the pinned wheels (no dependencies), install them into root/<lib>: {ok, reason, path}.
    With TRITIUM_LIBRARY_WHEELS=DIR the wheels are taken from DIR alone (machines without the index)."""
    wheels, target = root / f"{lib}-wheels", root / lib
    wanted, extras = PACKAGES[lib]
    wanted = wanted + [spec for spec, module in extras if importlib.util.find_spec(module) is None]
    local = os.environ.get("TRITIUM_LIBRARY_WHEELS")
    try:
        got = _pip("download", "--no-deps", "--timeout", "15", "--retries", "1", "-d", str(wheels), *wanted,
                   *(["--no-index", "--find-links", local] if local else []), timeout=300)
    except subprocess.TimeoutExpired:
        return {"ok": False, "reason": f"the package index did not answer (pip download {' '.join(wanted)})"}
    if got.returncode:
        last = (got.stderr.strip().splitlines() or ["?"])[-1]
        return {"ok": False, "reason": f"cannot download {' '.join(wanted)} from the package index: {last}"}
    files = sorted(str(wheels / f) for f in os.listdir(wheels))
    done = _pip("install", "--no-deps", "--no-index", "--target", str(target), *files, timeout=300)
    if done.returncode:
        return {"ok": False, "reason": f"pip install failed: {done.stderr[-2000:]}", "fail": True}
    return {"ok": True, "path": str(target)}


def installed(root, lib) -> str:
    record = root / f"{lib}-install.json"
    with _locked(root / f"{lib}-install.lock"):
        if not record.exists():
            record.write_text(json.dumps(_install(root, lib)))
    info = json.loads(record.read_text())
    if not info["ok"]:
        if info.get("fail"):
            pytest.fail(info["reason"])
        pytest.skip(info["reason"])
    return info["path"]


def _run_group(root, group, device) -> dict:
    lib, ops = GROUPS[group]
    path = installed(root, lib)
    env = dict(os.environ, TRITIUM_CACHE_DIR=str(root / "tritium-cache"), TRITIUM_BENCH="short",
               TRITIUM_AUTOTUNE_PROGRESS="0", **GPU_ENV.get(device, {}), PYTHONPATH=os.pathsep.join(
                   [path] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]))
    cmd = [sys.executable, "-m", "tritium", "run", os.path.join(HERE, "run_library.py"), "--device", device, lib,
           *ops]
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=900)
        stdout, stderr, rc = out.stdout, out.stderr, out.returncode
    except subprocess.TimeoutExpired as e:
        stdout, stderr, rc = e.stdout or "", e.stderr or "", "timeout"
        stdout = stdout.decode() if isinstance(stdout, bytes) else stdout
        stderr = stderr.decode() if isinstance(stderr, bytes) else stderr
    results = {}
    for line in stdout.splitlines():
        if line.startswith("{"):
            r = json.loads(line)
            results[r["op"]] = r
    for op in ops:
        results.setdefault(op, {"lib": lib, "op": op, "ok": False, "why": "no result from the child",
                                "error": f"exit {rc}\n{stdout[-2000:]}\n{stderr[-4000:]}"})
    return results


def result(root, lib, op, device) -> dict:
    group = GROUP_OF[(lib, op)]
    record = root / f"group-{group}-{device}.json"
    with _locked(root / f"group-{group}-{device}.lock"):
        if not record.exists():
            record.write_text(json.dumps(_run_group(root, group, device)))
    return json.loads(record.read_text())[op]


@pytest.fixture(scope="session")
def shared(tmp_path_factory):
    return _shared_root(tmp_path_factory)


def _params():
    # interleaved so that pytest-xdist's round-robin start hands the two workers different groups
    order = ["fla-chunk_simple_gla", "fla-chunk_gated_delta_rule", "fla-recurrent", "liger", "fla-modules", "gems",
             *(f"fla-{op}" for op in FLA_SLOW)]
    out = []
    for group in order:
        lib, ops = GROUPS[group]
        for op in ops:
            marks = []
            if (lib, op) in TRITIUM_BUGS:
                marks.append(pytest.mark.xfail(strict=True, reason=TRITIUM_BUGS[(lib, op)]))
            if op in FLA_SLOW and lib == "fla" and not FULL:
                marks.append(pytest.mark.skip(reason="compiles for minutes: set TRITIUM_LIBRARY_TESTS=all"))
            out.append(pytest.param(lib, op, marks=marks, id=f"{lib}-{op}"))
    return out


@pytest.mark.parametrize("lib,op", _params())
def test_library_op(shared, lib, op):
    _check(result(shared, lib, op, "cpu"), lib, op)


@pytest.mark.skipif(not __import__("torch").cuda.is_available(), reason="needs a CUDA GPU")
@pytest.mark.parametrize("lib,op", _params())
def test_library_op_cuda(shared, lib, op):
    _check(result(shared, lib, op, "cuda"), lib, op)


def _check(r, lib, op):
    if r.get("why", "").startswith("library refuses the CPU"):
        pytest.skip(f"{r['why']} ({r['error']})")
    if (lib, op) in LIBRARY_REFUSES and not r["ok"]:
        signature, why = LIBRARY_REFUSES[(lib, op)]
        if signature in (r.get("error") or ""):
            pytest.skip(why)
    assert r.get("triton") == "tritium", r
    assert r["ok"], json.dumps(r, indent=1)
