"""Triton's own tutorials, unmodified, under `tritium run` (reference interpreter, sweeps skipped)."""
import os
import subprocess
import sys

import pytest

TUTORIALS = os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "external", "triton-tutorials")

pytest.importorskip("torch")


def run_tutorial(name: str) -> str:
    path = os.path.join(TUTORIALS, name)
    if not os.path.exists(path):
        pytest.skip(f"{path} not present")
    env = dict(os.environ, TRITIUM_CHECK_ROUNDTRIP="1")
    p = subprocess.run([sys.executable, "-m", "tritium", "run", "--bench", "skip", path], capture_output=True,
                       text=True, timeout=900, env=env)
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
    return p.stdout


def test_01_vector_add():
    out = run_tutorial("01-vector-add.py")
    assert "The maximum difference between torch and triton is 0.0" in out


def test_03_matmul_fp16_autotuned():
    out = run_tutorial("03-matrix-multiplication.py")
    assert "✅ Triton and Torch match" in out


def test_04_dropout():
    out = run_tutorial("04-low-memory-dropout.py")
    lines = [ln for ln in out.splitlines() if ln.startswith("output (seed = 123)")]
    assert len(lines) == 2 and lines[0] == lines[1]  # same seed, same mask
    seed512 = [ln for ln in out.splitlines() if ln.startswith("output (seed = 512)")]
    assert seed512 and seed512[0].split()[4:] != lines[0].split()[4:]


def test_bench_short_flag_runs_a_shortened_sweep():
    path = os.path.join(TUTORIALS, "01-vector-add.py")
    if not os.path.exists(path):
        pytest.skip("tutorials not present")
    p = subprocess.run([sys.executable, "-m", "tritium", "run", "--bench", "short", path], capture_output=True,
                       text=True, timeout=900)
    assert p.returncode == 0, p.stderr[-3000:]
    table = p.stdout.split("vector-add-performance:")[1].strip().splitlines()
    assert len(table) == 3 and "Triton (GB/s)" in table[0]  # header + the first two sizes
