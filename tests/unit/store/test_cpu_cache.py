"""The CPU backend's binaries in the on-disk cache: hits in new processes without LLVM, racing
writers, corrupt entries, TRITIUM_OVERRIDE_DIR / TRITIUM_DUMP_DIR, and `tritium compile`.

Every test runs with its own empty TRITIUM_CACHE_DIR (cpuutil.cache_dir); outputs are poisoned
before a launch and compared with NumPy float64 references.
"""
import json
import os
import platform
import subprocess
import sys
import time

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.backends.registry import drivers
from tritium.store.cache import FileCache
from cpuutil import ADD_SIG, REPO, _ptr, add_kernel, aligned_nan, aligned_rand, backend_mode, cache_dir, entries, vector_aligns  # noqa: F401  (backend_mode, cache_dir: fixtures)


# ======================================================================== 1, 2: cache across processes
KERNELS_SRC = '''
import sys
import tritium
import tritium.language as tl

sys.path.insert(0, %r)
from vector_add import add_kernel  # noqa: E402  (examples/vector_add.py)


@tritium.jit
def rowsum_kernel(x_ptr, out_ptr, stride, N: tl.constexpr):
    r = tl.program_id(0)
    offs = tl.arange(0, N)
    x = tl.load(x_ptr + r * stride + offs)
    tl.store(out_ptr + r, tl.sum(x * x, axis=0))


@tritium.jit
def axpb_kernel(x_ptr, y_ptr, alpha, beta, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=mask) * alpha + beta, mask=mask)
''' % str(REPO / "examples")

CHILD_SRC = '''
import json, os, sys, time
import numpy as np
import tritium
from cpu_kernels import add_kernel, rowsum_kernel, axpb_kernel

mode, seed = sys.argv[1], int(sys.argv[2])
go = sys.argv[3] if len(sys.argv) > 3 else None


def boom(*a, **k):
    raise RuntimeError("FORBIDDEN: a compiler stage ran in a process that must hit the cache")


if mode == "forbid":  # no frontend, no lowering, no LLVM: only the cache may provide kernels
    import tritium.backends.cpu.compiler as cc
    import tritium.compiler as tc
    cc.make_llir = cc.make_asm = cc.make_obj = boom
    tc.compile_ttir = boom

if go:  # start line: every racing process compiles at the same moment
    deadline = time.time() + 60
    while not os.path.exists(go) and time.time() < deadline:
        time.sleep(0.005)


def aligned(n, fill=None, rng=None):
    buf = np.empty(n * 4 + 64, np.uint8)
    s = (-buf.ctypes.data) % 64
    a = buf[s:s + n * 4].view(np.float32)
    a[:] = rng.standard_normal(n) if rng is not None else fill
    return a


rng = np.random.default_rng(seed)
out = {}
n = 5000
x, y, z = aligned(n, rng=rng), aligned(n, rng=rng), aligned(n, np.nan)
ck = add_kernel[(tritium.cdiv(n, 512),)](x, y, z, n, BLOCK=512)
out["add_kernel"] = {"hit": ck.metadata["cache_hit"], "key": ck.metadata["key"],
                     "err": float(np.nanmax(np.abs(z - (x.astype(np.float64) + y)))), "nan": int(np.isnan(z).sum())}

rows, cols = 37, 64
m = aligned(rows * cols, rng=rng).reshape(rows, cols)
o = aligned(rows, np.nan)
ck = rowsum_kernel[(rows,)](m, o, cols, N=cols)
ref = (m.astype(np.float64) ** 2).sum(1)
out["rowsum_kernel"] = {"hit": ck.metadata["cache_hit"], "key": ck.metadata["key"],
                        "err": float(np.nanmax(np.abs(o - ref) / (1 + np.abs(ref)))), "nan": int(np.isnan(o).sum())}

x, y = aligned(n, rng=rng), aligned(n, np.nan)
alpha, beta = float(rng.uniform(-2, 2)), float(rng.uniform(-2, 2))
ck = axpb_kernel[(tritium.cdiv(n, 256),)](x, y, alpha, beta, n, BLOCK=256)
ref = x.astype(np.float64) * np.float32(alpha) + np.float32(beta)
out["axpb_kernel"] = {"hit": ck.metadata["cache_hit"], "key": ck.metadata["key"],
                      "err": float(np.nanmax(np.abs(y - ref))), "nan": int(np.isnan(y).sum())}

if mode == "forbid":  # the patch is real: an uncached specialisation cannot be built
    try:
        add_kernel[(1,)](x, y, z, n, BLOCK=64)
        out["patched"] = False
    except RuntimeError as e:
        out["patched"] = "FORBIDDEN" in str(e)
print("RESULT " + json.dumps(out))
'''


