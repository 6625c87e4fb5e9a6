"""The first launch of a cached CPU kernel in a fresh process stays cheap (issue 14): it imports the
CPU backend alone (no other backend, no entry-point scan), no LLVM when the driver's ELF loader
loads the object, and reads the memos in the cache directory (the sources' hash, the host CPU's
description, the binder's code) instead of recomputing them. Each memo must notice what it depends
on: an edited source, a damaged or foreign memo."""
import json
import os
import subprocess
import sys
import textwrap
import time
import types
from pathlib import Path

import numpy as np
import pytest

REPO = Path(__file__).resolve().parents[3]

KERNELS = '''
import tritium
import tritium.language as tl

@tritium.jit
def add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)
'''

LAUNCH = '''
import json, sys
import numpy as np
import tritium
from kernels import add
rng = np.random.default_rng(0)
x, y = rng.standard_normal(1000).astype(np.float32), rng.standard_normal(1000).astype(np.float32)
out = np.full(1000, np.nan, np.float32)
before = set(sys.modules)
ck = add[(4,)](x, y, out, 1000, BLOCK=256)
new = sorted(set(sys.modules) - before)
engine = type(ck.launcher.engine)
print(json.dumps({"hit": ck.metadata["cache_hit"], "ok": bool(np.array_equal(out, x + y)),
                  "llvmlite": "llvmlite" in sys.modules, "engine": engine.__module__ + "." + engine.__name__,
                  "backends": sorted(m for m in sys.modules if m.startswith("tritium.backends.")),
                  "new": new}))
'''


def _run(work: Path, cache: Path, script: str) -> dict:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(work), str(REPO)]), TRITIUM_CACHE_DIR=str(cache))
    for k in ("TRITIUM_INTERPRET", "TRITIUM_CPU_LOADER", "TRITIUM_DEBUG"):
        env.pop(k, None)
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, cwd=work,
                       timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    return json.loads(r.stdout.strip().splitlines()[-1])


@pytest.fixture
def work(tmp_path):
    (tmp_path / "kernels.py").write_text(KERNELS)
    return tmp_path


def test_cache_hit_imports_the_cpu_backend_alone(work, tmp_path):
    cache = tmp_path / "cache"
    first = _run(work, cache, LAUNCH)
    assert first["ok"] and not first["hit"]
    again = _run(work, cache, LAUNCH)
    assert again["ok"] and again["hit"]
    for run in (first, again):  # (compiling needs no other backend either)
        others = [m for m in run["backends"] if m.split(".")[2] not in ("base", "registry", "arguments", "cpu", "compiler")]
        assert not others, f"a CPU launch imported other backends: {others}"
        assert "importlib.metadata" not in run["new"], "a CPU launch scanned the entry points"
    # no entry-point scan, no compiler front or middle end, no interpreter
    for mod in ("importlib.metadata", "tritium.frontend.ast_to_ir", "tritium.passes", "tritium.runtime.interpreter",
                "tritium.language.extra", "tritium.language.random", "tritium.aot.manifest",
                "dataclasses", "tritium.tools.tensor_descriptor"):  # (generating a dataclass costs ~0.6 ms)
        assert mod not in again["new"], f"the cached launch imported {mod}"
    if again["engine"].startswith("tritium.backends.cpu.elf."):  # (MCJIT, where the ELF loader declines, is LLVM)
        assert not again["llvmlite"], "a cache hit loaded by the ELF loader imported llvmlite"
    memo = cache / ".memo"
    assert (memo / "host-cpu.json").is_file() and list((memo / "binders").iterdir())


def test_language_extras_load_on_first_use(work, tmp_path):
    got = _run(work, tmp_path / "cache", textwrap.dedent('''
        import json, sys
        import tritium.language as tl
        eager = [m for m in ("tritium.language.random", "tritium.language.extra", "tritium.ir.libdevice")
                 if m in sys.modules]
        from tritium.language import randint
        from tritium.language.extra import libdevice
        print(json.dumps({"eager": eager, "randint": randint is tl.randint is tl.random.randint,
                          "libdevice": tl.extra.libdevice is libdevice and callable(tl.extra.cuda.libdevice.sinpi),
                          "dir": all(n in dir(tl) for n in ("rand", "randn", "extra", "random")),
                          "missing": not hasattr(tl, "no_such_name")}))
    '''))
    assert got == {"eager": [], "randint": True, "libdevice": True, "dir": True, "missing": True}


