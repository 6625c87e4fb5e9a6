"""The harness that runs Triton's own language tests against tritium (tests/upstream/run.py): it
runs, and upstream's random-number tests pass through it (Philox streams identical to Triton's)."""
import json
import os
import subprocess
import sys

import pytest

HERE = os.path.dirname(__file__)
RUN = os.path.join(HERE, "..", "upstream", "run.py")
SUITE = os.path.join(HERE, "..", "..", "..", "shared", "external", "triton-tests")

pytest.importorskip("torch")


@pytest.mark.skipif(not os.path.isdir(SUITE), reason="../shared/external/triton-tests not present")
def test_upstream_random_tests_pass_through_the_harness(tmp_path):
    out = tmp_path / "r.json"
    p = subprocess.run([sys.executable, RUN, "--mode", "both", "--sample", "1", "--files", "test_random.py",
                        "--timeout", "600", "--json", str(out)], capture_output=True, text=True, timeout=900)
    assert p.returncode == 0, p.stderr[-2000:]
    rows = json.loads(out.read_text())["rows"]
    assert {(r[0], r[1]) for r in rows} == {("interpret", "test_random.py"), ("cpu", "test_random.py")}
    for mode, name, passed, failed, *_ in rows:
        assert passed >= 5 and failed == 0, (mode, p.stdout[-2000:])
