"""The real CPU backend end to end: the on-disk cache across processes (hits without LLVM, racing
writers, corrupt entries), TRITIUM_OVERRIDE_DIR / TRITIUM_DUMP_DIR, the `tritium compile` CLI,
launch-time specialisation (alignment, divisibility), warmup, threads and atomics, torch tensors,
device_print and device_assert.

Every test runs with its own empty TRITIUM_CACHE_DIR; outputs are poisoned with NaN before a
launch and compared with NumPy float64 references.
"""
import json
import os
import platform
import re
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.backends.registry import drivers
from tritium.frontend import dtypes as tdt
from tritium.runtime.cache import FileCache

REPO = Path(__file__).resolve().parents[2]
THIS = Path(__file__).resolve()


# ------------------------------------------------------------------------------------ fixtures
@pytest.fixture(autouse=True)
def backend_mode(monkeypatch):
    """Overrides conftest's fixture of the same name (which selects the interpreter): every test
    here runs the compiled CPU backend unless it says otherwise."""
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    monkeypatch.delenv("TRITON_INTERPRET", raising=False)
    monkeypatch.delenv("TRITIUM_DEBUG", raising=False)
    monkeypatch.delenv("TRITIUM_OVERRIDE_DIR", raising=False)
    monkeypatch.delenv("TRITIUM_DUMP_DIR", raising=False)
    return "cpu"


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch):
    d = tmp_path / "cache"
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(d))
    return d


# ------------------------------------------------------------------------------------- helpers
def aligned_empty(n, dtype=np.float32, align=64, offset=0):
    """An uninitialised 1-D array whose data starts `offset` bytes past an `align`-byte boundary."""
    itemsize = np.dtype(dtype).itemsize
    buf = np.empty(n * itemsize + align + offset, np.uint8)
    start = (-buf.ctypes.data) % align + offset
    a = buf[start:start + n * itemsize].view(dtype)
    assert (a.ctypes.data - offset) % align == 0
    return a


def aligned_rand(rng, n, align=64, offset=0):
    a = aligned_empty(n, np.float32, align, offset)
    a[:] = rng.standard_normal(n)
    return a


def aligned_nan(n, align=64, offset=0):
    a = aligned_empty(n, np.float32, align, offset)
    a[:] = np.nan
    return a


def entries(cache: Path):
    return [p for p in cache.glob("??/*") if p.is_dir() and not p.name.startswith(".")]


_VEC_ACCESS = re.compile(
    r"@llvm\.masked\.(?:load|store)\.v\d+f32\.p0\((?:<\d+ x float> %[\w.]+, )?ptr align (\d+)"
    r"|(?:load <\d+ x float>, ptr %[\w.]+|store <\d+ x float> %[\w.]+, ptr %[\w.]+), align (\d+)")


def vector_aligns(llir: str) -> list[int]:
    """The alignment that every contiguous vector access of f32 in `llir` claims."""
    return [int(a or b) for a, b in _VEC_ACCESS.findall(llir)]


def _ptr(a):
    return a.ctypes.data


# ------------------------------------------------------------------------------------- kernels
sys.path.insert(0, str(REPO / "examples"))
from vector_add import add_kernel  # noqa: E402  (the same kernel the child processes import)


@tritium.jit
def rowsq_kernel(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    """out[r] = sum(x[r, :]**2) + max(x[r, :]): reductions over tile buffers."""
    r = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + r * stride + offs, mask=offs < n_cols, other=0.0)
    m = tl.max(tl.where(offs < n_cols, x, float("-inf")), axis=0)
    tl.store(out_ptr + r, tl.sum(x * x, axis=0) + m)


def rowsq_ref(x):
    x = x.astype(np.float64)
    return (x * x).sum(axis=1) + x.max(axis=1)