def test_lazy_random_compiles_in_a_kernel(tmp_path, monkeypatch):
    """A kernel that names tl.randint (resolved through the module's __getattr__) compiles and runs."""
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path))
    import tritium
    import tritium.language as tl

    @tritium.jit
    def rnd(out_ptr, seed, BLOCK: tl.constexpr):
        offs = tl.arange(0, BLOCK)
        tl.store(out_ptr + offs, tl.randint(seed, offs))

    out = np.zeros(64, np.uint32)
    rnd[(1,)](out, 7, BLOCK=64)
    assert len(set(out.tolist())) > 60  # 64 Philox draws: (almost) all different, none left at 0


# ----------------------------------------------------------------------------- the sources' hash
def _tree(root: Path) -> Path:
    (root / "pkg" / "sub").mkdir(parents=True)
    (root / "pkg" / "__pycache__").mkdir()
    (root / "pkg" / "a.py").write_text("A = 1\n")
    (root / "pkg" / "sub" / "b.py").write_text("B = 2\n")
    (root / "pkg" / "__pycache__" / "a.cpython-311.pyc").write_bytes(b"ignored")
    (root / "pkg" / "notes.txt").write_text("not a source\n")
    return root / "pkg"


def _plain_hash(root: Path, version: str) -> str:
    """What tritium_hash computed before it was memoized (the definition the memo must equal)."""
    import hashlib
    h = hashlib.sha256(version.encode())
    for p in sorted(root.rglob("*.py")):
        h.update(str(p.relative_to(root)).encode())
        h.update(p.read_bytes())
    return h.hexdigest()


def test_source_hash_memo_follows_every_edit(tmp_path):
    from tritium.store.cache import sources_hash
    pkg, memo = _tree(tmp_path), tmp_path / "memo"
    h0 = sources_hash(str(pkg), "1.0", str(memo), racy_s=0)
    assert h0 == _plain_hash(pkg, "1.0") and (memo / "source-hash.json").is_file()
    assert sources_hash(str(pkg), "1.0", str(memo), racy_s=0) == h0  # from the memo
    assert sources_hash(str(pkg), "1.1", str(memo), racy_s=0) == _plain_hash(pkg, "1.1") != h0

    # an edit of the same size, its mtime set back: the ctime still tells
    a = pkg / "a.py"
    st = a.stat()
    time.sleep(0.01)
    a.write_text("A = 3\n")
    os.utime(a, ns=(st.st_atime_ns, st.st_mtime_ns))
    h1 = sources_hash(str(pkg), "1.0", str(memo), racy_s=0)
    assert h1 == _plain_hash(pkg, "1.0") != h0

    (pkg / "sub" / "c.py").write_text("C = 4\n")  # a new file
    h2 = sources_hash(str(pkg), "1.0", str(memo), racy_s=0)
    assert h2 == _plain_hash(pkg, "1.0") not in (h0, h1)
    (pkg / "sub" / "c.py").unlink()
    assert sources_hash(str(pkg), "1.0", str(memo), racy_s=0) == h1


def test_source_hash_memo_damaged_or_racy(tmp_path):
    from tritium.store.cache import memo_read, sources_hash
    pkg, memo = _tree(tmp_path), tmp_path / "memo"
    right = _plain_hash(pkg, "1.0")
    sources_hash(str(pkg), "1.0", str(memo), racy_s=0)
    path = memo / "source-hash.json"
    key = json.loads(path.read_text())["key"]
    for bad in ("", "{", "[]", json.dumps({"key": key, "value": "f" * 63}), json.dumps({"key": key, "value": 5}),
                json.dumps({"key": key, "value": "z" * 64})):
        path.write_text(bad)
        assert sources_hash(str(pkg), "1.0", str(memo), racy_s=0) == right
        assert memo_read(str(memo), "source-hash", key) == right  # rewritten
    # a memo without this user's seal is not believed (even under the right key), nor one stored
    # under another key (another tree, another edit)
    path.write_text(json.dumps({"key": "0" * 64, "value": "e" * 64}))
    assert sources_hash(str(pkg), "1.0", str(memo), racy_s=0) == right
    # files changed within the last seconds: computed, not stored (a second edit could keep the signature)
    path.unlink()
    assert sources_hash(str(pkg), "1.0", str(memo), racy_s=3600) == right and not path.exists()
    assert sources_hash(str(pkg), "1.0", None) == right  # cache off: no memo at all


