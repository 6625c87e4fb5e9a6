"""pytest plugin that runs Triton's own language tests (../shared/external/triton-tests, unmodified)
against tritium: `import triton` resolves to tritium, the suite's helper module
`triton._internal_testing` is loaded from the suite itself (test plumbing), and outcomes are
recorded per file and per failure cause.

Options: `--upstream-sample N` keeps at most N parametrisations of every test function (a stratified
sample: every function represented); `--upstream-report FILE` writes the outcomes as JSON.
Used by `tests/upstream/run.py`; see its docstring.
"""
from __future__ import annotations

import builtins
import collections
import importlib.util
import itertools
import linecache
import json
import os
import re
import sys

SUITE = os.environ.get("TRITIUM_UPSTREAM_SUITE") or os.path.realpath(
    os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "external", "triton-tests"))

from tritium.compat import install_triton_alias  # noqa: E402

install_triton_alias()
_spec = importlib.util.spec_from_file_location("triton._internal_testing", os.path.join(SUITE, "_internal_testing.py"))
if _spec is not None and os.path.exists(os.path.join(SUITE, "_internal_testing.py")):
    _mod = importlib.util.module_from_spec(_spec)
    sys.modules["triton._internal_testing"] = _mod
    try:
        _spec.loader.exec_module(_mod)
    except Exception as e:  # noqa: BLE001 - reported as the cause of every test that imports it
        del sys.modules["triton._internal_testing"]
        print(f"upstream harness: triton._internal_testing failed to import: {type(e).__name__}: {e}", file=sys.stderr)


# Upstream's patch_kernel (interpreter mode) exec()s an edited kernel source from a string; Triton's
# interpreter runs the Python function, tritium compiles its source, which exec() leaves nowhere.
# Test plumbing: exec() of a string registers the text in linecache under a unique name, as IPython
# does for notebook cells, so inspect finds the source of what it defines.
_exec = builtins.exec
_names = itertools.count()


def _exec_registering_source(source, globals=None, locals=None, *args, **kwargs):
    if globals is None:  # exec's own default: the caller's namespaces
        caller = sys._getframe(1)
        globals, locals = caller.f_globals, caller.f_locals if locals is None else locals
    if isinstance(source, str):
        name = f"<upstream-exec-{next(_names)}>"
        linecache.cache[name] = (len(source), None, source.splitlines(True), name)
        source = compile(source, name, "exec")
    return _exec(source, globals, locals, *args, **kwargs)


builtins.exec = _exec_registering_source


# Upstream skips these items in its interpreter because Triton's interpreter lacks what they use
# (bf16 above all). tritium's interpreter has it, and the items must count (issue 8), so in
# interpreter mode these skips return and the test runs on. Any other skip still skips.
_INTERPRETER_LIMITS = re.compile(r"bfloat16 is not supported in the interpreter|"
                                 r"Only test atomic bfloat16/float16 ops on GPU|"
                                 r"^not supported in the interpreter$|"
                                 r"input_precision \w+ is not supported in the interpreter")
_skip = __import__("pytest").skip


def _skip_unless_interpreter_limit(reason="", *args, **kwargs):
    if os.environ.get("TRITON_INTERPRET") == "1" and _INTERPRETER_LIMITS.search(str(reason)):
        return None
    return _skip(reason, *args, **kwargs)


_skip_unless_interpreter_limit.Exception = _skip.Exception
__import__("pytest").skip = _skip_unless_interpreter_limit


def pytest_addoption(parser):
    parser.addoption("--upstream-sample", type=int, default=0, help="keep N parametrisations per test function")
    parser.addoption("--upstream-report", default=None, help="write outcomes as JSON to this file")


def pytest_collection_modifyitems(config, items):
    n = config.getoption("--upstream-sample")
    if not n:
        return
    seen = collections.Counter()
    keep = []
    for it in items:
        key = (it.fspath.basename, getattr(it, "originalname", it.name))
        if seen[key] < n:
            keep.append(it)
        seen[key] += 1
    items[:] = keep


_outcomes: dict = collections.defaultdict(collections.Counter)
_causes: dict = collections.defaultdict(collections.Counter)
_failed: dict = collections.defaultdict(list)  # file -> [(test id, cause)]
_skips: dict = collections.defaultdict(collections.Counter)  # file -> skip reason -> count


def _cause(report) -> str:
    text = str(report.longrepr) if report.longrepr else ""
    lines = [ln for ln in text.splitlines() if ln.startswith("E ")]
    first = lines[0][1:].strip() if lines else (text.strip().splitlines() or ["?"])[-1]
    first = re.sub(r"0x[0-9a-f]+", "0x…", first)
    first = re.sub(r"/[^ :]*/", "…/", first)
    return first[:160]


def pytest_runtest_logreport(report):
    f = report.fspath if hasattr(report, "fspath") else report.nodeid.split("::")[0]
    f = os.path.basename(str(f))
    if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
        outcome = report.outcome
        if report.when == "setup" and outcome == "failed":
            outcome = "error"
        if hasattr(report, "wasxfail"):
            outcome = "xfailed" if report.skipped else "xpassed"
        _outcomes[f][outcome] += 1
        if outcome in ("failed", "error"):
            _causes[f][_cause(report)] += 1
            _failed[f].append((report.nodeid.split("::", 1)[-1], _cause(report)))
        elif outcome == "skipped" and isinstance(report.longrepr, tuple):
            _skips[f][str(report.longrepr[2])[:160]] += 1


def pytest_collectreport(report):
    if report.failed:  # a file that does not even import
        f = os.path.basename(str(report.fspath))
        _outcomes[f]["collection error"] += 1
        _causes[f][_cause(report)] += 1


def pytest_sessionfinish(session, exitstatus):
    path = session.config.getoption("--upstream-report")
    if path:
        with open(path, "w") as fh:
            json.dump({"outcomes": _outcomes, "causes": {k: dict(v.most_common(40)) for k, v in _causes.items()},
                       "failed": _failed, "skips": {k: dict(v) for k, v in _skips.items()}}, fh, indent=1)