@pytest.fixture
def child_env(tmp_path, cache_dir):
    work = tmp_path / "work"
    work.mkdir()
    (work / "cpu_kernels.py").write_text(KERNELS_SRC)
    (work / "child.py").write_text(CHILD_SRC)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRITIUM_", "TRITON_"))}
    env.update(PYTHONPATH=os.pathsep.join([str(work), str(REPO)]), TRITIUM_CACHE_DIR=str(cache_dir),
               TRITIUM_INTERPRET="0")
    return work, env


def _spawn(child_env, mode, seed, go=None):
    work, env = child_env
    args = [sys.executable, str(work / "child.py"), mode, str(seed)] + ([str(go)] if go else [])
    return subprocess.Popen(args, cwd=work, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _result(proc, timeout=120):
    out, err = proc.communicate(timeout=timeout)
    assert proc.returncode == 0, out + err
    line = [x for x in out.splitlines() if x.startswith("RESULT ")][-1]
    return json.loads(line[len("RESULT "):]), err


def _check_correct(res):
    for name in ("add_kernel", "rowsum_kernel", "axpb_kernel"):
        r = res[name]
        assert r["nan"] == 0, (name, r)
        assert r["err"] < 1e-5, (name, r)


def test_new_process_loads_from_cache_without_llvm(child_env, cache_dir):
    first, _ = _result(_spawn(child_env, "plain", 1))
    _check_correct(first)
    assert not any(first[k]["hit"] for k in ("add_kernel", "rowsum_kernel", "axpb_kernel"))
    assert len(entries(cache_dir)) == 3

    second, err = _result(_spawn(child_env, "forbid", 2))  # other inputs, no compiler stage allowed
    _check_correct(second)
    for k in ("add_kernel", "rowsum_kernel", "axpb_kernel"):
        assert second[k]["hit"] is True, (k, second[k])
        assert second[k]["key"] == first[k]["key"]
    assert second["patched"] is True, "the stage functions were not really disabled in the child"
    assert "corrupt" not in err
    assert len(entries(cache_dir)) == 3


def test_concurrent_processes_compile_into_one_empty_cache(child_env, cache_dir, tmp_path):
    go = tmp_path / "go"
    procs = [_spawn(child_env, "plain", 10 + i, go) for i in range(4)]
    time.sleep(1.0)  # let them import tritium and wait at the start line
    go.write_text("go")
    results = [_result(p) for p in procs]
    for res, err in results:
        _check_correct(res)
        assert "corrupt" not in err, err
    for k in ("add_kernel", "rowsum_kernel", "axpb_kernel"):
        assert len({res[k]["key"] for res, _ in results}) == 1  # the same specialisation everywhere

    found = entries(cache_dir)
    assert len(found) == 3, found
    assert not list(cache_dir.rglob(".tmp-*")) and not list(cache_dir.rglob(".trash-*"))
    cache = FileCache(str(cache_dir))
    names = set()
    for d in found:
        got = cache.get(d.name)  # every artifact matches the sha256 in its metadata.json
        assert got is not None, d
        files, meta = got
        names.add(meta["name"])
        assert meta["key"] == d.name
        assert set(files) == {f"{meta['name']}.{s}" for s in ("ttir", "llir", "asm", "obj")}
        assert files[f"{meta['name']}.obj"][:4] == b"\x7fELF"
    assert names == {"add_kernel", "rowsum_kernel", "axpb_kernel"}

    again, _ = _result(_spawn(child_env, "forbid", 99))  # and the entries are usable
    _check_correct(again)
    assert all(again[k]["hit"] for k in ("add_kernel", "rowsum_kernel", "axpb_kernel"))


# ======================================================================== 3: corrupt entries
@pytest.mark.parametrize("victim,how", [("add_kernel.obj", "truncate"), ("add_kernel.llir", "flip"),
                                        ("metadata.json", "truncate"), ("add_kernel.obj", "delete")])
def test_corrupt_entry_is_detected_and_rebuilt(victim, how, cache_dir, rng, caplog):
    @tritium.jit
    def add_kernel(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)

    def launch():
        n = 3000
        x, y, z = aligned_rand(rng, n), aligned_rand(rng, n), aligned_nan(n)
        ck = add_kernel[(tritium.cdiv(n, 256),)](x, y, z, n, BLOCK=256)
        np.testing.assert_allclose(z, x.astype(np.float64) + y, rtol=1e-6, atol=1e-6)
        return ck

    first = launch()
    assert first.metadata["cache_hit"] is False
    (entry,) = entries(cache_dir)
    good = {p.name: p.read_bytes() for p in entry.iterdir()}
    path = entry / victim
    if how == "truncate":
        path.write_bytes(good[victim][: len(good[victim]) // 2])
    elif how == "delete":
        path.unlink()
    else:  # same length, one character changed: only the sha256 can tell
        text = good[victim].decode()
        i = text.index("fadd")
        path.write_bytes((text[:i] + "fsub" + text[i + 4:]).encode())

    add_kernel.kernels.clear()  # forget the in-memory specialisation: go back to the disk cache
    with caplog.at_level("WARNING", logger="tritium.cache"):
        rebuilt = launch()
    assert rebuilt.metadata["cache_hit"] is False, "a corrupt entry was used"
    assert "corrupt" in caplog.text

    (entry2,) = entries(cache_dir)
    assert entry2.name == entry.name
    got = FileCache(str(cache_dir)).get(entry2.name)
    assert got is not None
    files, _ = got
    assert files[victim] == good[victim] if victim != "metadata.json" else "add_kernel.obj" in files
    assert not list(cache_dir.rglob(".tmp-*")) and not list(cache_dir.rglob(".trash-*"))

    add_kernel.kernels.clear()
    assert launch().metadata["cache_hit"] is True  # the rebuilt entry is a valid one


# ======================================================================== 4: override / dump dirs
def _dump_and_edit(tmp_path, monkeypatch, stage, old, new):
    """Compile add_kernel with TRITIUM_DUMP_DIR, edit one dumped stage, put it in an override dir."""
    dump, over = tmp_path / "dump", tmp_path / "override"
    monkeypatch.setenv("TRITIUM_DUMP_DIR", str(dump))
    orig = tritium.compile(add_kernel, ADD_SIG, {"BLOCK": 256})
    monkeypatch.delenv("TRITIUM_DUMP_DIR")
    assert orig.metadata["cache_hit"] is False
    (d,) = [p for p in dump.iterdir() if p.is_dir()]
    assert d.name == orig.metadata["key"]
    assert sorted(p.name for p in d.iterdir()) == sorted(f"add_kernel.{s}" for s in ("ttir", "llir", "asm", "obj"))
    text = (d / f"add_kernel.{stage}").read_text()
    assert text == orig.asm[stage]
    # (the llir has the add once per version of its loop: masked and in bounds, codegen/cpu/versioning.py)
    assert text.count(old) == (1 if stage == "ttir" else 2), f"expected {old!r} once per loop in the dumped {stage}"
    over.mkdir()
    (over / f"add_kernel.{stage}").write_text(text.replace(old, new))
    return orig, over


def _run_loaded(launcher, rng, n=1000, block=256):
    x, y, z = aligned_rand(rng, n), aligned_rand(rng, n), aligned_nan(n)
    launcher((tritium.cdiv(n, block),), [_ptr(x), _ptr(y), _ptr(z), n])
    return x.astype(np.float64), y.astype(np.float64), z


def _check_override_effect(ck, rng):
    assert "fsub" in ck.asm["llir"] and ck.metadata["cache_hit"] is False
    launcher = drivers()["cpu"].load(ck.asm["obj"], ck.metadata)
    x, y, z = _run_loaded(launcher, rng)
    np.testing.assert_allclose(z, x - y, rtol=1e-6, atol=1e-6)  # the edit took effect: z = x - y


def test_override_edited_ttir_takes_effect(tmp_path, monkeypatch, rng):
    _, over = _dump_and_edit(tmp_path, monkeypatch, "ttir", "arith.addf", "arith.subf")
    monkeypatch.setenv("TRITIUM_OVERRIDE_DIR", str(over))
    ck = tritium.compile(add_kernel, ADD_SIG, {"BLOCK": 256})
    assert "arith.subf" in ck.asm["ttir"]
    _check_override_effect(ck, rng)


def test_override_edited_llir_takes_effect(tmp_path, monkeypatch, rng):
    _, over = _dump_and_edit(tmp_path, monkeypatch, "llir", "fadd", "fsub")
    monkeypatch.setenv("TRITIUM_OVERRIDE_DIR", str(over))
    ck = tritium.compile(add_kernel, ADD_SIG, {"BLOCK": 256})
    _check_override_effect(ck, rng)


def test_override_edited_llir_reaches_asm_and_obj(tmp_path, monkeypatch, rng):
    """The stages after an overridden .llir are built from the edited text (loaded with the entry
    metadata of the unedited compile, the workaround for the KeyError above)."""
    orig, over = _dump_and_edit(tmp_path, monkeypatch, "llir", "fadd", "fsub")
    monkeypatch.setenv("TRITIUM_OVERRIDE_DIR", str(over))
    ck = tritium.compile(add_kernel, ADD_SIG, {"BLOCK": 256})
    assert ck.asm["llir"] == (over / "add_kernel.llir").read_text()
    if platform.machine() in ("x86_64", "AMD64"):  # the assembly is made from the edited IR too
        assert "vaddps" in orig.asm["asm"] and "vaddps" not in ck.asm["asm"] and "vsubps" in ck.asm["asm"]
    launcher = drivers()["cpu"].load(ck.asm["obj"], {**orig.metadata, **ck.metadata})
    x, y, z = _run_loaded(launcher, rng)
    np.testing.assert_allclose(z, x - y, rtol=1e-6, atol=1e-6)


OVERRIDE_PRINT_CHILD = '''
import glob, os, sys
import numpy as np
import tritium
import tritium.language as tl


@tritium.jit
def print_twice(x_ptr, BLOCK: tl.constexpr):
    x = tl.load(x_ptr + tl.arange(0, BLOCK))
    tl.device_print("v", x * 2.0)


x = np.arange(4, dtype=np.float32) + 1
print_twice[(1,)](x, BLOCK=4)  # dumped to TRITIUM_DUMP_DIR
(path,) = glob.glob(os.path.join(os.environ.pop("TRITIUM_DUMP_DIR"), "*", "print_twice.llir"))
text = open(path).read()
assert text.count("2.000000e+00") == 1, text
over = sys.argv[1]
os.makedirs(over)
with open(os.path.join(over, "print_twice.llir"), "w") as f:
    f.write(text.replace("2.000000e+00", "3.000000e+00"))
os.environ["TRITIUM_OVERRIDE_DIR"] = over
print_twice.kernels.clear()
print("--- overridden", flush=True)
print_twice[(1,)](x, BLOCK=4)
print("--- done", flush=True)
'''


def test_override_llir_of_a_printing_kernel(tmp_path, cache_dir):
    script = tmp_path / "override_print.py"
    script.write_text(OVERRIDE_PRINT_CHILD)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRITIUM_", "TRITON_"))}
    env.update(PYTHONPATH=str(REPO), TRITIUM_CACHE_DIR=str(cache_dir), TRITIUM_INTERPRET="0",
               TRITIUM_DUMP_DIR=str(tmp_path / "dump"))
    r = subprocess.run([sys.executable, str(script), str(tmp_path / "override")], capture_output=True, text=True,
                       env=env, timeout=120)
    assert r.returncode == 0, f"rc={r.returncode}\n{r.stdout}\n{r.stderr}"
    before, after = r.stdout.split("--- overridden\n")
    assert sorted(before.splitlines()) == [f"pid (0, 0, 0) idx ({i})v{2.0 * (i + 1)}" for i in range(4)]
    assert sorted(after.split("--- done")[0].splitlines()) == [f"pid (0, 0, 0) idx ({i})v{3.0 * (i + 1)}"
                                                              for i in range(4)]


def test_override_does_not_leak_into_the_cache(tmp_path, monkeypatch, rng, cache_dir):
    _, over = _dump_and_edit(tmp_path, monkeypatch, "ttir", "arith.addf", "arith.subf")
    fresh = tmp_path / "fresh-cache"  # the override compile meets an empty cache
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(fresh))
    monkeypatch.setenv("TRITIUM_OVERRIDE_DIR", str(over))
    edited = tritium.compile(add_kernel, ADD_SIG, {"BLOCK": 256})
    assert "arith.subf" in edited.asm["ttir"]
    monkeypatch.delenv("TRITIUM_OVERRIDE_DIR")
    ck = tritium.compile(add_kernel, ADD_SIG, {"BLOCK": 256})
    launcher = drivers()["cpu"].load(ck.asm["obj"], ck.metadata)
    x, y, z = _run_loaded(launcher, rng)
    np.testing.assert_allclose(z, x + y, rtol=1e-6, atol=1e-6)


# ======================================================================== 5: the CLI
def _cli(args, cache_dir):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TRITIUM_", "TRITON_"))}
    env.update(PYTHONPATH=str(REPO), TRITIUM_CACHE_DIR=str(cache_dir))
    return subprocess.Popen([sys.executable, "-m", "tritium", "compile", *args], cwd=REPO, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_cli_compile_writes_every_stage(tmp_path, cache_dir, rng):
    hinted, plain, bad = tmp_path / "hinted", tmp_path / "plain", tmp_path / "bad"
    kern = "examples/vector_add.py:add_kernel"
    procs = [_cli([kern, "--signature", "*fp32:16, *fp32:16, *fp32:16, i32:16", "--constexpr", "BLOCK=512",
                   "-o", str(hinted)], cache_dir),
             _cli([kern, "--signature", "*fp32, *fp32, *fp32, i32", "--constexpr", "BLOCK=512", "-o", str(plain)],
                  cache_dir),
             _cli([kern, "--signature", "*fp32:16, *fp32, i32", "--constexpr", "BLOCK=512", "-o", str(bad)],
                  cache_dir)]
    (o1, e1), (o2, e2), (o3, e3) = [p.communicate(timeout=120) for p in procs]
    assert procs[0].returncode == 0, o1 + e1
    assert procs[1].returncode == 0, o2 + e2

    for out in (hinted, plain):
        names = sorted(p.name for p in out.iterdir())
        assert names == ["add_kernel.asm", "add_kernel.llir", "add_kernel.obj", "add_kernel.ttir", "metadata.json"]
        meta = json.loads((out / "metadata.json").read_text())
        assert meta["name"] == "add_kernel" and meta["stages"] == ["ttir", "llir", "asm", "obj"]
        assert meta["constexprs"] == {"BLOCK": "512"}
        assert (out / "add_kernel.obj").read_bytes()[:4] == b"\x7fELF"
        assert "define" in (out / "add_kernel.llir").read_text()
    ttir_h = (hinted / "add_kernel.ttir").read_text()
    assert "tt.divisibility = [16, 16, 16, 16]" in ttir_h
    assert "tt.divisibility" not in (plain / "add_kernel.ttir").read_text()
    assert all(a >= 16 for a in vector_aligns((hinted / "add_kernel.llir").read_text()))
    assert "written to" in o1

    # the wrong number of signature entries: a clear message, no traceback, nothing written
    assert procs[2].returncode != 0
    assert "--signature has 3 entries but add_kernel has 4 runtime parameters (x_ptr, y_ptr, z_ptr, n)" in e3, e3
    assert "Traceback" not in e3 and not bad.exists()

    # the AOT object runs: loaded with its metadata.json, on arguments that honour the :16 hints
    meta = json.loads((hinted / "metadata.json").read_text())
    launcher = drivers()["cpu"].load((hinted / "add_kernel.obj").read_bytes(), meta)
    n = 4096 + 16 * 5
    x, y, z = aligned_rand(rng, n), aligned_rand(rng, n), aligned_nan(n)
    launcher((tritium.cdiv(n, 512),), [_ptr(x), _ptr(y), _ptr(z), n])
    np.testing.assert_allclose(z, x.astype(np.float64) + y, rtol=1e-6, atol=1e-6)
