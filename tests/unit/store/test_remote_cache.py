"""The remote cache against a real redis-server: whole entries or none, hits in fresh processes, many
processes at once, a server that dies and comes back, slow and corrupt answers.

Every test has its own empty TRITIUM_CACHE_DIR (cpuutil.cache_dir) and its own redis-server on a free
port (redisutil.redis_server); kernel outputs are poisoned and compared with NumPy references.
"""
import json
import logging
import os
import socket
import subprocess
import sys
import threading
import time
import warnings

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium import knobs
from tritium.store import remote as remote_cache
from tritium.store.cache import FileCache
from tritium.store.remote import FORMAT, CorruptEntry, RemoteCacheWarning, decode, encode
from cpuutil import REPO, aligned_empty, backend_mode, cache_dir, entries  # noqa: F401  (fixtures)
from redisutil import RedisServer, free_port, redis_server  # noqa: F401  (fixture)


@tritium.jit
def scale_kernel(x_ptr, y_ptr, n, K: tl.constexpr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) * K + 1.0, mask=m)


def launch(k, n=1000, seed=0):
    # 64-byte aligned arrays: the same specialisation (and cache key) in every process
    x = aligned_empty(n)
    x[:] = np.random.default_rng(seed + k).standard_normal(n)
    y = aligned_empty(n)
    y[:] = np.nan
    ck = scale_kernel[(triton_cdiv(n, 128),)](x, y, n, K=k, BLOCK=128)
    np.testing.assert_allclose(y, x.astype(np.float64) * k + 1.0, rtol=1e-6, atol=1e-6)
    return ck


def triton_cdiv(a, b):
    return (a + b - 1) // b


FLEET_KEY = "fleet-key-for-tests"


@pytest.fixture
def remote(redis_server, monkeypatch):
    monkeypatch.setenv("TRITIUM_REMOTE_CACHE", redis_server.url)
    monkeypatch.setenv("TRITIUM_REMOTE_CACHE_KEY", FLEET_KEY)
    monkeypatch.delenv("TRITIUM_REMOTE_CACHE_TRUST", raising=False)
    monkeypatch.setenv("TRITIUM_REMOTE_CACHE_TIMEOUT", "0.5")
    remote_cache._stores.clear()
    yield redis_server
    remote_cache._stores.clear()


def remote_keys(server):
    return sorted(k.decode() for k in server.client().keys("tritium:*"))


# ------------------------------------------------------------------------------ the value format
def test_entry_round_trips_and_every_corruption_is_caught():
    files = {"k.ttir": "module {}", "k.obj": bytes(range(256)) * 3}
    meta = {"name": "k", "stages": ["ttir", "obj"], "binary_stages": ["obj"]}
    keys = [FLEET_KEY.encode()]
    for value, how in ((encode("abc", files, meta, keys[0]), {"keys": keys}), (encode("abc", files, meta), {"trust": True})):
        got, got_meta = decode("abc", value, **how)
        assert got == {"k.ttir": b"module {}", "k.obj": files["k.obj"]} and got_meta == meta
        bad = bytearray(value)
        bad[-40] ^= 1  # one bit of an artifact
        cases = {"flipped bit": bytes(bad), "truncated": value[:-3], "trailing": value + b"x", "empty": b"",
                 "garbage": b"not a cache entry at all",
                 "old format": value[:8] + (FORMAT - 1).to_bytes(4, "little") + value[12:]}
        for what, v in cases.items():
            with pytest.raises(CorruptEntry):
                decode("abc", v, **how)
        with pytest.raises(CorruptEntry, match="another key"):
            decode("abd", value, **how)
        with pytest.raises(CorruptEntry, match="not bytes"):
            decode("abc", value.decode("latin-1"), **how)
    # a writer of the server cannot place files outside the entry, nor pass a non-mapping as metadata
    for name in ("../../evil", "/etc/passwd", "metadata.json", ".hidden"):
        with pytest.raises(CorruptEntry, match="plain file name"):
            decode("abc", encode("abc", {name: b"x"}, meta, keys[0]), keys)
    with pytest.raises(CorruptEntry, match="not a mapping"):
        decode("abc", encode("abc", files, None, keys[0]), keys)


