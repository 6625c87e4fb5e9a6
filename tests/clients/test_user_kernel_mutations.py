"""torch.compile's analysis of a user-written Triton kernel's reads and writes runs on tritium's TTIR
(ASTSource.make_ir and triton._C.libtriton.ir's read-only view, ir/mlir_view.py): exact sets,
no logged exception and no fallback to "every tensor is written". Kernels in mutation_kernels.py
(loads, stores, a loop, an if, an atomic, an in-place update, a helper, a while loop, a scan, an
unused pointer, scalars between pointers, a noinline call, a
pointer carried through a loop). Skipped where torch is not installed."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

pytest.importorskip("torch")
HERE = os.path.dirname(os.path.abspath(__file__))

EXPECTED = {
    "add": (["x_ptr", "y_ptr"], ["out_ptr"]),
    "loop_if_atomic": (["x_ptr"], ["count_ptr", "out_ptr"]),  # (torch counts an atomic as a write only)
    "in_place": (["x_ptr"], ["x_ptr"]),
    "through_helper_and_while": (["a_ptr"], ["b_ptr", "c_ptr"]),
    "through_call": (["a_ptr"], ["b_ptr", "c_ptr"]),  # (a noinline helper's store; a pointer carried by a loop)
}


def test_torch_finds_each_kernels_reads_and_writes(tmp_path):
    env = dict(os.environ, TRITIUM_CACHE_DIR=str(tmp_path / "cache"))
    p = subprocess.run([sys.executable, "-m", "tritium", "run", os.path.join(HERE, "mutation_kernels.py")],
                       capture_output=True, text=True, env=env, timeout=600)
    lines = [line for line in p.stdout.splitlines() if line.startswith("{")]
    assert lines, f"exit {p.returncode}\n{p.stdout[-2000:]}\n{p.stderr[-4000:]}"
    assert "Encountered an exception" not in p.stderr, p.stderr[-4000:]
    got = json.loads(lines[-1])
    for name, (reads, writes) in EXPECTED.items():
        r = got[name]
        assert not r["fallback"], (name, r)
        assert r["writes"] == writes, (name, r)
        if r["reads"] is not None:  # (torch <= 2.11 reports the written tensors only)
            assert r["reads"] == reads, (name, r)
