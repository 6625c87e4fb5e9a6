"""Triton's language tests against tritium: pass rate per file and mode, failures by cause.

    python tests/upstream/run.py [--mode interpret|cpu|both] [--sample N] [--files test_core.py ...]
                                 [--timeout S] [--json OUT]

Runs each upstream file (../shared/external/triton-tests/unit/language, unmodified) in its own
pytest process with `--device cpu`, `import triton` resolved to tritium (upstream_plugin.py), in the
interpreter (TRITON_INTERPRET=1) and/or compiled for the CPU backend. `--sample N` keeps N
parametrisations of every test function (the full run takes about 50 minutes per mode on 2 cores).
Rates count passed / (passed + failed + errors); skips and xfails are reported apart.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SUITE = os.environ.get("TRITIUM_UPSTREAM_SUITE") or os.path.normpath(
    os.path.join(HERE, "..", "..", "..", "shared", "external", "triton-tests"))
FILES = ["test_core.py", "test_standard.py", "test_random.py", "test_tuple.py", "test_compile_errors.py"]


def run_file(name: str, mode: str, sample: int, timeout: int, keyword: str | None = None) -> dict:
    env = dict(os.environ, PYTHONPATH=HERE + os.pathsep + os.environ.get("PYTHONPATH", ""),
               TRITON_INTERPRET="1" if mode == "interpret" else "0",
               TRITIUM_INTERPRET="1" if mode == "interpret" else "0",
               TRITIUM_CACHE_DIR=tempfile.mkdtemp(prefix="upstream-cache-"))
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        report = f.name
    cmd = [sys.executable, "-m", "pytest", os.path.join(SUITE, "unit", "language", name), "-p", "upstream_plugin",
           "--device", "cpu", "-q", "-p", "no:cacheprovider", f"--upstream-report={report}", "-x" if False else "-q"]
    if sample:
        cmd.append(f"--upstream-sample={sample}")
    if keyword:
        cmd += ["-k", keyword]
    try:
        subprocess.run(cmd, cwd=SUITE, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"outcomes": {name: {"timeout": 1}}, "causes": {name: {f"timeout after {timeout} s": 1}}}
    try:
        with open(report) as fh:
            return json.load(fh)
    except (OSError, ValueError):
        return {"outcomes": {name: {"no report": 1}}, "causes": {}}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="both", choices=["interpret", "cpu", "both"])
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--files", nargs="*", default=FILES)
    ap.add_argument("--timeout", type=int, default=3600)
    ap.add_argument("--json")
    ap.add_argument("-k", dest="keyword", help="pytest -k expression: only the matching items")
    args = ap.parse_args()
    modes = ["interpret", "cpu"] if args.mode == "both" else [args.mode]
    results = {}
    rows = []
    for mode in modes:
        for name in args.files:
            r = run_file(name, mode, args.sample, args.timeout, args.keyword)
            results[f"{mode}:{name}"] = r
            o = r["outcomes"].get(name, {})
            passed, failed = o.get("passed", 0), o.get("failed", 0) + o.get("error", 0) + o.get("collection error", 0)
            rate = 100.0 * passed / max(1, passed + failed)
            rows.append((mode, name, passed, failed, o.get("skipped", 0), o.get("xfailed", 0), rate))
            print(f"{mode:9s} {name:24s} passed {passed:5d}  failed {failed:5d}  skipped {o.get('skipped', 0):5d}  "
                  f"{rate:5.1f} %", flush=True)
    print()
    for key, r in results.items():
        for f, causes in r["causes"].items():
            print(f"== {key}: top failure causes")
            for cause, n in list(causes.items())[:12]:
                print(f"  {n:5d}  {cause}")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump({"rows": rows, "results": results}, fh, indent=1)


if __name__ == "__main__":
    main()