def test_signatures_refuse_what_a_writer_without_the_key_makes():
    from tritium.store.remote import Unsigned
    files, meta = {"k.obj": b"\x7fELF" + bytes(200)}, {"name": "k"}
    fleet, old, other = b"fleet-2", b"fleet-1", b"someone-else"
    with pytest.raises(Unsigned, match="unsigned"):
        decode("abc", encode("abc", files, meta), [fleet])
    with pytest.raises(Unsigned, match="not one of"):
        decode("abc", encode("abc", files, meta, other), [fleet])
    with pytest.raises(Unsigned, match="no TRITIUM_REMOTE_CACHE_KEY"):  # no key, server not trusted
        decode("abc", encode("abc", files, meta, fleet))
    signed = encode("abc", files, meta, fleet)
    tampered = bytearray(signed)
    tampered[60] ^= 1  # inside the header: the sha256s would still hold, the tag does not
    with pytest.raises(Unsigned, match="signature does not match"):
        decode("abc", bytes(tampered), [fleet])
    forged_tag = signed[:-32] + bytes(32)
    with pytest.raises(Unsigned, match="signature does not match"):
        decode("abc", forged_tag, [fleet])
    # rotation: entries signed with the previous key still read while it is listed
    assert decode("abc", encode("abc", files, meta, old), [fleet, old])[0] == files
    with pytest.raises(Unsigned):
        decode("abc", encode("abc", files, meta, old), [fleet])


# ----------------------------------------------------------------------- hits across processes
CHILD = r'''
import json, logging, os, random, sys, warnings
import numpy as np
sys.path.insert(0, {tests!r})
import layer_paths
from tritium.store.remote import RemoteCacheWarning
warnings.simplefilter("error", RemoteCacheWarning)
records = []
logging.getLogger("tritium.cache").addHandler(type("H", (logging.Handler,), {{"emit": lambda self, r: records.append(r.getMessage())}})())
import test_remote_cache as t
ks = list(range({n}))
random.Random(int(sys.argv[1])).shuffle(ks)
hits = {{"local": 0, "remote": 0, "compiled": 0}}
for k in ks:
    ck = t.launch(k, seed=int(sys.argv[1]))
    hits["remote" if ck.metadata.get("remote_hit") else "local" if ck.metadata.get("cache_hit") else "compiled"] += 1
print(json.dumps({{"hits": hits, "warnings": records}}), flush=True)
'''


