"""Triton's per-key file cache (`triton.runtime.cache.FileCacheManager`, `get_cache_manager`) under
tritium's alias, as programs keep their own files there: torch's vendored quack subclasses it to
store autotuning results in its own directory (`class FileCacheManager(triton.runtime.cache.
FileCacheManager)`, reached through `triton.runtime.cache` as an attribute)."""
from __future__ import annotations

import base64
import json
import os
import subprocess
import sys

import pytest

from tritium import knobs


@pytest.fixture
def triton(tmp_path):
    from tritium.compat import install_triton_alias
    install_triton_alias()
    import triton
    with knobs.cache.scope():  # (not monkeypatch: its undo would pin the knobs' values, hiding later env settings)
        knobs.cache.triton_dir = str(tmp_path / "triton-cache")
        yield triton


def test_the_module_is_an_attribute_as_quack_reaches_it(triton):
    import triton.runtime.cache as by_import
    assert triton.runtime.cache is by_import
    assert issubclass(triton.runtime.cache.FileCacheManager, triton.runtime.cache.CacheManager)


def test_put_get_and_groups_in_triton_s_layout(triton, tmp_path):
    key = "0123456789abcdef" * 4
    m = triton.runtime.cache.get_cache_manager(key)
    # Triton's directory: <cache>/<base32 of the hex hash>/
    want = base64.b32encode(bytes.fromhex(key)).decode().rstrip("=")
    assert m.cache_dir == str(tmp_path / "triton-cache" / want)
    assert m.get_file("k.autotune.json") is None
    p = m.put(json.dumps({"configs_timings": [["BLOCK: 64", 1.5]]}), "k.autotune.json")
    assert m.get_file("k.autotune.json") == p and json.load(open(p))["configs_timings"][0][1] == 1.5
    b = m.put(b"\x00\x01binary", "k.cubin")
    assert open(b, "rb").read() == b"\x00\x01binary"
    g = m.put_group("k.json", {"k.autotune.json": p, "k.cubin": b, "gone": str(tmp_path / "nothing")})
    assert os.path.basename(g) == "__grp__k.json"
    assert m.get_group("k.json") == {"k.autotune.json": p, "k.cubin": b}  # (children that still exist)
    assert m.get_group("other") is None
    with open(g, "w") as f:
        f.write("{not json")
    assert m.get_group("k.json") is None  # (a damaged record is no group)
    assert sorted(os.listdir(m.cache_dir)) == ["__grp__k.json", "k.autotune.json", "k.cubin"]  # (no temporaries)


def test_quack_s_subclass_pattern(triton, tmp_path):
    """A subclass that sets its own cache_dir after the base's __init__, as quack's does."""
    base = triton.runtime.cache.FileCacheManager

    class Mine(base):
        def __init__(self, key):
            super().__init__(key)
            self.cache_dir = os.path.join(str(tmp_path / "mine"), self.key)
            self.lock_path = os.path.join(self.cache_dir, "lock")
            os.makedirs(self.cache_dir, exist_ok=True)

    m = Mine("ABC")
    path = m.put("{}", "kernel.autotune.json")
    assert path == str(tmp_path / "mine" / "ABC" / "kernel.autotune.json") and m.get_file("kernel.autotune.json") == path


def test_bad_names_and_the_read_only_override_directory(triton, tmp_path):
    m = triton.runtime.cache.get_cache_manager("ff" * 32)
    for bad in ("../escape", "a/b", "", ".."):
        with pytest.raises(ValueError, match="plain file name"):
            m.put("x", bad)
    knobs.cache.override_dir = str(tmp_path / "override")  # (undone by the fixture's scope)
    o = triton.runtime.cache.get_override_manager("ff" * 32)
    assert o.cache_dir.startswith(str(tmp_path / "override")) and o.get_file("x") is None
    with pytest.raises(RuntimeError, match="override directory"):
        o.put("x", "f")


def test_concurrent_writers_leave_whole_files(triton, tmp_path):
    """Four processes write the same file 200 times each with their own contents: every read sees
    one writer's whole file."""
    code = ("import sys; from tritium.compat import install_triton_alias; install_triton_alias(); import triton\n"
            "from tritium import knobs; knobs.cache.triton_dir = sys.argv[1]\n"
            "m = triton.runtime.cache.get_cache_manager('ab' * 32)\n"
            "body = sys.argv[2] * 50000\n"
            "for _ in range(200):\n"
            "    m.put(body, 'shared.txt')\n"
            "    p = m.get_file('shared.txt')\n"
            "    got = open(p).read()\n"
            "    assert len(got) == 50000 and len(set(got)) == 1, 'torn file'\n")
    root = str(tmp_path / "triton-cache")
    procs = [subprocess.Popen([sys.executable, "-c", code, root, c]) for c in "abcd"]
    assert [p.wait(timeout=120) for p in procs] == [0] * 4
    m = triton.runtime.cache.get_cache_manager("ab" * 32)
    assert os.listdir(m.cache_dir) == ["shared.txt"]