@tritium.jit
def atomics_kernel(count_ptr, sum_ptr, hist_ptr, max_ptr, ticket_ptr):
    pid = tl.program_id(0)
    ticket = tl.atomic_add(count_ptr, 1)  # the old value: every program must get a distinct one
    tl.store(ticket_ptr + pid, ticket)
    tl.atomic_add(sum_ptr, pid)
    tl.atomic_add(hist_ptr + tl.arange(0, 16), 1)
    tl.atomic_max(max_ptr, pid)


@tritium.jit
def print_kernel(x_ptr, k_ptr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    k = tl.load(k_ptr + offs)
    tl.device_print("x=", x)
    tl.device_print(" k ", k, hex=True)
    tl.device_print("pid", pid)


@tritium.jit(debug=True)
def assert_kernel(x_ptr, y_ptr, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.device_assert(x > 0, "x must be positive")
    tl.store(y_ptr + offs, x * 2.0)


ASSERT_LINE = next(i for i, line in enumerate(THIS.read_text().splitlines(), 1)
                   if 'tl.device_assert(x > 0, "x must be positive")' in line)

F32P = tdt.pointer_type(tdt.float32)
ADD_SIG = {"x_ptr": F32P, "y_ptr": F32P, "z_ptr": F32P, "n": tdt.int32}


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
    assert text.count(old) == 1, f"expected exactly one {old!r} in the dumped {stage}"
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


# ======================================================================== 6: specialisation
def test_pointer_alignment_specialisations(rng):
    @tritium.jit
    def add_kernel(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)

    n = 1000  # not a multiple of 16: only the pointers differ between the two launches
    grid = (tritium.cdiv(n, 128),)
    xs, ys, zs = aligned_rand(rng, n + 1), aligned_rand(rng, n + 1), aligned_nan(n + 1)
    ck_a = add_kernel[grid](xs[:n], ys[:n], zs[:n], n, BLOCK=128)
    np.testing.assert_allclose(zs[:n], xs[:n].astype(np.float64) + ys[:n], rtol=1e-6, atol=1e-6)
    assert np.isnan(zs[n])

    zs[:] = np.nan
    xu, yu, zu = xs[1:], ys[1:], zs[1:]  # 4 bytes past a 64-byte boundary
    assert _ptr(xu) % 16 == 4
    ck_u = add_kernel[grid](xu, yu, zu, n, BLOCK=128)
    np.testing.assert_allclose(zu, xu.astype(np.float64) + yu, rtol=1e-6, atol=1e-6)
    assert np.isnan(zs[0])

    assert len(add_kernel.kernels) == 2 and ck_a is not ck_u
    assert "tt.divisibility = [64, 64, 64, 1]" in ck_a.asm["ttir"]
    assert "tt.divisibility" not in ck_u.asm["ttir"]
    aligns_a, aligns_u = vector_aligns(ck_a.asm["llir"]), vector_aligns(ck_u.asm["llir"])
    assert len(aligns_a) >= 3 and all(a == 64 for a in aligns_a), aligns_a
    assert len(aligns_u) >= 3 and all(a <= 4 for a in aligns_u), aligns_u  # still vector accesses, no claim

    # the same two addresses again: no new variant
    zs[:] = np.nan
    add_kernel[grid](xu, yu, zu, n, BLOCK=128)
    add_kernel[grid](xs[:n], ys[:n], zs[:n], n, BLOCK=128)
    assert len(add_kernel.kernels) == 2
    np.testing.assert_allclose(zs[:n], xs[:n].astype(np.float64) + ys[:n], rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("dns", [False, True])
def test_int_divisibility_specialisations(dns, rng):
    def body(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask) * 3.0 - tl.load(y_ptr + offs, mask=mask),
                 mask=mask)
    kernel = tritium.jit(do_not_specialize=["n"] if dns else ())(body)

    size = 1100
    x, y = aligned_rand(rng, size), aligned_rand(rng, size)
    cks = []
    for n in (1024, 1000, 1):
        z = aligned_nan(size)
        cks.append(kernel[(tritium.cdiv(n, 128),)](x, y, z, n, BLOCK=128))
        np.testing.assert_allclose(z[:n], 3.0 * x[:n].astype(np.float64) - y[:n], rtol=1e-6, atol=1e-6)
        assert np.isnan(z[n:]).all(), f"n={n}: wrote past the mask"
    if dns:
        assert len(kernel.kernels) == 1 and cks[0] is cks[1] is cks[2]
        assert "tt.divisibility = [64, 64, 64, 1]" in cks[0].asm["ttir"]
    else:  # divisible by 16, not divisible, and == 1 (compiled in as a constant)
        assert len(kernel.kernels) == 3
        assert "tt.divisibility = [64, 64, 64, 16]" in cks[0].asm["ttir"]
        assert "tt.divisibility = [64, 64, 64, 1]" in cks[1].asm["ttir"]
        assert cks[2].metadata["constexprs"].get("n") == "1"


# ======================================================================== 7: warmup
def test_warmup_returns_compiled_kernel(rng):
    rows, cols, block = 24, 100, 128
    x = rng.standard_normal((rows, cols)).astype(np.float32)
    out = np.full(rows, np.nan, np.float32)
    ck = rowsq_kernel.warmup(x, out, cols, cols, BLOCK=block, grid=(1,))
    assert np.isnan(out).all(), "warmup ran the kernel"
    assert set(ck.asm) >= {"ttir", "llir", "asm", "obj"}
    assert isinstance(ck.asm["obj"], bytes) and ck.asm["obj"][:4] == b"\x7fELF"
    assert all(isinstance(ck.asm[s], str) and ck.asm[s] for s in ("ttir", "llir", "asm"))
    assert type(ck.n_regs) is int and ck.n_regs > 0
    assert type(ck.n_spills) is int and ck.n_spills >= 0
    assert ck.metadata.shared == ck.metadata["shared"]
    assert isinstance(ck.metadata.shared, int) and ck.metadata.shared >= block * 4  # at least the x tile
    with pytest.raises(AttributeError):
        ck.metadata.no_such_field

    # the launch reuses the warmed-up specialisation
    n_before = len(rowsq_kernel.kernels)
    ck2 = rowsq_kernel[(rows,)](x, out, cols, cols, BLOCK=block)
    assert ck2 is ck and len(rowsq_kernel.kernels) == n_before
    np.testing.assert_allclose(out, rowsq_ref(x), rtol=1e-5, atol=1e-5)


# ======================================================================== 8: threads, atomics
def test_num_threads_give_identical_results(rng):
    rows, cols = 777, 200
    x = rng.standard_normal((rows, cols)).astype(np.float32)
    outs = {}
    for t in (1, 2, 3):
        out = np.full(rows, np.nan, np.float32)
        rowsq_kernel[(rows,)](x, out, cols, cols, BLOCK=256, num_threads=t)
        outs[t] = out
    np.testing.assert_allclose(outs[1], rowsq_ref(x), rtol=1e-5, atol=1e-5)
    assert np.array_equal(outs[1], outs[2]) and np.array_equal(outs[1], outs[3])


@pytest.mark.parametrize("threads", [2, 4])
def test_atomics_across_threads(threads):
    grid = 4096
    for _ in range(3):
        count = np.zeros(1, np.int32)
        total = np.zeros(1, np.int32)
        hist = np.zeros(16, np.int32)
        mx = np.full(1, -1, np.int32)
        tickets = np.full(grid, -7, np.int32)
        atomics_kernel[(grid,)](count, total, hist, mx, tickets, num_threads=threads)
        assert count[0] == grid
        assert total[0] == grid * (grid - 1) // 2
        assert (hist == grid).all(), hist
        assert mx[0] == grid - 1
        assert np.array_equal(np.sort(tickets), np.arange(grid)), "two programs got the same old value"


@tritium.jit
def pid_kernel(out_ptr, NY: tl.constexpr, NZ: tl.constexpr):
    x, y, z = tl.program_id(0), tl.program_id(1), tl.program_id(2)
    nx, ny, nz = tl.num_programs(0), tl.num_programs(1), tl.num_programs(2)
    lin = (x * NY + y) * NZ + z
    tl.store(out_ptr + lin, lin + 1000000 * (nx * ny * nz))


def test_every_program_of_a_3d_grid_runs_once():
    gx, gy, gz = 37, 5, 3
    out = np.full(gx * gy * gz, -1, np.int64)
    pid_kernel[(gx, gy, gz)](out, NY=gy, NZ=gz, num_threads=2)
    assert np.array_equal(out, np.arange(gx * gy * gz) + 1000000 * gx * gy * gz)


# ======================================================================== 9: torch tensors
def test_torch_tensors_and_strided_views(rng):
    torch = pytest.importorskip("torch")

    @tritium.jit
    def affine2d(x_ptr, y_ptr, M, N, sxm, sxn, sym, syn, BM: tl.constexpr, BN: tl.constexpr):
        rm = tl.program_id(0) * BM + tl.arange(0, BM)
        rn = tl.program_id(1) * BN + tl.arange(0, BN)
        mask = (rm[:, None] < M) & (rn[None, :] < N)
        x = tl.load(x_ptr + rm[:, None] * sxm + rn[None, :] * sxn, mask=mask)
        tl.store(y_ptr + rm[:, None] * sym + rn[None, :] * syn, x * 2.5 - 1.0, mask=mask)

    @tritium.jit
    def add_kernel(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)

    n = 2049
    x = torch.from_numpy(rng.standard_normal(n).astype(np.float32))
    y = torch.from_numpy(rng.standard_normal(n).astype(np.float32))
    z = torch.full((n,), float("nan"))
    add_kernel[(tritium.cdiv(n, 256),)](x, y, z, n, BLOCK=256)
    np.testing.assert_allclose(z.numpy(), x.numpy().astype(np.float64) + y.numpy(), rtol=1e-6, atol=1e-6)

    # a transposed (non-contiguous) input and a strided slice of a bigger output, strides passed
    base = torch.from_numpy(rng.standard_normal((45, 70)).astype(np.float32))
    xt = base.t()  # 70 x 45, strides (1, 70)
    big = torch.full((70, 2 * 45 + 3), float("nan"))
    yv = big[:, 1::2][:, :45]  # 70 x 45, strides (93, 2)
    assert not xt.is_contiguous() and not yv.is_contiguous()
    M, N = xt.shape
    affine2d[(tritium.cdiv(M, 16), tritium.cdiv(N, 32))](xt, yv, M, N, *xt.stride(), *yv.stride(), BM=16, BN=32)
    ref = base.numpy().T.astype(np.float64) * 2.5 - 1.0
    np.testing.assert_allclose(yv.numpy(), ref, rtol=1e-6, atol=1e-6)
    untouched = np.ones(big.shape, bool)
    untouched[:, 1:90:2] = False
    assert np.isnan(big.numpy()[untouched]).all(), "wrote outside the strided view"

    # a tensor that is not in CPU memory: a clear error, nothing launched
    meta = torch.empty(n, device="meta")
    with pytest.raises(RuntimeError, match=r"meta.*CPU tensors|CPU tensors.*meta"):
        add_kernel[(tritium.cdiv(n, 256),)](x, y, meta, n, BLOCK=256)


# ======================================================================== 10: print and assert
def _printed(capfd, monkeypatch, interpret, x, k, grid, block, **launch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "1" if interpret else "0")
    capfd.readouterr()
    print_kernel[(grid,)](x, k, BLOCK=block, **launch)
    sys.stdout.flush()
    return capfd.readouterr().out.splitlines()


def test_device_print_matches_the_interpreter(capfd, monkeypatch, rng):
    grid, block = 3, 16
    x = rng.standard_normal(grid * block).astype(np.float32)
    k = rng.integers(-2**31, 2**31 - 1, grid * block).astype(np.int32)
    ref = _printed(capfd, monkeypatch, True, x, k, grid, block)
    got = _printed(capfd, monkeypatch, False, x, k, grid, block, num_threads=1)
    assert len(ref) == grid * (2 * block + 1)
    assert set(got) == set(ref)
    assert sorted(got) == sorted(ref)
    assert f"pid (2, 0, 0) idx (5)x={str(x[2 * block + 5])}" in got
    assert f"pid (1, 0, 0) idx (0) k {hex(int(k[block]) & 0xFFFFFFFF)}" in got
    assert "pid (1, 0, 0) idx ()pid1" in got


def test_device_print_from_concurrent_programs_matches_the_interpreter(capfd, monkeypatch, rng):
    grid, block = 16, 64
    x = rng.standard_normal(grid * block).astype(np.float32)
    k = rng.integers(-2**31, 2**31 - 1, grid * block).astype(np.int32)
    ref = _printed(capfd, monkeypatch, True, x, k, grid, block)
    assert len(ref) == grid * (2 * block + 1)
    for _ in range(6):  # programs on 2 threads at once: every launch must print whole lines
        got = _printed(capfd, monkeypatch, False, x, k, grid, block, num_threads=2)
        assert set(got) == set(ref)
        assert sorted(got) == sorted(ref)


def test_device_assert_raises_naming_the_line(rng):
    block = 32
    x = rng.uniform(0.5, 2.0, 4 * block).astype(np.float32)
    y = np.full_like(x, np.nan)
    assert_kernel[(4,)](x, y, BLOCK=block)  # all positive: no error
    np.testing.assert_allclose(y, 2.0 * x.astype(np.float64), rtol=1e-6)

    x[block + 3] = -1.0
    with pytest.raises(AssertionError) as info:
        assert_kernel[(4,)](x, y, BLOCK=block)
    msg = str(info.value)
    assert type(info.value) is not AssertionError  # a subclass (DeviceAssertionError)
    assert f"{THIS.name}:{ASSERT_LINE}" in msg, msg
    assert "x must be positive" in msg and "(1, 0, 0)" in msg and "(3,)" in msg, msg

    x[block + 3] = 1.0  # the launcher is usable again after a failure
    y[:] = np.nan
    assert_kernel[(4,)](x, y, BLOCK=block)
    np.testing.assert_allclose(y, 2.0 * x.astype(np.float64), rtol=1e-6)

    x[0] = -3.0  # debug=False at launch compiles the assertion out
    y[:] = np.nan
    assert_kernel[(4,)](x, y, BLOCK=block, debug=False)
    np.testing.assert_allclose(y, 2.0 * x.astype(np.float64), rtol=1e-6)


def test_device_assert_interpreter_names_the_same_line(monkeypatch, rng):
    monkeypatch.setenv("TRITIUM_INTERPRET", "1")
    block = 32
    x = rng.uniform(0.5, 2.0, 2 * block).astype(np.float32)
    x[block + 3] = -1.0
    y = np.full_like(x, np.nan)
    with pytest.raises(AssertionError, match=rf"{THIS.name}:{ASSERT_LINE}\b.*x must be positive"):
        assert_kernel[(2,)](x, y, BLOCK=block)


def test_explicit_target_or_device_picks_the_backend(rng):
    n = 300
    x, y = aligned_rand(rng, n), aligned_rand(rng, n)
    for where in ({"target": "cpu"}, {"device": "cpu"}):
        z = aligned_nan(n)
        add_kernel[(2,)](x, y, z, n, BLOCK=256, **where)
        np.testing.assert_allclose(z, x.astype(np.float64) + y, rtol=1e-6)
    with pytest.raises(RuntimeError, match="no installed backend supports target cuda"):
        add_kernel[(2,)](x, y, aligned_nan(n), n, BLOCK=256, target="cuda:90")


def test_launches_work_in_a_forked_child(rng):
    """A child forked after the thread pool started has no pool threads: it must start its own."""
    n = 4096
    x, y = aligned_rand(rng, n), aligned_rand(rng, n)
    add_kernel[(16,)](x, y, aligned_nan(n), n, BLOCK=256, num_threads=2)  # the parent's pool exists
    pid = os.fork()
    if pid == 0:  # child: launch on two threads again, report through the exit code
        code = 1
        try:
            z = aligned_nan(n)
            add_kernel[(16,)](x, y, z, n, BLOCK=256, num_threads=2)
            code = 0 if np.array_equal(z, x + y) else 2
        finally:
            os._exit(code)
    deadline = time.time() + 60
    while time.time() < deadline:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            assert os.waitstatus_to_exitcode(status) == 0
            return
        time.sleep(0.05)
    os.kill(pid, 9)
    pytest.fail("the forked child hung waiting for pool threads it does not have")


@tritium.jit
def exp_kernel(x_ptr, y_ptr, z_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(y_ptr + offs, tl.exp(x))
    tl.store(z_ptr + offs, tl.exp2(x))


def test_exp_special_values_take_the_vector_path_correctly(rng):
    """exp(-inf) lanes (masked softmax) are answered before libmvec; the other special lanes still
    go through it: +inf, NaN, overflow, denormal results."""
    x = aligned_rand(rng, 64) * 3
    x[:8] = [-np.inf, np.inf, np.nan, -100.0, -150.0, 89.0, -0.0, 1e-30]
    y, z = aligned_nan(64), aligned_nan(64)
    exp_kernel[(1,)](x, y, z, BLOCK=64)
    for got, ref in ((y, np.exp(x.astype(np.float64))), (z, np.exp2(x.astype(np.float64)))):
        with np.errstate(over="ignore"):
            ref = ref.astype(np.float32)  # exp(89) overflows float32: inf, as the kernel gives
        assert got[0] == 0.0 and got[1] == np.inf and np.isnan(got[2])
        finite = np.isfinite(ref) & (ref > np.finfo(np.float32).tiny)
        np.testing.assert_allclose(got[finite], ref[finite], rtol=4e-7)
        np.testing.assert_allclose(got[~finite & ~np.isnan(ref)], ref[~finite & ~np.isnan(ref)], rtol=0, atol=1e-44)


def test_threads_compiling_new_kernels_at_once(rng):
    """Python threads that launch kernels not compiled yet all compile (LLVM is used under a lock,
    as llvmlite drops the GIL) and get correct results."""
    from concurrent.futures import ThreadPoolExecutor
    n = 1000
    x, y = aligned_rand(rng, n), aligned_rand(rng, n)

    def work(block):
        z = aligned_nan(n)
        add_kernel[(tritium.cdiv(n, block),)](x, y, z, n, BLOCK=block)
        return np.array_equal(z, x + y)
    with ThreadPoolExecutor(6) as ex:
        assert all(ex.map(work, [32, 64, 128, 256, 512, 1024]))


def test_gpu_only_options_share_one_cpu_binary(rng, cache_dir):
    n = 256
    x, y = aligned_rand(rng, n), aligned_rand(rng, n)
    hits = []
    for warps, stages in ((4, 3), (8, 2), (2, 5)):
        z = aligned_nan(n)
        ck = add_kernel[(1,)](x, y, z, n, BLOCK=256, num_warps=warps, num_stages=stages)
        np.testing.assert_array_equal(z, x + y)
        hits.append(ck.metadata["cache_hit"])
    assert hits == [False, True, True]
    assert len(entries(cache_dir)) == 1