def run_child(tmp_path, n, seed, cache):
    # one script per child: rewriting a shared one while an earlier child starts lets that child read it
    # empty (it then exits 0 having printed nothing, as CI saw)
    script = tmp_path / f"child-{seed}-{n}.py"
    script.write_text(CHILD.format(tests=str(REPO / "tests" / "unit"), n=n))
    env = {**os.environ, "TRITIUM_CACHE_DIR": str(cache)}
    return subprocess.Popen([sys.executable, str(script), str(seed)], env=env, cwd=str(REPO / "tests" / "unit"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def child_result(p):
    out, err = p.communicate(timeout=600)
    lines = out.strip().splitlines()
    assert p.returncode == 0 and lines, f"exit {p.returncode}, stdout {out[-1000:]!r}, stderr:\n{err[-3000:]}"
    return json.loads(lines[-1])


def test_a_fresh_process_with_no_local_cache_hits_the_remote(remote, tmp_path):
    first = child_result(run_child(tmp_path, 3, 1, tmp_path / "a"))
    assert first["hits"] == {"local": 0, "remote": 0, "compiled": 3}
    assert len(remote_keys(remote)) == 3
    second = child_result(run_child(tmp_path, 3, 2, tmp_path / "b"))  # another machine: empty directory
    assert second["hits"] == {"local": 0, "remote": 3, "compiled": 0} and second["warnings"] == []
    assert len(entries(tmp_path / "b")) == 3  # copied into the local cache
    third = child_result(run_child(tmp_path, 3, 3, tmp_path / "b"))
    assert third["hits"] == {"local": 3, "remote": 0, "compiled": 0}


def test_eight_processes_fifty_kernels_one_redis_one_directory(remote, tmp_path):
    shared = tmp_path / "shared"
    procs = [run_child(tmp_path, 50, seed, shared) for seed in range(8)]
    results = [child_result(p) for p in procs]
    assert all(r["warnings"] == [] for r in results), [r["warnings"] for r in results]
    assert all(sum(r["hits"].values()) == 50 for r in results)
    # every entry whole: 50 in the directory and 50 in Redis, every artifact's sha256 checked
    cache = FileCache(str(shared))
    assert len(cache.entries()) == 50
    logging.getLogger("tritium.cache").setLevel(logging.WARNING)
    for d in cache.entries():
        files, meta = cache.get(d.name)
        assert meta["key"] == d.name and files
    keys = remote_keys(remote)
    assert len(keys) == 50
    client = remote.client()
    for k in keys:
        files, meta = decode(k.rsplit(":", 1)[1], client.get(k), [FLEET_KEY.encode()])
        assert meta["name"] == "scale_kernel" and set(files) == {f"scale_kernel.{s}" for s in meta["stages"]}


# -------------------------------------------------------------------------- failures of the store
def test_server_killed_mid_run_then_back(remote, monkeypatch):
    monkeypatch.setenv("TRITIUM_REMOTE_CACHE_RETRY", "0.3")
    launch(1)
    assert len(remote_keys(remote)) == 1
    remote.stop()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        launch(2)  # launches go on with the local cache ...
        launch(3)
        time.sleep(0.4)
        launch(4)  # ... and the store, tried again, still fails: one warning for the whole outage
    msgs = [str(w.message) for w in caught if issubclass(w.category, RemoteCacheWarning)]
    assert len(msgs) == 1 and "trying it again" in msgs[0], msgs
    remote.start()  # the same port
    time.sleep(0.4)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        launch(5)
    assert not [w for w in caught if issubclass(w.category, RemoteCacheWarning)]
    assert len(remote_keys(remote)) == 1  # the new server is empty but for kernel 5


def test_corrupt_and_old_format_values_are_compiled_again(remote, cache_dir):
    launch(7)
    key, = remote_keys(remote)
    client = remote.client()
    good = client.get(key)
    for bad in (good[:-10], b"\x00" * 64, good[:8] + (FORMAT + 7).to_bytes(4, "little") + good[12:]):
        client.set(key, bad)
        for d in entries(cache_dir):  # a fresh machine: nothing local
            import shutil
            shutil.rmtree(d)
        scale_kernel.kernels.clear()
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            ck = launch(7)
        assert ck.metadata["cache_hit"] is False
        # (a signed value cut short fails its signature: "refused"; the others do not parse: "unusable")
        said = [str(w.message) for w in caught if issubclass(w.category, RemoteCacheWarning)]
        assert any("unusable" in m or "refused" in m for m in said), said
        files, meta = decode(key.rsplit(":", 1)[1], client.get(key), [FLEET_KEY.encode()])  # replaced by a whole entry
        assert meta["key"] == key.rsplit(":", 1)[1]


def test_a_server_that_never_answers_times_out(monkeypatch):
    port = free_port()
    lsock = socket.socket()
    lsock.bind(("127.0.0.1", port))
    lsock.listen(8)
    held = []
    stop = threading.Event()

    def accept():  # accepts connections and never answers
        lsock.settimeout(0.1)
        while not stop.is_set():
            try:
                held.append(lsock.accept()[0])
            except OSError:
                pass
    t = threading.Thread(target=accept, daemon=True)
    t.start()
    monkeypatch.setenv("TRITIUM_REMOTE_CACHE", f"redis://127.0.0.1:{port}/0")
    monkeypatch.setenv("TRITIUM_REMOTE_CACHE_TIMEOUT", "0.2")
    monkeypatch.setenv("TRITIUM_REMOTE_CACHE_KEY", FLEET_KEY)
    remote_cache._stores.clear()
    try:
        pytest.importorskip("redis")
        t0 = time.monotonic()
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            launch(11)
            launch(12)
        assert time.monotonic() - t0 < 30
        msgs = [str(w.message) for w in caught if issubclass(w.category, RemoteCacheWarning)]
        assert len(msgs) == 1 and "Timeout" in msgs[0], msgs
    finally:
        stop.set()
        t.join()
        lsock.close()
        for c in held:
            c.close()
        remote_cache._stores.clear()


def test_ttl_namespace_and_python_api(remote, monkeypatch):
    monkeypatch.setenv("TRITIUM_REMOTE_CACHE_TTL", "3600")
    launch(21)
    key, = remote_keys(remote)
    assert key.startswith(f"tritium:v{FORMAT}:") and 0 < remote.client().ttl(key) <= 3600
    # the Python API: any object with get/put (here a dict) as the store, set on the knob
    monkeypatch.delenv("TRITIUM_REMOTE_CACHE")

    class DictStore(dict):
        def put(self, key, value, ttl=None):
            self[key] = value
    store = DictStore()
    with knobs.cache.scope():
        knobs.cache.remote = store
        launch(22)
    assert len(store) == 1 and decode(next(iter(store)).rsplit(":", 1)[1], next(iter(store.values())),
                                      [FLEET_KEY.encode()])


def test_misconfigured_remote_warns_once_and_compiles_locally(monkeypatch):
    monkeypatch.setenv("TRITIUM_REMOTE_CACHE", "memcached://somewhere")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        launch(31)
        launch(32)
    msgs = [str(w.message) for w in caught if issubclass(w.category, RemoteCacheWarning)]
    assert len(msgs) == 1 and "redis://" in msgs[0]


# ------------------------------------------------------------------ who may write what readers run
def _fresh_machine(cache_dir, key=None, trust=None, monkeypatch=None):
    """A reader with an empty local cache and no kernels in memory, holding `key` (or none)."""
    import shutil
    for d in entries(cache_dir):
        shutil.rmtree(d)
    scale_kernel.kernels.clear()
    remote_cache._stores.clear()
    for name, v in (("TRITIUM_REMOTE_CACHE_KEY", key), ("TRITIUM_REMOTE_CACHE_TRUST", trust)):
        if v is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, v)


def _launch_watching(k):
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ck = launch(k)  # (checks the result against float64)
    return ck, [str(w.message) for w in caught if issubclass(w.category, RemoteCacheWarning)]


def test_a_writer_without_the_key_cannot_plant_replay_or_crash(remote, cache_dir, monkeypatch):
    """Values a writer without the fleet key can put in Redis: another kernel's valid artifacts
    under this kernel's key (unsigned, or signed with its own key), a fleet-signed entry of another
    kernel replayed under this key, a malformed object and absurd metadata with matching sha256s.
    The reader refuses each (one warning per process), compiles the kernel itself, gets the right
    result, and keeps nothing of the value in its local cache."""
    client = remote.client()
    launch(41)
    launch(42)  # fleet-signed entries of two kernels
    (k41, v41), (k42, v42) = sorted((k, client.get(k)) for k in remote_keys(remote))
    key41, key42 = (k.rsplit(":", 1)[1] for k in (k41, k42))
    if decode(key41, v41, [FLEET_KEY.encode()])[1]["constexprs"]["K"] != "41":
        (k41, v41, key41), (k42, v42, key42) = (k42, v42, key42), (k41, v41, key41)
    files42, meta42 = decode(key42, v42, [FLEET_KEY.encode()])
    elf = b"\x7fELF\x02\x01\x01" + bytes(9) + np.random.default_rng(0).bytes(4000)
    attacks = {
        "another kernel's artifacts, unsigned": encode(key41, files42, {**meta42, "key": key41}),
        "another kernel's artifacts, its own key": encode(key41, files42, {**meta42, "key": key41}, b"attacker"),
        "a fleet entry replayed under another key": v42,
        "a malformed object": encode(key41, {n: elf if n.endswith((".obj", ".so")) else v for n, v in files42.items()},
                                     {**meta42, "key": key41}),
        "absurd metadata": encode(key41, files42, {**meta42, "key": key41, "stack_bytes": 2 ** 45, "arg_types": ["x"]}),
    }
    for what, value in attacks.items():
        client.set(k41, value)
        _fresh_machine(cache_dir, FLEET_KEY, None, monkeypatch)
        ck, said = _launch_watching(41)  # the right result (launch checks it) ...
        assert not ck.metadata.get("remote_hit") and ck.metadata["cache_hit"] is False, what
        assert len(said) == 1 and ("refused" in said[0] or "unusable" in said[0]), (what, said)
        local, = entries(cache_dir)  # ... and the local cache holds what this reader built
        files, _ = FileCache(str(cache_dir)).get(local.name)
        assert all(files.get(n) != v for n, v in files42.items() if n.endswith((".obj", ".so"))), what
        assert decode(key41, client.get(k41), [FLEET_KEY.encode()])  # and Redis its signed entry again


def test_key_rotation_and_trusted_mode(remote, cache_dir, monkeypatch):
    launch(51)  # signed with the fleet key
    # rotation: a reader that lists a new key first and the old one after reads it ...
    _fresh_machine(cache_dir, "fleet-key-2," + FLEET_KEY, None, monkeypatch)
    ck, said = _launch_watching(51)
    assert ck.metadata.get("remote_hit") and said == []
    # ... and writes with the new key, which a reader of the old key alone refuses
    launch(52)
    _fresh_machine(cache_dir, FLEET_KEY, None, monkeypatch)
    ck, said = _launch_watching(52)
    assert not ck.metadata.get("remote_hit") and len(said) == 1 and "not one of" in said[0]
    # no key: reads are off (said once), writes go on unsigned
    _fresh_machine(cache_dir, None, None, monkeypatch)
    ck, said = _launch_watching(51)
    assert not ck.metadata.get("remote_hit") and len(said) == 1 and "TRITIUM_REMOTE_CACHE_TRUST" in said[0]
    ck, said = _launch_watching(53)
    assert said == [] and len(remote_keys(remote)) == 3
    # trusted: unsigned entries are read
    _fresh_machine(cache_dir, None, "1", monkeypatch)
    ck, said = _launch_watching(53)
    assert ck.metadata.get("remote_hit") and said == []


# ------------------------------------------------------------------ what the user sees of the store
SEEN = r'''
import sys
sys.path.insert(0, {tests!r})
import layer_paths
import test_remote_cache as t
x, y = t.aligned_empty(1000), t.aligned_empty(1000)
x[:], y[:] = 1.5, float("nan")
t.scale_kernel[(8,)](x, y, 1000, K={k}, BLOCK=128)
assert (y == 1.5 * {k} + 1).all(), y
'''


def _seen_run(tmp_path, cache, k=11, **env):
    script = tmp_path / "user_script.py"
    script.write_text(SEEN.format(tests=str(REPO / "tests" / "unit"), k=k))
    e = {**os.environ, "TRITIUM_CACHE_DIR": str(cache), "PYTHONWARNINGS": "default", **env}
    r = subprocess.run([sys.executable, str(script)], env=e, cwd=str(tmp_path), capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr
    return r.stderr


def _stats(cache) -> str:
    e = {**os.environ, "TRITIUM_CACHE_DIR": str(cache)}
    r = subprocess.run([sys.executable, "-m", "tritium", "cache", "stats"], env=e, capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr
    return r.stdout


def test_hits_and_outages_are_logged_counted_in_cache_stats_and_warned_at_the_users_launch(remote, tmp_path):
    """TRITIUM_LOG=cache says each remote miss, write and hit; `tritium cache stats` shows what the
    directory's processes saw and whether the store answers now; an outage's warning names the user's
    line that launched the kernel, not a line of tritium."""
    err = _seen_run(tmp_path, tmp_path / "a", TRITIUM_LOG="cache")
    assert "tritium.cache: local miss" in err and "tritium.cache: remote miss" in err, err
    assert "tritium.cache: remote put" in err and "(scale_kernel)" in err, err
    err = _seen_run(tmp_path, tmp_path / "b", TRITIUM_LOG="cache")  # another machine: an empty directory
    assert "tritium.cache: remote hit" in err and "(scale_kernel)" in err and "remote put" not in err, err
    assert _seen_run(tmp_path, tmp_path / "c") == ""  # without TRITIUM_LOG: nothing said
    stats = _stats(tmp_path / "b")
    assert f"remote: {remote.url} (answering," in stats, stats
    assert f"seen from here, {remote.url}: 1 hits, 0 misses, 0 writes, 0 refused, 0 unusable, 0 outages" in stats
    assert "1 misses, 1 writes" in _stats(tmp_path / "a")

    remote.stop()
    err = _seen_run(tmp_path, tmp_path / "b", k=12)
    script = tmp_path / "user_script.py"
    warned = [ln for ln in err.splitlines() if "RemoteCacheWarning" in ln]
    line = SEEN.splitlines().index("t.scale_kernel[(8,)](x, y, 1000, K={k}, BLOCK=128)") + 1  # (the launch)
    assert len(warned) == 1 and warned[0].startswith(f"{script}:{line}: RemoteCacheWarning: tritium: the remote cache"), err
    stats = _stats(tmp_path / "b")
    assert "(not answering: ConnectionError" in stats and "1 hits" in stats and "1 outages" in stats, stats
    assert "last failure 0.0 h ago: read: ConnectionError" in stats, stats


def test_a_damaged_record_of_the_stores_use_is_left_out(tmp_path):
    memo = tmp_path / ".memo"
    memo.mkdir()
    (memo / remote_cache.RECORD).write_text(json.dumps({"redis://x": {"hits": "many", "misses": 2, "puts": -1,
                                                                      "last_error": [1, 2]}, "5": [1]}))
    assert remote_cache.read_record(tmp_path) == {"redis://x": {"misses": 2}}
    (memo / remote_cache.RECORD).write_text("{not json")
    assert remote_cache.read_record(tmp_path) == {}
    remote_cache.add_to_record(str(tmp_path), "redis://y", {"hits": 2, "misses": 0}, (5.0, "read: boom"))
    remote_cache.add_to_record(str(tmp_path), "redis://y", {"hits": 1, "misses": 3}, None)
    assert remote_cache.read_record(tmp_path) == {"redis://y": {"hits": 3, "misses": 3,
                                                                "last_error": [5.0, "read: boom"]}}
