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
from tritium.store import cache as cache_mod
from tritium.store.cache import CacheWarning, FileCache

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
from tritium.store.cache import FileCache
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
                             text=True, env=dict(os.environ, PYTHONPATH=str(pathlib.Path(__file__).parents[3])))
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


# ------------------------------------------------------------------ bad entries are rebuilt
REBUILD_CHILD = '''
import json, sys
import numpy as np
import tritium, tritium.language as tl
from cpuutil import aligned_copy  # (64-byte aligned: the same specialisation, so the same key, in every process)

@tritium.jit
def shift_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x_ptr + offs, mask=m)
    tl.store(y_ptr + offs, v * 3.0 - tl.sum(v, axis=0), mask=m)

x = aligned_copy(np.random.default_rng(int(sys.argv[1])).standard_normal(1000).astype(np.float32))
y = aligned_copy(np.full_like(x, np.nan))
ck = shift_kernel[(8,)](x, y, 1000, BLOCK=128)
x64 = x.astype(np.float64)
ref = np.concatenate([x64[i:i + 128] * 3.0 - x64[i:i + 128].sum() for i in range(0, 1000, 128)])
print(json.dumps({"hit": bool(ck.metadata.get("cache_hit")), "err": float(np.nanmax(np.abs(y - ref))),
                  "nan": int(np.isnan(y).sum())}))
'''


def _child(tmp_path, seed):
    script = tmp_path / "rebuild_child.py"
    script.write_text(REBUILD_CHILD)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRITIUM_", "TRITON_"))}
    env.update(TRITIUM_CACHE_DIR=str(tmp_path / "cache"), TRITIUM_INTERPRET="0",  # (cpuutil: aligned arrays)
               PYTHONPATH=os.pathsep.join([os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))),
                                           os.path.dirname(os.path.dirname(os.path.abspath(__file__)))]))  # (tests/unit)
    p = subprocess.run([sys.executable, str(script), str(seed)], capture_output=True, text=True, env=env,
                       timeout=300, cwd=str(tmp_path))
    assert p.returncode == 0, f"exit {p.returncode}\n{p.stdout}\n{p.stderr[-3000:]}"
    import json
    return json.loads(p.stdout.strip().splitlines()[-1]), p.stderr


def _entry(tmp_path):
    import json
    metas = list((tmp_path / "cache").glob("??/*/metadata.json"))
    assert len(metas) == 1
    return metas[0], json.loads(metas[0].read_text())


def _sha(data: bytes) -> str:
    import hashlib
    return hashlib.sha256(data).hexdigest()


ELF_HEAD = b"\x7fELF\x02\x01\x01" + bytes(9) + (1).to_bytes(2, "little") + (62).to_bytes(2, "little")


def _tamper(meta_path, meta, how):
    """Damage an entry the way only its owner could: sha256s recomputed and the entry sealed again
    with the owner's secret, so only checks of the content itself can tell."""
    import json
    d = meta_path.parent
    obj = next(n for n in meta["artifacts"] if n.endswith(".obj"))
    if how.startswith("meta:"):
        field, value = how[5:].split("=", 1)
        meta[field] = json.loads(value)
    else:
        rng = np.random.default_rng(len(how))
        data = {"random bytes after the ELF header": ELF_HEAD + rng.bytes(3000),
                "a truncated object": (d / obj).read_bytes()[:700],
                "a Mach-O object": b"\xcf\xfa\xed\xfe" + rng.bytes(500),
                "an AArch64 object": ELF_HEAD[:18] + (183).to_bytes(2, "little") + rng.bytes(2000)}[how]
        (d / obj).write_bytes(data)
        meta["artifacts"][obj] = _sha(data)
    meta_path.write_text(json.dumps(meta))
    FileCache(str(d.parent.parent)).reseal(d.name)


@pytest.mark.skipif(not __import__("tritium.backends.cpu.elf", fromlist=["x"]).runs_here(),
                    reason="other machines load cached objects with MCJIT (tritium's ELF loader is x86-64's)")
@pytest.mark.parametrize("how", [
    "meta:stack_bytes=35184372088832", "meta:omp_ranges=1000000000000000", 'meta:arg_types=["x", "y"]',
    'meta:arg_types=["i32"]', 'meta:name="../evil"', "meta:num_warps=1000000000", 'meta:stages="ttir"',
    'meta:sanitizer={"bounds_table": 99}', 'meta:entry="sys\\ntem"', 'meta:target="rowsum_grid"',
        'meta:options="num_warps"', 'meta:options={"num_warps": 4}', 'meta:backend="vulkan"',
    'meta:entry="shift_kernel_omp"', 'meta:omp_entry="shift_kernel_grid"',
    "random bytes after the ELF header", "a truncated object", "a Mach-O object", "an AArch64 object"])
def test_an_entry_with_bad_content_and_matching_sha256s_is_rebuilt(tmp_path, how):
    """What a cache entry holds is checked before it is used: metadata against what a compile
    writes (types and ranges), the object by the ELF loader, never by MCJIT (whose LLVM has
    assertions on). A bad entry is rebuilt: the right result, and a good entry again."""
    first, _ = _child(tmp_path, 1)
    assert first == {"hit": False, "err": first["err"], "nan": 0} and first["err"] < 1e-4
    meta_path, meta = _entry(tmp_path)
    _tamper(meta_path, meta, how)
    again, err = _child(tmp_path, 2)
    assert again["hit"] is False and again["nan"] == 0 and again["err"] < 1e-4, (how, again, err[-2000:])
    assert "unusable" in err, err[-2000:]
    third, _ = _child(tmp_path, 3)  # rebuilt: a good entry, hit
    assert third["hit"] is True and third["nan"] == 0 and third["err"] < 1e-4
