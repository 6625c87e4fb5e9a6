"""`<cache dir>/.memo/binders/` (one small file per distinct generated binder) is pruned with the
cache's entries: by age, and least recently used first under the size limit, from the command line
and from a put over TRITIUM_CACHE_MAX_BYTES; a read refreshes a blob's last use; a blob removed
while other processes read and write it is simply made again."""
import os
import subprocess
import sys
import time

import pytest

from tritium.cli import main as cli
from tritium.store.cache import FileCache, MEMO_REFRESH_S, compiled_code, memo_blob_read

DAY = 86400


@pytest.fixture
def root(tmp_path, monkeypatch):
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("TRITIUM_CACHE_MAX_BYTES", raising=False)
    return tmp_path


def blobs(root):
    d = root / ".memo" / "binders"
    return sorted(p for p in d.iterdir() if not p.name.startswith(".")) if d.exists() else []


def make_blobs(root, n, tag="f"):
    """n binder memos, by compiling n distinct sources through the memo: [(source, blob path)]."""
    out = []
    for i in range(n):
        # (a docstring makes the blob ~2 KB on every Python version: the size tests' arithmetic
        # assumes blobs of that order, and a bare function's code is ~200 bytes on 3.12)
        src = f"def {tag}(a):\n    \"{'x' * 1500}\"\n    return a * {i + 2} + {len(tag)}\n"
        before = set(blobs(root))
        compiled_code(src, f"<tritium binder for {tag}>")
        (new,) = set(blobs(root)) - before
        out.append((src, new))
    return out


def age(path, seconds_ago):
    t = time.time() - seconds_ago
    os.utime(path, (t, t))


def put_entry(cache, key, nbytes, seconds_ago):
    cache.put(key, {"k.bin": os.urandom(nbytes)}, {"name": key[:6], "kind": "kernel"})
    age(cache.root / key[:2] / key / "metadata.json", seconds_ago)
    return cache.root / key[:2] / key


def run(src, tag="f"):
    ns = {}
    exec(compiled_code(src, f"<tritium binder for {tag}>"), ns)
    return ns[tag](10)


def test_prune_by_age_removes_old_blobs_only(root):
    made = make_blobs(root, 4)
    for _, p in made[:2]:
        age(p, 10 * DAY)
    n, freed, memos = FileCache().prune(older_than=7 * DAY)
    assert (n, memos) == (0, 2) and freed > 0
    assert blobs(root) == sorted(p for _, p in made[2:])
    for i, (src, _) in enumerate(made):  # removed or kept, every binder still works (rebuilt: written again)
        assert run(src) == 10 * (i + 2) + 1
    assert len(blobs(root)) == 4


def test_size_limit_takes_entries_and_blobs_least_recently_used_first(root):
    cache = FileCache()
    made = make_blobs(root, 3)
    blob_size = made[0][1].stat().st_size
    e_old = put_entry(cache, "aa" + "0" * 62, 4000, 5000)
    age(made[0][1], 4000)
    e_mid = put_entry(cache, "bb" + "0" * 62, 4000, 3000)
    age(made[1][1], 2000)
    e_new = put_entry(cache, "cc" + "0" * 62, 4000, 1000)
    age(made[2][1], 10)
    entry_size = sum(f.stat().st_size for f in e_new.iterdir())
    # room for the newest entry and the newest blob: out go e_old, blob 0, e_mid, blob 1 (by last use,
    # whatever their kind), and no more
    limit = entry_size + blob_size + 10
    n, freed, memos = cache.prune(max_bytes=limit)
    assert (n, memos) == (2, 2)
    assert not e_old.exists() and not e_mid.exists() and e_new.exists()
    assert blobs(root) == [made[2][1]]
    assert cache.total_bytes() <= limit
    assert freed == 2 * entry_size + 2 * blob_size


def test_a_put_over_the_limit_evicts_old_blobs(root, monkeypatch):
    made = make_blobs(root, 5)
    for i, (_, p) in enumerate(made):
        age(p, 10000 - i)
    blob_size = made[0][1].stat().st_size
    monkeypatch.setenv("TRITIUM_CACHE_MAX_BYTES", str(5 * blob_size + 3000))
    cache = FileCache()
    d = put_entry(cache, "dd" + "1" * 62, 3500, 0)  # now over the limit: pruned to 90% of it, oldest first
    assert d.exists()
    left = blobs(root)
    assert left and left == sorted(p for _, p in made[len(made) - len(left):])  # the newest kept
    assert len(left) < 5 and cache.total_bytes() <= (5 * blob_size + 3000) * 9 // 10