def test_tritium_hash_is_the_hash_of_its_sources():
    import tritium
    from tritium.store.cache import tritium_hash
    for _ in range(3):  # (a checkout being edited meanwhile: try again)
        got = tritium_hash.__wrapped__()  # (not the process's memo: the sources now)
        if got == _plain_hash(Path(tritium.__file__).parent, tritium.__version__):
            return
        time.sleep(0.5)
    assert got == _plain_hash(Path(tritium.__file__).parent, tritium.__version__)


# ------------------------------------------------------------------------- the host CPU's memo
@pytest.fixture
def host_memo(tmp_path, monkeypatch):
    from tritium.backends.cpu import targets
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path))
    for f in (targets._host, targets.toolchain, targets._host_and_toolchain):
        f.cache_clear()
    yield targets, tmp_path / ".memo" / "host-cpu.json"
    for f in (targets._host, targets.toolchain, targets._host_and_toolchain):
        f.cache_clear()


def _fresh(targets):
    for f in (targets._host, targets.toolchain, targets._host_and_toolchain):
        f.cache_clear()
    return targets._host_and_toolchain()


@pytest.mark.skipif(not Path("/proc/cpuinfo").exists(), reason="the memo's key reads /proc/cpuinfo")
def test_host_memo_is_used_and_rebuilt_when_damaged(host_memo, monkeypatch):
    import llvmlite
    import llvmlite.binding as llvm
    targets, path = host_memo
    real = targets._host_from_llvm()
    tool = f"llvmlite{llvmlite.__version__}-llvm{'.'.join(map(str, llvm.llvm_version_info))}"
    assert _fresh(targets) == (real, tool) and path.is_file()  # LLVM asked, the answer memoized

    calls = []
    monkeypatch.setattr(targets, "_host_from_llvm", lambda: calls.append(1) or real)
    assert _fresh(targets) == (real, tool) and not calls  # from the memo: LLVM not asked

    good = json.loads(path.read_text())
    t = good["value"]["target"]
    damaged = ["", "{", json.dumps({**good, "value": None}), json.dumps({**good, "value": {**good["value"], "toolchain": 3}}),
               json.dumps({**good, "value": {**good["value"], "target": {**t, "lanes": "16"}}}),
               json.dumps({**good, "value": {**good["value"], "target": {**t, "vector_math": "avx9"}}}),
               json.dumps({**good, "value": {**good["value"], "target": {**t, "requires": ["avx"]}}}),
               json.dumps({**good, "value": {**good["value"], "target": {k: v for k, v in t.items() if k != "cpu"}}}),
               json.dumps({**good, "key": "0" * 64, "value": {**good["value"], "target": {**t, "cpu": "other"}}})]
    for bad in damaged:
        path.write_text(bad)
        calls.clear()
        assert _fresh(targets) == (real, tool) and calls == [1], bad  # rebuilt from LLVM
        assert json.loads(path.read_text()) == good  # and written again
    # the backend's hash reads the same either way
    from tritium.backends.cpu.compiler import CPUBackend
    h = CPUBackend().hash()
    assert h.startswith(f"cpu-{tool}-{real.cpu}-{real.features}-")


def test_host_memo_key_follows_the_cpu_and_llvmlite(host_memo, monkeypatch):
    targets, _ = host_memo
    key = targets._memo_key()
    assert key is not None
    monkeypatch.setattr(targets, "_cpu_identity", lambda: "model name:Other CPU\nflags:fpu")
    assert targets._memo_key() not in (None, key)
    monkeypatch.setattr(targets, "_cpu_identity", lambda: None)  # unknown CPU: no memo, LLVM asked
    assert targets._memo_key() is None
    monkeypatch.undo()
    monkeypatch.setattr(targets, "_llvmlite_identity", lambda: "/elsewhere/libllvmlite.so:1:2")
    assert targets._memo_key() not in (None, key)


def test_cannot_run_here_needs_no_llvm_for_host_objects(host_memo, monkeypatch):
    targets, _ = host_memo
    _fresh(targets)  # (memoized)
    _fresh(targets)
    monkeypatch.setattr(targets, "llvm", types.SimpleNamespace())  # any LLVM call would fail
    assert targets.cannot_run_here("host") is None


