"""Cache housekeeping: TRITIUM_CACHE_MAX_BYTES evicts least recently used entries (safely while other
processes read and write), `tritium cache stats` and `tritium cache prune`.
"""
import json
import os
import shutil
import subprocess
import sys
import time

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.cli import main as cli
from tritium.store.cache import FileCache
from cpuutil import REPO, aligned_empty, backend_mode, cache_dir, entries  # noqa: F401  (fixtures)


@tritium.jit
def offset_kernel(x_ptr, y_ptr, n, K: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) + K, mask=m)


@pytest.fixture(autouse=True)
def fresh_kernels():
    offset_kernel.kernels.clear()  # every test compiles into its own cache directory


def launch(k, n=700):
    x = aligned_empty(n)
    x[:] = np.random.default_rng(k).standard_normal(n)
    y = aligned_empty(n)
    y[:] = np.nan
    ck = offset_kernel[((n + 127) // 128,)](x, y, n, K=k, BLOCK=128)
    np.testing.assert_allclose(y, x.astype(np.float64) + k, rtol=1e-6, atol=1e-6)
    return ck


def entry_bytes(d):
    return sum(f.stat().st_size for f in d.iterdir())


def test_size_limit_evicts_least_recently_used(cache_dir, monkeypatch):
    first = launch(0)
    size = entry_bytes(cache_dir / first.hash[:2] / first.hash)
    # (the binder's memo counts towards the limit too, test_cache_prune_memo.py; whether this process
    # wrote one depends on the tests before: this one is about entries alone)
    shutil.rmtree(cache_dir / ".memo" / "binders", ignore_errors=True)
    monkeypatch.setenv("TRITIUM_CACHE_MAX_BYTES", str(int(size * 4.5)))
    keys = [first.hash] + [launch(k).hash for k in range(1, 4)]
    old = time.time() - 3600
    for i, k in enumerate(keys):  # make the order of use explicit: keys[0] oldest ...
        os.utime(cache_dir / k[:2] / k / "metadata.json", (old + i, old + i))
    offset_kernel.kernels.clear()
    launch(0)  # ... but a hit makes keys[0] the most recently used
    new = [launch(k).hash for k in (4, 5)]  # each over the limit: the least recently used goes
    cache = FileCache()
    assert cache.total_bytes() <= size * 4.5
    left = {d.name for d in entries(cache_dir)}
    assert left == {keys[0], keys[3], *new}  # LRU, not first in first out


def test_prune_and_stats_from_the_command_line(cache_dir, capsys):
    cks = [launch(k) for k in range(3)]
    old = time.time() - 10 * 86400
    d0 = cache_dir / cks[0].hash[:2] / cks[0].hash
    os.utime(d0 / "metadata.json", (old, old))
    assert cli(["cache", "stats"]) == 0
    out = capsys.readouterr().out
    assert "entries: 3," in out and "kernel" in out and "no size limit" in out
    assert cli(["cache", "prune", "--older-than", "7"]) == 0
    assert "removed 1 entries" in capsys.readouterr().out and not d0.exists()
    assert cli(["cache", "prune", "--max-bytes", "1K"]) == 0
    assert "removed 2 entries" in capsys.readouterr().out and entries(cache_dir) == []
    assert cli(["cache", "prune", "--max-bytes", "lots"]) == 2
    assert capsys.readouterr().err.strip() == \
        "tritium cache prune: --max-bytes 'lots' is not a size (examples: 500000000, 800M, 2G)"
    assert cli(["cache", "prune"]) == 2


def test_an_entry_removed_while_read_is_a_quiet_miss(cache_dir, caplog):
    ck = launch(1)
    cache = FileCache()
    d = cache_dir / ck.hash[:2] / ck.hash
    cache._discard(d)
    with caplog.at_level("WARNING", logger="tritium.cache"):
        assert cache.get(ck.hash) is None
    assert not caplog.records


def test_a_bad_size_setting_is_one_clear_error(monkeypatch):
    monkeypatch.setenv("TRITIUM_CACHE_MAX_BYTES", "big")
    with pytest.raises(ValueError, match="TRITIUM_CACHE_MAX_BYTES='big': expected a size such as 800M or 2G"):
        FileCache()


CHILD = r'''
import sys
sys.path.insert(0, {tests!r})
import layer_paths
import test_cache_limits as t
for round in range(3):
    for k in range(12):
        t.launch(k)
    t.offset_kernel.kernels.clear()
print("ok")
'''


def test_eviction_while_other_processes_read_and_write(cache_dir, tmp_path):
    key = launch(0).hash
    size = entry_bytes(cache_dir / key[:2] / key)
    script = tmp_path / "child.py"
    script.write_text(CHILD.format(tests=str(REPO / "tests" / "unit")))
    env = {**os.environ, "TRITIUM_CACHE_MAX_BYTES": str(size * 4)}  # room for 4 of 12 kernels: constant eviction
    procs = [subprocess.Popen([sys.executable, str(script)], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, cwd=str(REPO / "tests" / "unit")) for _ in range(4)]
    for p in procs:
        out, err = p.communicate(timeout=600)
        assert p.returncode == 0 and out.strip() == "ok", err[-3000:]
        assert "corrupt" not in err, err[-3000:]
    assert FileCache().total_bytes() <= size * 4 * 1.06  # each writer prunes; a last put may overshoot by 5%
