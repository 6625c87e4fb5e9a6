"""The `tritium` command answers every mistake in one clear line: exit 2 for a usage mistake (as
argparse does), 1 for the rest, never a traceback of tritium's own code. A kernel mistake prints its
located CompilationError; a `tritium run` script's own exception stays its traceback.

(The compile happy path and the AOT/cache sub-commands have their own tests in test_cpu_cache.py,
test_aot.py, test_cache_limits.py and test_backend_plugins.py.)"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import tritium
from tritium import cli

REPO = Path(__file__).resolve().parents[3]

KERNELS = '''\
import tritium
import tritium.language as tl


@tritium.jit
def add(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=mask) + 1.0, mask=mask)


@tritium.jit
def scaled(x_ptr, n, BLOCK: tl.constexpr = 64, SCALE: tl.constexpr = 2):
    offs = tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=mask) * SCALE, mask=mask)


def helper():
    return 1
'''

BAD_KERNEL = '''\
import tritium
import tritium.language as tl


@tritium.jit
def k(x_ptr, BLOCK: tl.constexpr = 16):
    offs = tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs) + undefined_name)
'''


@pytest.fixture
def work(tmp_path):
    (tmp_path / "kernels.py").write_text(KERNELS)
    (tmp_path / "bad.py").write_text(BAD_KERNEL)
    (tmp_path / "raises.py").write_text("import os\nx = 1\nraise ValueError('bad\\nconfig')\n")
    (tmp_path / "syn.py").write_text("def f(:\n    pass\n")
    return tmp_path


def tritium_cmd(*args, cwd, cache=None, env=None):
    e = {k: v for k, v in os.environ.items() if not k.startswith(("TRITIUM_", "TRITON_"))}
    e.update(PYTHONPATH=str(REPO), TRITIUM_CACHE_DIR=str(cache or Path(cwd) / "cache"), **(env or {}))
    return subprocess.run([sys.executable, "-m", "tritium", *args], cwd=cwd, env=e, capture_output=True, text=True,
                          timeout=300)


def one_line(r, code: int, *wanted: str) -> str:
    """`r` failed with `code` and said so in one line holding each of `wanted`."""
    err = r.stderr.strip()
    assert r.returncode == code, (r.returncode, r.stdout, r.stderr)
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    for w in wanted:
        assert w in err, (w, err)
    return err


# ============================================================================ tritium --version / --help
def test_version_names_tritium_and_llvm(tmp_path):
    r = tritium_cmd("--version", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    first, second = r.stdout.splitlines()
    assert first == f"tritium {tritium.__version__}"
    assert second.startswith("llvmlite ") and "LLVM " in second


def test_unknown_option_of_a_sub_command_points_at_its_help(tmp_path):
    r = tritium_cmd("compile", "k.py:k", "--signature", "*fp32", "-o", "out", "-c", "BLOCK=64", cwd=tmp_path)
    one_line(r, 2, "tritium compile: error: unrecognized arguments: -c BLOCK=64", "tritium compile --help")


def test_compile_help_explains_targets_constexprs_and_gives_an_example(tmp_path):
    r = tritium_cmd("compile", "--help", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    for w in ("cpu:x86-64-v3", "cpu:aarch64", "cuda:80", "cuda:89", "cuda:90", "xpu:pvc", "vulkan:sg32",
              "--constexpr NAME=VALUE", "'*' makes a pointer", "fp16", "u64",
              "tritium compile kernels.py:add_kernel --signature '*fp32:16, *fp32:16, *fp32:16, i32' "
              "--constexpr BLOCK_SIZE=1024 -o out/"):
        assert w in r.stdout, w


@pytest.mark.parametrize("args,wanted", [
    ([], "the following arguments are required: COMMAND"),
    (["cache", "nosuch"], "invalid choice: 'nosuch'"),
    (["compile", "kernels.py:add", "-o", "out"], "the following arguments are required: --signature"),
])
def test_argparse_mistakes_are_one_line(work, args, wanted):
    err = one_line(tritium_cmd(*args, cwd=work), 2, wanted)
    assert "--help" in err


# ============================================================================ tritium compile: mistakes
SIG = ["--signature", "*fp32, *fp32, i32"]


@pytest.mark.parametrize("args,code,wanted", [
    # a constexpr without a default, not given: named, with the syntax
    (["kernels.py:add", *SIG], 2,
     ["add needs a value for its constexpr parameter BLOCK (no default)", "--constexpr BLOCK=128"]),
    # an unknown dtype: the valid names, '*' for pointers, ':16'
    (["kernels.py:add", "--signature", "*fp32, *fp33, i32", "--constexpr", "BLOCK=64"], 2,
     ["--signature: unknown type '*fp33'", "fp32, fp16, bf16, fp64", "i1, i8", "u64", "'*' before a type makes a "
      "pointer", "':16'"]),
    (["kernels.py:add", "--signature", "*fp32, *fp32, i32:1", "--constexpr", "BLOCK=64"], 2,
     ["':1' (an int equal to 1)", "--constexpr NAME=1"]),
    # --option: not JSON, the wrong type, an unknown name (the valid ones listed), not NAME=VALUE
    (["kernels.py:add", *SIG, "--constexpr", "BLOCK=64", "--option", "opt_level=x"], 2,
     ["--option opt_level=x: not a JSON value; opt_level takes an integer, e.g. --option opt_level=3"]),
    (["kernels.py:add", *SIG, "--constexpr", "BLOCK=64", "--option", 'opt_level="3"'], 2,
     ["opt_level takes an integer, not a string"]),
    (["kernels.py:add", *SIG, "--constexpr", "BLOCK=64", "--option", "unroll_loops=1"], 2,
     ["unroll_loops takes true or false, not an integer"]),
    (["kernels.py:add", *SIG, "--constexpr", "BLOCK=64", "--option", "nosuch=1"], 2,
     ["--option nosuch: not an option of the cpu backend (target cpu:host); its options: num_warps",
      "num_threads, opt_level, unroll_loops"]),
    (["kernels.py:add", *SIG, "--constexpr", "BLOCK=64", "--option", "num_warps"], 2,
     ["--option 'num_warps': expected NAME=VALUE"]),
    (["kernels.py:add", *SIG, "--constexpr", "BLOCK=64", "--option", "num_warps=3"], 2,
     ["num_warps must be a power of 2"]),
    # --constexpr: not a parameter (the constexpr ones listed), not NAME=VALUE
    (["kernels.py:add", *SIG, "--constexpr", "BLOCK=64", "--constexpr", "FOO=1"], 2,
     ["--constexpr FOO: add has no parameter FOO (its constexpr parameters: BLOCK)"]),
    (["kernels.py:add", *SIG, "--constexpr", "BLOCK"], 2, ["--constexpr 'BLOCK': expected NAME=VALUE"]),
    # targets: unknown, an architecture that does not exist
    (["kernels.py:add", *SIG, "--constexpr", "BLOCK=64", "--target", "nosuch"], 2,
     ["--target nosuch: unknown target 'nosuch': the installed backends are", "cpu"]),
    (["kernels.py:add", *SIG, "--constexpr", "BLOCK=64", "--target", "cuda:91"], 2,
     ["--target cuda:91: unknown CUDA architecture '91'", "cuda:90"]),
    (["kernels.py:add", *SIG, "--constexpr", "BLOCK=64", "--target", "cpu:pentium"], 2,
     ["--target cpu:pentium: unknown CPU target", "cpu:aarch64"]),
    # FILE:KERNEL: no such file, no such kernel, not a kernel, no ':', the file raises on import
    (["nope.py:add", *SIG], 2, ["tritium compile: nope.py: no such file"]),
    (["kernels.py:nosuch", *SIG], 2, ["kernels.py has no @jit kernel named 'nosuch' (its kernels: add, scaled)"]),
    (["kernels.py:helper", *SIG], 2, ["helper in kernels.py is a function, not a @jit kernel (its kernels: add"]),
    (["kernels.py", *SIG], 2, ["expected FILE:KERNEL, e.g. kernels.py:add_kernel, got 'kernels.py'"]),
    (["raises.py:k", *SIG], 1, ["raises.py:3: importing it raised ValueError: bad config"]),
    (["syn.py:k", *SIG], 1, ["syn.py:1: SyntaxError: "]),
])
def test_compile_mistakes_are_one_line(work, args, code, wanted):
    r = tritium_cmd("compile", *args, "-o", "out", cwd=work)
    err = one_line(r, code, *wanted)
    assert err.startswith("tritium compile: "), err
    assert not (work / "out").exists()


def test_compile_target_cuda_without_a_gpu_asks_for_an_architecture(work):
    from tritium.backends.registry import drivers
    d = drivers().get("cuda")
    if d is not None and d.is_available():
        pytest.skip("a CUDA GPU is usable here: 'cuda' is its architecture")
    r = tritium_cmd("compile", "kernels.py:add", *SIG, "--constexpr", "BLOCK=64", "--target", "cuda", "-o", "out",
                    cwd=work)
    one_line(r, 2, "--target cuda: target 'cuda' needs an architecture", "'cuda:90' (H100)")


@pytest.mark.parametrize("state,wanted", [
    ("unloadable", "--target cuda:90: the cuda backend failed to load (ImportError: no module named cuda_bits)"),
    ("absent", "--target cuda:90: unknown target 'cuda:90': the installed backends are cpu ("),
])
def test_compile_for_a_backend_not_installed(work, monkeypatch, capsys, state, wanted):
    from tritium.backends import registry
    cpu_only = {"cpu": registry._load()["cpu"]}
    monkeypatch.setattr(registry, "_cache", cpu_only)
    monkeypatch.setattr(registry, "_unloadable",
                        {"cuda": "ImportError: no module named cuda_bits"} if state == "unloadable" else {})
    monkeypatch.syspath_prepend(str(work))
    code = cli.main(["compile", str(work / "kernels.py:add"), *SIG, "--constexpr", "BLOCK=64", "--target", "cuda:90",
                     "-o", str(work / "out")])
    err = capsys.readouterr().err.strip()
    assert code == 2 and len(err.splitlines()) == 1 and wanted in err, err


def test_compile_kernel_mistake_prints_the_located_error_without_a_traceback(work):
    r = tritium_cmd("compile", "bad.py:k", "--signature", "*fp32", "-o", "out", cwd=work)
    assert r.returncode == 1, r.stderr
    assert "Traceback" not in r.stderr and "tritium/" not in r.stderr, r.stderr
    lines = r.stderr.strip().splitlines()
    assert lines[0].startswith(f"{work / 'bad.py'}:8:") and "undefined_name" in r.stderr, r.stderr
    assert lines[2].strip() == "^" and "name 'undefined_name' is not defined" in lines[-1], r.stderr
    assert not (work / "out").exists()


def test_compile_takes_defaults_runtime_constants_and_typed_options_then_inspect_lists_it(work):
    # SCALE and BLOCK come from their defaults; n is fixed to a constant; options of each type
    r = tritium_cmd("compile", "kernels.py:scaled", "--signature", "*fp32:16", "--constexpr", "n=64",
                    "--option", "num_threads=2", "--option", "opt_level=2", "--option", "unroll_loops=true",
                    "--option", "default_dot_input_precision=ieee", "-o", "out", cwd=work)
    assert r.returncode == 0 and "scaled" in r.stdout and "written to out" in r.stdout, r.stderr
    meta = json.loads((work / "out" / "metadata.json").read_text())
    assert meta["options"]["num_threads"] == 2 and meta["options"]["opt_level"] == 2
    assert meta["options"]["unroll_loops"] is True
    assert {k: str(v) for k, v in meta["constexprs"].items()} == {"n": "64", "BLOCK": "64", "SCALE": "2"}

    r = tritium_cmd("inspect", "out", cwd=work)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert out.startswith("compile output: out\n") and f"key: {meta['key']}" in out
    assert "name: " + meta["name"] in out and "target: cpu:host" in out and "constexprs: " in out
    for stage in ("ttir", "llir", "asm", "obj"):
        f = work / "out" / f"{meta['name']}.{stage}"
        line = next(x for x in out.splitlines() if x.split()[:1] == [f.name])
        assert f"{f.stat().st_size} bytes" in line and f"stage {stage}" in line, out
    assert "metadata.json" in out


def test_inspect_mistakes_are_one_line(work):
    (work / "empty").mkdir()
    one_line(tritium_cmd("inspect", "empty", cwd=work), 1,
             "tritium inspect: empty is neither a cache entry nor a `tritium compile` output directory")
    one_line(tritium_cmd("inspect", "kernels.py", cwd=work), 1, "kernels.py is a file")
    one_line(tritium_cmd("inspect", "out/", cwd=work), 1, "out/: no such directory")
    one_line(tritium_cmd("inspect", "0123abcd", cwd=work), 1, "no cache entry matches '0123abcd'")


# ============================================================================ tritium cache
def _fake_entry(cache: Path, key: str, name: str) -> None:
    d = cache / key[:2] / key
    d.mkdir(parents=True)
    (d / f"{name}.ttir").write_text("module {}\n")
    (d / "metadata.json").write_text(json.dumps({"name": name, "target": "cpu:host", "stages": ["ttir"],
                                                 "artifacts": {f"{name}.ttir": "0" * 64}}))


def test_cache_list_show_mistakes_and_ambiguous_keys(tmp_path):
    cache = tmp_path / "cache"
    r = tritium_cmd("cache", "list", cwd=tmp_path, cache=cache)
    assert r.returncode == 0 and r.stdout.strip() == f"no entries in {cache}", r.stdout + r.stderr
    one_line(tritium_cmd("cache", "show", cwd=tmp_path, cache=cache), 2,
             "tritium cache show: give the KEY of an entry", "tritium cache show KEY")

    k1, k2 = "abc1" + "0" * 60, "abc2" + "1" * 60
    _fake_entry(cache, k1, "first_kernel")
    _fake_entry(cache, k2, "second_kernel")
    one_line(tritium_cmd("cache", "show", "abc", cwd=tmp_path, cache=cache), 1,
             "'abc' matches 2 cache entries:", f"{k1[:16]} (first_kernel, cpu:host)",
             f"{k2[:16]} (second_kernel, cpu:host)", "give more of the key")
    one_line(tritium_cmd("cache", "show", "fff", cwd=tmp_path, cache=cache), 1,
             f"no cache entry matches 'fff' in {cache}")
    r = tritium_cmd("cache", "show", "abc2", cwd=tmp_path, cache=cache)
    assert r.returncode == 0 and "name: second_kernel" in r.stdout and "second_kernel.ttir" in r.stdout, r.stderr
    one_line(tritium_cmd("cache", "clear", "abc2", cwd=tmp_path, cache=cache), 2, "takes no KEY")
    assert len(tritium_cmd("cache", "list", cwd=tmp_path, cache=cache).stdout.splitlines()) == 2


def test_a_reader_that_closes_the_pipe_ends_the_listing_quietly(tmp_path):
    """`tritium cache list | head`: once the reader has gone, the listing stops without an error."""
    cache = tmp_path / "cache"
    for i in range(400):  # (more than a pipe holds, so the listing itself meets the closed pipe)
        _fake_entry(cache, f"{i:04x}" + "0" * 60, f"kernel_number_{i}")
    for args in (("cache", "list"), ("cache", "stats")):
        read, write = os.pipe()
        os.close(read)  # the reader is gone before the first line is written
        e = {k: v for k, v in os.environ.items() if not k.startswith(("TRITIUM_", "TRITON_"))}
        e.update(PYTHONPATH=str(REPO), TRITIUM_CACHE_DIR=str(cache))
        try:
            r = subprocess.run([sys.executable, "-m", "tritium", *args], cwd=tmp_path, env=e, stdout=write,
                               stderr=subprocess.PIPE, text=True, timeout=300)
        finally:
            os.close(write)
        assert r.returncode == 141 and r.stderr == "", (args, r.returncode, r.stderr)


# ============================================================================ tritium run
def test_run_missing_script_sanitize_and_the_scripts_own_traceback(tmp_path):
    one_line(tritium_cmd("run", "missing.py", cwd=tmp_path), 2, "tritium run: missing.py: no such file")
    (tmp_path / "env.py").write_text("import os, sys\nprint(os.environ.get('TRITIUM_DEBUG', '-'), sys.argv[1:])\n")
    r = tritium_cmd("run", "--sanitize", "env.py", "a", "--b", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.strip() == "1 ['a', '--b']", r.stdout + r.stderr
    r = tritium_cmd("run", "env.py", cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.strip() == "- []", r.stdout + r.stderr
    assert "check every load/store against its buffer's bounds and integer overflow (slower)" in \
        " ".join(tritium_cmd("run", "--help", cwd=tmp_path).stdout.split())

    (tmp_path / "boom.py").write_text("print('started')\n\ndef f():\n    raise RuntimeError('boom in script')\n\nf()\n")
    r = tritium_cmd("run", "boom.py", cwd=tmp_path)
    assert r.returncode == 1 and r.stdout.strip() == "started", r.stdout + r.stderr
    err = r.stderr
    assert err.startswith("Traceback (most recent call last):") and 'boom.py", line 6' in err, err
    assert err.strip().endswith("RuntimeError: boom in script") and "tritium" not in err, err
    (tmp_path / "exits.py").write_text("import sys\nsys.exit(3)\n")
    assert tritium_cmd("run", "exits.py", cwd=tmp_path).returncode == 3


OOB_SCRIPT = '''\
import numpy as np
import tritium
import tritium.language as tl


@tritium.jit
def k(x_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs) + 1.0)


x = np.ones(8, np.float32)
k[(1,)](x, BLOCK=16)
'''


def test_run_names_sanitize_when_the_script_dies_by_a_memory_signal(tmp_path):
    (tmp_path / "segv.py").write_text("import os, signal\nprint('before', flush=True)\n"
                                      "os.kill(os.getpid(), signal.SIGSEGV)\n")
    r = tritium_cmd("run", "segv.py", cwd=tmp_path)
    assert r.returncode == 128 + 11 and r.stdout == "before\n", (r.returncode, r.stdout, r.stderr)
    assert r.stderr.strip() == ("tritium run: segv.py was killed by SIGSEGV; if a kernel read or wrote outside "
                                "its arrays, rerun with `tritium run --sanitize` to name the access"), r.stderr
    r = tritium_cmd("run", "--sanitize", "segv.py", cwd=tmp_path)
    assert r.returncode == 139 and "the sanitizer found no stray access" in r.stderr, r.stderr
    (tmp_path / "term.py").write_text("import os, signal\nos.kill(os.getpid(), signal.SIGTERM)\n")
    r = tritium_cmd("run", "term.py", cwd=tmp_path)
    assert r.returncode == 128 + 15 and r.stderr.strip() == "tritium run: term.py was killed by SIGTERM", r.stderr


def test_sanitizer_names_the_running_kernels_line_not_the_cached_one(tmp_path):
    """The same kernel text, cached from one file, then run from another where it sits two lines lower:
    each report names the file and line that ran."""
    (tmp_path / "first.py").write_text(OOB_SCRIPT)
    (tmp_path / "second.py").write_text("# two more lines\n# above the kernel\n" + OOB_SCRIPT)
    for name, line in (("first.py", 9), ("second.py", 11), ("first.py", 9)):
        r = tritium_cmd("run", "--sanitize", name, cwd=tmp_path, cache=tmp_path / "cache")
        last = r.stderr.strip().splitlines()[-1]
        assert r.returncode == 1 and last.startswith(f"tritium.errors.OutOfBoundsError: tt.load at "
                                                     f"{name}:{line}: out-of-bounds access"), r.stderr


# ============================================================================ tritium's own errors
def test_an_unexpected_error_in_the_cli_is_one_line_with_a_hint(tmp_path, monkeypatch, capsys):
    from tritium.store.cache import FileCache

    def broken(self):
        raise RuntimeError("disk on fire\nsecond line")
    monkeypatch.setattr(FileCache, "stats", broken)
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("TRITIUM_DEBUG_COMPILER", raising=False)
    assert cli.main(["cache", "stats"]) == 1
    err = capsys.readouterr().err
    assert err == ("tritium: error: RuntimeError: disk on fire second line "
                   "(rerun with TRITIUM_DEBUG_COMPILER=1 for the traceback)\n"), err
    monkeypatch.setenv("TRITIUM_DEBUG_COMPILER", "1")
    with pytest.raises(RuntimeError, match="disk on fire"):
        cli.main(["cache", "stats"])


def test_compile_cross_compiles_for_cuda_and_checks_its_options(work):
    from tritium.backends.cuda.toolchain import ToolchainError, find_ptxas
    try:
        find_ptxas()
    except (ToolchainError, OSError):
        pytest.skip("no ptxas: the cubin stage cannot run")
    one_line(tritium_cmd("compile", "kernels.py:add", *SIG, "--constexpr", "BLOCK=64", "--target", "cuda:90",
                         "--option", "num_threads=4", "-o", "out", cwd=work), 2,
             "--option num_threads: not an option of the cuda backend (target cuda:90); its options:", "maxnreg")
    r = tritium_cmd("compile", "kernels.py:add", *SIG, "--constexpr", "BLOCK=64", "--target", "cuda:90",
                    "--option", "num_warps=8", "--option", "maxnreg=null", "-o", "out", cwd=work)
    assert r.returncode == 0 and "ttir -> ttgir -> llir -> ptx -> cubin" in r.stdout, r.stderr
    out = tritium_cmd("inspect", "out", cwd=work).stdout
    assert "target: cuda:90" in out and "resources: shared" in out and "stage cubin" in out, out
