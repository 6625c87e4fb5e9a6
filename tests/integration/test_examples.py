"""The main job: every example kernel matches NumPy."""
import os
import subprocess
import sys


def test_run_all_examples():
    script = os.path.join(os.path.dirname(__file__), "..", "..", "examples", "run_all.py")
    p = subprocess.run([sys.executable, script], capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    assert p.stdout.count(" ok ") == 5