def test_a_read_refreshes_a_blobs_last_use(root):
    (src, p), (src2, p2) = make_blobs(root, 2)
    age(p, MEMO_REFRESH_S + 600)
    age(p2, 60)
    before2 = p2.stat().st_mtime
    memo = str(root / ".memo")
    assert memo_blob_read(memo, "binders/" + p.name) is not None
    assert memo_blob_read(memo, "binders/" + p2.name) is not None
    assert time.time() - p.stat().st_mtime < 60  # used: refreshed
    assert p2.stat().st_mtime == before2  # used a minute ago: no write for it
    n, _, memos = FileCache().prune(older_than=MEMO_REFRESH_S)
    assert (n, memos) == (0, 0) and blobs(root) == sorted([p, p2])


def test_damaged_blob_is_not_refreshed(root):
    (src, p), = make_blobs(root, 1)
    raw = bytearray(p.read_bytes())
    raw[40] ^= 0xFF
    p.write_bytes(bytes(raw))
    age(p, MEMO_REFRESH_S + 600)
    assert memo_blob_read(str(root / ".memo"), "binders/" + p.name) is None
    assert time.time() - p.stat().st_mtime > MEMO_REFRESH_S


def test_dead_writers_temporary_files_go_after_a_day(root):
    make_blobs(root, 1)
    d = root / ".memo" / "binders"
    old, new, top = d / ".x.123.1.tmp", d / ".y.123.2.tmp", root / ".memo" / ".host-cpu.json.5.6.tmp"
    for f in (old, new, top):
        f.write_bytes(b"partial")
    age(old, 2 * DAY)
    age(top, 2 * DAY)
    assert FileCache().prune(older_than=30 * DAY) == (0, 0, 0)  # (temporary files are not counted)
    assert not old.exists() and not top.exists() and new.exists() and len(blobs(root)) == 1


def test_the_command_line_shows_and_prunes_blobs(root, capsys):
    made = make_blobs(root, 3)
    age(made[0][1], 10 * DAY)
    assert cli(["cache", "stats"]) == 0
    assert "binder memos: 3," in capsys.readouterr().out
    assert cli(["cache", "prune", "--older-than", "7"]) == 0
    assert "removed 0 entries and 1 binder memos" in capsys.readouterr().out
    assert cli(["cache", "prune", "--max-bytes", "1"]) == 0
    assert "removed 0 entries and 2 binder memos" in capsys.readouterr().out and blobs(root) == []
    assert cli(["cache", "stats"]) == 0
    assert "binder memos" not in capsys.readouterr().out


CHILD = r'''
import sys
from tritium.store.cache import compiled_code
for round in range(150):
    for i in range(6):
        src = "def g(a):\n    return a * %d + 7\n" % (i + 2)
        ns = {}
        exec(compiled_code(src, "<tritium binder for g>"), ns)
        assert ns["g"](10) == 10 * (i + 2) + 7, (round, i)
print("ok")
'''


def test_blobs_pruned_while_other_processes_read_and_write_them(root, tmp_path):
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    env = {**os.environ, "TRITIUM_CACHE_DIR": str(root)}
    procs = [subprocess.Popen([sys.executable, str(script)], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(2)]
    cache, pruned = FileCache(), 0
    while any(p.poll() is None for p in procs):
        pruned += cache.prune(max_bytes=0)[2]  # everything, over and over
    for p in procs:
        out, err = p.communicate(timeout=300)
        assert p.returncode == 0 and out.strip() == "ok", err[-3000:]
    assert pruned > 0  # the race was run, not avoided


def test_every_memo_folder_counts_and_is_pruned(root):
    """Blobs in other folders of .memo (libdevice subsets: `libdevice/`) count towards the limit and
    are pruned by age as binders' are."""
    from tritium.store.cache import memo_blob_write, memo_dir
    memo_blob_write(memo_dir(), "libdevice/" + "ab" * 32, b"x" * 3000)
    (blob,) = (root / ".memo" / "libdevice").iterdir()
    assert FileCache().total_bytes() >= 3000
    age(blob, 10 * DAY)
    n, freed, memos = FileCache().prune(older_than=7 * DAY)
    assert memos == 1 and not blob.exists()
