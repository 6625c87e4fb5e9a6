"""Cache faults cost the cache, never the kernel: a directory that cannot be written (full, not a
directory, removed) gives one CacheWarning per process while every kernel still compiles and runs;
temporary directories of writers killed mid-write are removed at the next write into their folder.
Outputs are poisoned before each launch and compared with float64 references.
"""
import errno
import os
import pathlib
import signal
import subprocess
import sys
import time
import warnings

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.runtime import cache as cache_mod
from tritium.runtime.cache import CacheWarning, FileCache

pytestmark = pytest.mark.usefixtures("interpret_off")


@pytest.fixture
def interpret_off(monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")


@tritium.jit
def scaled_kernel(x_ptr, y_ptr, n, SCALE: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) * SCALE, mask=m)


def _run_scaled(rng, scale):
    n = 1000
    x = rng.standard_normal(n).astype(np.float32)
    y = np.full(n, np.nan, np.float32)
    ck = scaled_kernel[(tritium.cdiv(n, 128),)](x, y, n, SCALE=scale, BLOCK=128)
    np.testing.assert_allclose(y, x.astype(np.float64) * scale, rtol=1e-6)
    return ck


def _cache_warnings(record):
    return [w for w in record if issubclass(w.category, CacheWarning)]


def test_a_full_disk_costs_the_cache_not_the_kernel(tmp_path, monkeypatch, rng):
    """ENOSPC at the write (simulated: no tmpfs needed): both kernels run, one warning, no entry and
    no temporary directory left behind."""
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(cache_mod, "_unwritable", set())

    def full(self, data):
        raise OSError(errno.ENOSPC, "No space left on device", str(self))
    monkeypatch.setattr(pathlib.Path, "write_bytes", full)
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        _run_scaled(rng, 3.0)
        _run_scaled(rng, 5.0)
    got = _cache_warnings(record)
    assert len(got) == 1 and "No space left" in str(got[0].message) and "still compile and run" in str(got[0].message)
    monkeypatch.undo()
    assert not [p for p in (tmp_path / "cache").rglob("*") if p.name.startswith(".tmp-") or p.name == "metadata.json"]


def test_a_cache_path_that_is_not_a_directory_costs_the_cache_not_the_kernel(tmp_path, monkeypatch, rng):
    """(What a read-only directory does to a user that is not root: root writes anywhere, so the
    test uses a path under a file, which nobody can create.)"""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(blocker / "cache"))
    monkeypatch.setattr(cache_mod, "_unwritable", set())
    with warnings.catch_warnings(record=True) as record:
        warnings.simplefilter("always")
        _run_scaled(rng, 7.0)
        _run_scaled(rng, 9.0)
    got = _cache_warnings(record)
    assert len(got) == 1 and str(blocker) in str(got[0].message)


@pytest.mark.skipif(os.geteuid() != 0 or sys.platform != "linux", reason="mounting a small tmpfs needs root on Linux")
def test_a_real_full_tmpfs(tmp_path, monkeypatch, rng):
    mnt = tmp_path / "small"
    mnt.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", str(mnt)], capture_output=True).returncode:
        pytest.skip("this machine does not let root mount a tmpfs (a container)")
    try:
        (mnt / "filler").write_bytes(b"\0" * 12 * 1024)
        monkeypatch.setenv("TRITIUM_CACHE_DIR", str(mnt / "cache"))
        monkeypatch.setattr(cache_mod, "_unwritable", set())
        with warnings.catch_warnings(record=True) as record:
            warnings.simplefilter("always")
            _run_scaled(rng, 11.0)
        assert len(_cache_warnings(record)) == 1
    finally:
        subprocess.run(["umount", str(mnt)], capture_output=True)


SLOW_WRITER = '''
import pathlib, sys, time
from tritium.runtime.cache import FileCache
real = pathlib.Path.write_bytes
def slow(self, data):
    n = real(self, data)
    print("WRITING", flush=True)
    time.sleep(60)
    return n
pathlib.Path.write_bytes = slow
FileCache(sys.argv[1]).put(sys.argv[2], {"k.obj": b"x" * 100, "k.llir": b"y"}, {"name": "k"})
'''


def test_temp_directories_of_killed_writers_are_removed_at_the_next_write(tmp_path):
    root = tmp_path / "cache"
    key = "ab" + "0" * 62
    script = tmp_path / "slow_writer.py"
    script.write_text(SLOW_WRITER)
    killed = []
    for i in range(3):  # writers killed mid-write (kill -9: no cleanup of their own)
        p = subprocess.Popen([sys.executable, str(script), str(root), key[:-1] + str(i)], stdout=subprocess.PIPE,
                             text=True, env=dict(os.environ, PYTHONPATH=str(pathlib.Path(__file__).parents[2])))
        assert p.stdout.readline().strip() == "WRITING"
        p.send_signal(signal.SIGKILL)
        p.wait(timeout=30)
        killed.append(p.pid)
    # each writer removed the one killed before it; the last one's is there
    tmps = sorted(x.name for x in (root / "ab").iterdir() if x.name.startswith(".tmp-"))
    assert len(tmps) == 1 and tmps[0].startswith(f".tmp-{killed[-1]}-"), (tmps, killed)
    live = root / "ab" / ".tmp-1-live"  # a live process's write in progress (pid 1 exists) stays
    live.mkdir()
    FileCache(str(root)).put(key, {"k.obj": b"z"}, {"name": "k"})
    left = sorted(x.name for x in (root / "ab").iterdir() if x.name.startswith(".tmp-"))
    assert left == [".tmp-1-live"]
    files, meta = FileCache(str(root)).get(key)
    assert files == {"k.obj": b"z"} and meta["name"] == "k"
