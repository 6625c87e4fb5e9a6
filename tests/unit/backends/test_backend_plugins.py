"""Backend plugins and the cache: a tiny out-of-tree backend, installed into a temporary
environment, compiles kernels through `tritium.compile` without touching tritium's code."""
import json
import os
import subprocess
import sys
import textwrap
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]

TOY = '''
from tritium.backends.base import Backend, Target

class ToyBackend(Backend):
    name = "toy"
    binary_ext = "toybin"

    def supports(self, target):
        return target.backend == "toy"

    def add_stages(self, stages, options):
        stages["upper"] = lambda src, meta: src.upper()
        stages["bin"] = lambda src, meta: b"TOY\\x00" + src.encode()

    def hash(self):
        return "toy-toolchain-1.0"

backend = ToyBackend()
'''

KERNELS = '''
import tritium
import tritium.language as tl

@tritium.jit
def helper(x):
    return x * 2

@tritium.jit
def k(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, helper(tl.load(x_ptr + offs, mask=offs < n)), mask=offs < n)
'''

DRIVER = '''
import json, sys
import tritium
from tritium.frontend import dtypes as d
from kernels import k
block = int(sys.argv[1]) if len(sys.argv) > 1 else 64
ck = tritium.compiler.compile(k, {"x_ptr": d.pointer_type(d.float32), "n": d.int32}, {"BLOCK": block}, target="toy:1")
print(json.dumps({"stages": list(ck.asm), "hit": ck.metadata["cache_hit"], "bin": ck.asm["bin"][:4].hex(),
                  "upper_has_edit": "EDITED" in ck.asm["upper"], "bin_has_edit": b"EDITED" in ck.asm["bin"]}))
'''


@pytest.fixture(scope="module")
def plugin_env(tmp_path_factory):
    root = tmp_path_factory.mktemp("plugin")
    pkg = root / "pkg"
    (pkg / "toy_tritium_backend").mkdir(parents=True)
    (pkg / "toy_tritium_backend" / "__init__.py").write_text(TOY)
    (pkg / "pyproject.toml").write_text(textwrap.dedent('''
        [build-system]
        requires = ["setuptools"]
        build-backend = "setuptools.build_meta"
        [project]
        name = "toy-tritium-backend"
        version = "0.1"
        [project.entry-points."tritium.backends"]
        toy = "toy_tritium_backend"
        [tool.setuptools]
        packages = ["toy_tritium_backend"]
    '''))
    site = root / "site"
    r = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation",
                        "--target", str(site), str(pkg)], capture_output=True, text=True)
    if r.returncode != 0:
        pytest.skip(f"could not install the toy plugin: {r.stderr[-500:]}")
    work = root / "work"
    work.mkdir()
    (work / "kernels.py").write_text(KERNELS)
    (work / "driver.py").write_text(DRIVER)
    return root, site, work


def _run(plugin_env, cache, *args, extra_env=None):
    root, site, work = plugin_env
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(site), str(work), str(REPO)]),
               TRITIUM_CACHE_DIR=str(cache), **(extra_env or {}))
    r = subprocess.run([sys.executable, str(work / "driver.py"), *args], capture_output=True, text=True, env=env,
                       cwd=work)
    assert r.returncode == 0, r.stdout + r.stderr
    return json.loads(r.stdout.strip().splitlines()[-1]), r.stderr


def test_out_of_tree_backend_compiles_and_caches(plugin_env, tmp_path):
    cache = tmp_path / "cache"
    first, _ = _run(plugin_env, cache)
    assert first["stages"] == ["ttir", "upper", "bin"] and first["bin"] == b"TOY\x00".hex() and not first["hit"]
    second, _ = _run(plugin_env, cache)  # a new process loads the entry without running any stage
    assert second["hit"] and second["stages"] == first["stages"]
    other, _ = _run(plugin_env, cache, "128")  # another constexpr is another entry
    assert not other["hit"]


def test_corrupt_entry_is_detected_and_rebuilt(plugin_env, tmp_path):
    cache = tmp_path / "cache"
    _run(plugin_env, cache)
    victim = next(cache.rglob("k.upper"))
    victim.write_text(victim.read_text()[:10])  # truncated
    again, err = _run(plugin_env, cache)
    assert not again["hit"] and "corrupt" in err
    assert _run(plugin_env, cache)[0]["hit"]


def test_override_dir_resumes_from_an_edited_stage(plugin_env, tmp_path):
    cache, over = tmp_path / "cache", tmp_path / "override"
    first, _ = _run(plugin_env, cache)
    over.mkdir()
    upper = next(cache.rglob("k.upper")).read_text()
    (over / "k.upper").write_text(upper + "// EDITED\n")
    res, _ = _run(plugin_env, cache, extra_env={"TRITIUM_OVERRIDE_DIR": str(over)})
    assert res["upper_has_edit"] and res["bin_has_edit"]  # the later stage consumed the edited text


def test_dump_dir_receives_every_stage(plugin_env, tmp_path):
    dump = tmp_path / "dump"
    _run(plugin_env, tmp_path / "cache", extra_env={"TRITIUM_DUMP_DIR": str(dump)})
    names = sorted(p.name for p in dump.rglob("k.*"))
    assert names == ["k.bin", "k.ttir", "k.upper"]


def test_concurrent_processes_share_one_cache(plugin_env, tmp_path):
    cache = tmp_path / "cache"
    with ThreadPoolExecutor(6) as pool:  # six processes, three keys, all racing on empty cache
        results = list(pool.map(lambda b: _run(plugin_env, cache, str(b))[0], [16, 32, 64, 16, 32, 64]))
    assert all(r["stages"] == ["ttir", "upper", "bin"] and r["bin"] == b"TOY\x00".hex() for r in results)
    entries = [p for p in cache.glob("??/*") if p.is_dir() and not p.name.startswith(".")]
    assert len(entries) == 3 and not list(cache.rglob(".tmp-*"))
    assert all(_run(plugin_env, cache, str(b))[0]["hit"] for b in (16, 32, 64))


def test_cli_cache_list_show_inspect_clear(plugin_env, tmp_path):
    cache = tmp_path / "cache"
    _run(plugin_env, cache)
    env = dict(os.environ, TRITIUM_CACHE_DIR=str(cache), PYTHONPATH=str(REPO))

    def cli(*a):
        r = subprocess.run([sys.executable, "-m", "tritium", *a], capture_output=True, text=True, env=env)
        assert r.returncode == 0, r.stderr
        return r.stdout
    listing = cli("cache", "list")
    key = listing.split()[0]
    assert "k" in listing and "toy:1" in listing and "ttir -> upper -> bin" in listing
    shown = cli("cache", "show", key[:12])
    assert "k.bin" in shown and "sha256" in shown and "target: toy:1" in shown
    assert cli("inspect", str(next(cache.glob("??/*")))) == shown
    assert "removed 1 entries" in cli("cache", "clear") and not cache.exists()