# ------------------------------------------------------------------------------------ registry
class _EP:
    def __init__(self, name, value, obj):
        self.name, self.value, self._obj = name, value, obj

    def load(self):
        return self._obj


@pytest.fixture
def registry(monkeypatch):
    import importlib.metadata
    from tritium.backends import registry
    from tritium.backends.base import Backend

    class Toy(Backend):
        name = "toy"

        def supports(self, target):
            return target.backend == "toy"

        def add_stages(self, stages, options):
            pass

        def hash(self):
            return "toy"

    scans = []
    eps = [_EP("toy", "toy_mod", types.SimpleNamespace(backend=Toy())),
           _EP("cpu", "someone.elses.cpu", types.SimpleNamespace(backend=Toy()))]
    monkeypatch.setattr(importlib.metadata, "entry_points", lambda group=None: scans.append(group) or eps)
    registry.reset()
    yield registry, scans
    registry.reset()


def test_builtin_names_need_no_entry_point_scan(registry):
    reg, scans = registry
    from tritium.backends.cpu.compiler import CPUBackend
    assert isinstance(reg.backend("cpu"), CPUBackend) and reg.driver("cpu") is not None
    assert reg.parse_target("cpu").backend == "cpu"
    assert not scans  # no importlib.metadata for a built-in name
    with pytest.warns(RuntimeWarning, match="ignoring the entry point cpu = someone.elses.cpu"):
        assert reg.backend("toy").name == "toy" and scans == ["tritium.backends"]  # a plugin: scanned once
    every = reg.backends()
    assert scans == ["tritium.backends"]
    assert isinstance(every["cpu"], CPUBackend) and "toy" in every  # built-in names stay built-in
    assert reg.backend_for(reg.parse_target("toy:1")).name == "toy"


def test_device_memory_rules_come_from_the_device_backend_alone(monkeypatch):
    """The binder asks a device's own backend for its memory rules (xpu's memory_4gb), when such an
    array comes; host arrays never get them."""
    from tritium.backends import registry
    from tritium.backends.base import SpecializationRule
    from tritium.runtime import binder_keys
    asked = []
    fake = types.SimpleNamespace(specializations=lambda: [SpecializationRule("memory_1kb", "memory", 1024)])
    monkeypatch.setattr(registry, "backend", lambda name: asked.append(name) or (fake if name == "fakedev" else None))
    monkeypatch.setattr(binder_keys, "_DEVICE_MEMORY", {})
    monkeypatch.setattr(binder_keys, "_DEVICE_KINDS", {})
    rules = binder_keys._Rules(tuple(binder_keys.COMMON_SPECIALIZATIONS), device_memory=True)
    assert rules.dev_ptr_facts("fakedev:0", 64, extent=100) == ("aligned_16", "memory_1kb")
    assert rules.dev_ptr_facts("fakedev:0", 64, extent=4096) == ("aligned_16",)
    assert set(asked) == {"fakedev"}
    plain = binder_keys._Rules(tuple(binder_keys.COMMON_SPECIALIZATIONS))
    assert plain.dev_ptr_facts("fakedev:0", 64, extent=100) == ("aligned_16",)


# ------------------------------------------------------------------------------ the binder's code
def test_binder_code_memo(tmp_path, monkeypatch):
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path))
    from tritium.store.cache import compiled_code
    src = "def f(a, b):\n    return a * 10 + b\n"
    code = compiled_code(src, "<tritium binder for f>")
    blobs = list((tmp_path / ".memo" / "binders").iterdir())
    assert len(blobs) == 1
    again = compiled_code(src, "<tritium binder for f>")
    ns = {}
    exec(again, ns)
    assert again == code and ns["f"](4, 2) == 42
    raw = bytearray(blobs[0].read_bytes())
    raw[40] ^= 0xFF  # damaged: its sha256 no longer matches
    blobs[0].write_bytes(bytes(raw))
    ns = {}
    exec(compiled_code(src, "<tritium binder for f>"), ns)
    assert ns["f"](4, 2) == 42 and blobs[0].read_bytes() != bytes(raw)  # recompiled and rewritten
    other = compiled_code(src.replace("10", "100"), "<tritium binder for f>")
    ns = {}
    exec(other, ns)
    assert ns["f"](4, 2) == 402 and len(list((tmp_path / ".memo" / "binders").iterdir())) == 2
