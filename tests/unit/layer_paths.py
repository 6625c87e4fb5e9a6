"""tests/unit and its layer folders on sys.path (imported by conftest.py, and by tests/cuda, the
benchmarks and child-process scripts that reuse these suites' kernels and cases): the suites import
each other by module name (`from test_golden_ttir import CASES`), wherever the folder."""
import sys
from pathlib import Path

UNIT = Path(__file__).resolve().parent
FOLDERS = [UNIT] + sorted(p for p in UNIT.iterdir() if p.is_dir() and p.name != "data" and not p.name.startswith((".", "_")))
for _p in reversed(FOLDERS):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))
