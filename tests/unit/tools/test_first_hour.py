"""What a new user runs into in the first hour (issue 13), outside the CLI: launch mistakes answered
in one clear message at the right place, kernel errors without the compiler's own frames, the
kernels `tritium.compile()` returns launchable, Triton's string signatures accepted, and the
interpreter's warmup carrying the metadata fields Triton scripts read."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.compiler import compile_ttir

from errorutil import expect_error, marker_lines


@pytest.fixture(autouse=True)
def compiled(monkeypatch):
    """Compiled CPU kernels unless a test says otherwise (the suites' default mode interprets)."""
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")


@tritium.jit
def add_kernel(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    m = offs < n  # ERR (a tensor passed for n)
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) + tl.load(y_ptr + offs, mask=m), mask=m)


def _inputs(n=100, seed=0):
    rng = np.random.default_rng(seed)
    x, y = rng.standard_normal(n).astype(np.float32), rng.standard_normal(n).astype(np.float32)
    return x, y, np.full(n, np.nan, np.float32)


# ------------------------------------------------------------------------------------ grids
@pytest.mark.parametrize("grid", [(4.0,), (2, 1.5), 4.0])
def test_float_grid_is_a_type_error(grid):
    x, y, out = _inputs()
    with pytest.raises(TypeError, match=r"grid dimensions must be integers, got \("):
        add_kernel[grid](x, y, out, 100, BLOCK=32)
    assert np.isnan(out).all()


def test_numpy_int_grid_runs():
    x, y, out = _inputs()
    add_kernel[(np.int64(4),)](x, y, out, 100, BLOCK=32)
    np.testing.assert_allclose(out, x + y, rtol=1e-6)


@pytest.mark.parametrize("interpret", [False, True])
@pytest.mark.parametrize("grid", [(0,), (3, 0), lambda meta: (0,)])
def test_empty_grid_is_a_no_op(grid, interpret, monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "1" if interpret else "0")
    x, y, out = _inputs()
    add_kernel[grid](x, y, out, 100, BLOCK=32)
    assert np.isnan(out).all()


def test_negative_grid_is_a_value_error():
    x, y, out = _inputs()
    with pytest.raises(ValueError, match=r"grid dimensions must be >= 0"):
        add_kernel[(-1,)](x, y, out, 100, BLOCK=32)


@pytest.mark.parametrize("interpret", [False, True])
def test_grids_over_the_limits_are_a_value_error_at_once(interpret, monkeypatch):
    """Program ids are int32: 2**31 programs in a dimension, or in a whole launch, are refused
    before anything runs (once a hang of the interpreter, and a struct.error of the CPU launcher),
    on the first launch and on later ones (the CPU's native launch path)."""
    monkeypatch.setenv("TRITIUM_INTERPRET", "1" if interpret else "0")
    x, y, out = _inputs()
    add_kernel[(4,)](x, y, out, 100, BLOCK=32)
    add_kernel[(4,)](x, y, out, 100, BLOCK=32)
    out[:] = np.nan
    for grid in [(2 ** 31,), (2 ** 40,), (1, 2 ** 31), (2 ** 31 - 1, 2 ** 31 - 1, 2), (2 ** 16, 2 ** 16)]:
        with pytest.raises(ValueError, match=r"too large.*2\*\*31 - 1"):
            add_kernel[grid](x, y, out, 100, BLOCK=32)
    assert np.isnan(out).all()


# --------------------------------------------------------------------------- argument mistakes
def test_float_constexpr_for_arange_says_int():
    x, y, out = _inputs()
    with pytest.raises(tritium.CompilationError) as e:
        add_kernel[(4,)](x, y, out, 100, BLOCK=64.0)
    assert "arange's arguments must be ints" in str(e.value) and "pass 64, not 64.0" in str(e.value)


def test_runtime_value_for_arange_says_constexpr():
    @tritium.jit
    def k(out, B):
        tl.store(out + tl.arange(0, B), 1.0)  # ERR
    expect_error(k, (np.zeros(16, np.float32), 16), ["arange's arguments must be of type tl.constexpr",
                                                      "declare that parameter"])


def test_zero_d_tensor_as_scalar_is_a_kernel_error():
    torch = pytest.importorskip("torch")
    x, y = torch.randn(100), torch.randn(100)
    out = torch.full((100,), float("nan"))
    with pytest.raises(tritium.CompilationError) as e:
        add_kernel[(4,)](x, y, out, torch.tensor(100), BLOCK=32)
    assert e.value.lineno in marker_lines(add_kernel)
    assert "cannot compare a pointer" in str(e.value) and ".item()" in str(e.value)
    add_kernel[(4,)](x, y, out, torch.tensor(100).item(), BLOCK=32)
    assert torch.allclose(out, x + y)


@pytest.mark.parametrize("target,fragment", [
    ("nosuch", "unknown target 'nosuch': the installed backends are cpu, cuda"),
    ("cuda:12", "unknown CUDA architecture '12'"),
    ("cpu:sparc", "unknown CPU target 'cpu:sparc'"),
])
def test_bad_targets_say_what_exists(target, fragment):
    x, y, out = _inputs()
    with pytest.raises(ValueError) as e:
        add_kernel[(4,)](x, y, out, 100, BLOCK=32, target=target)
    assert fragment in str(e.value) and "cuda:;" not in str(e.value)
    with pytest.raises(ValueError) as e:
        tritium.compile(add_kernel, "*fp32, *fp32, *fp32, i32", {"BLOCK": 32}, target=target)
    assert fragment in str(e.value)


def test_target_without_arch_prints_without_colon():
    from tritium.backends.base import Target
    assert str(Target("cuda", "")) == "cuda" and str(Target("cuda", 90)) == "cuda:90"


def test_unloadable_backend_names_the_cause(monkeypatch):
    from tritium.backends import registry
    monkeypatch.setattr(registry, "_unloadable", {"cuda": "ImportError: no module named x"})
    monkeypatch.setattr(registry, "_cache", {k: v for k, v in registry._load().items() if k != "cuda"})
    with pytest.raises(ValueError) as e:
        registry.parse_target("cuda:90")
    assert "the cuda backend failed to load (ImportError: no module named x)" in str(e.value)
    assert "tritium[cuda]" in str(e.value)


# --------------------------------------------------------------------- tritium.compile results
SIGNATURES = [
    {"x_ptr": "*fp32:16", "y_ptr": "*fp32", "out_ptr": "*fp32:16", "n": "i32"},
    {"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32:16"},
    "*fp32:16, *fp32, *fp32, i32",
    ["*fp32", "*fp32", "*fp32", "i32"],
]


@pytest.mark.parametrize("sig", SIGNATURES, ids=["dict-hint", "int-hint", "string", "list"])
def test_compile_takes_triton_string_signatures_and_launches(sig):
    ck = tritium.compile(add_kernel, sig, {"BLOCK": 32})
    x, y, out = _inputs(200, seed=1)
    ck[(7,)](x, y, out, 200)  # constexprs may be left out
    np.testing.assert_allclose(out, x + y, rtol=1e-6)
    out[:] = np.nan
    ck[lambda meta: (7,)](x, y, out, 200, 32)  # ... or passed, as Triton scripts do
    np.testing.assert_allclose(out, x + y, rtol=1e-6)


def test_compile_hint_becomes_a_fact():
    ck = tritium.compile(add_kernel, {"x_ptr": "*fp32:16", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32:16"},
                         {"BLOCK": 32})
    assert ck.metadata["pointer_facts"][0] == ["aligned_16"]
    plain = tritium.compile(add_kernel, "*fp32, *fp32, *fp32, i32", {"BLOCK": 32})
    assert plain.hash != ck.hash


def test_compiled_kernel_with_torch_tensors_and_scalar_one():
    torch = pytest.importorskip("torch")
    ck = tritium.compile(add_kernel, "*fp32, *fp32, *fp32, i32", {"BLOCK": 32})
    x, y = torch.randn(1), torch.randn(1)
    out = torch.full((1,), float("nan"))
    ck[(1,)](x, y, out, 1)  # n == 1 stays a runtime value: the kernel was compiled with n: i32
    assert torch.allclose(out, x + y)


@pytest.mark.parametrize("sig,fragment", [
    ({"x_ptr": "*fp99", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"}, "signature of 'x_ptr': unknown type"),
    ("*fp32, *fp32, i32", "signature has 3 types but add_kernel has 4 runtime parameters (x_ptr, y_ptr, out_ptr, n)"),
    ({"x_ptr": "*fp32", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32:1"}, "pass it in constexprs"),
    ({"x_ptr": "*fp32:8", "y_ptr": "*fp32", "out_ptr": "*fp32", "n": "i32"}, "signature of 'x_ptr'"),
])
def test_compile_signature_mistakes(sig, fragment):
    with pytest.raises(TypeError) as e:
        tritium.compile(add_kernel, sig, {"BLOCK": 32})
    assert fragment in str(e.value)


def test_compiled_kernel_launch_mistakes():
    ck = tritium.compile(add_kernel, "*fp32, *fp32, *fp32, i32", {"BLOCK": 32})
    x, y, out = _inputs()
    with pytest.raises(TypeError, match="missing required argument 'n'"):
        ck[(4,)](x, y, out)
    with pytest.raises(TypeError, match="compiled for a pointer"):
        ck[(4,)](x, 1.5, out, 100)
    with pytest.raises(TypeError, match="compiled for a scalar"):
        ck[(4,)](x, y, out, x)
    with pytest.raises(TypeError, match="unexpected argument 'm'"):
        ck[(4,)](x, y, out, 100, m=3)
    with pytest.raises(TypeError, match="grid dimensions must be integers"):
        ck[(4.0,)](x, y, out, 100)
    assert np.isnan(out).all()


def test_compile_ttir_result_runs_in_the_interpreter():
    ck = compile_ttir(add_kernel, "*fp32, *fp32, *fp32, i32", {"BLOCK": 32})
    x, y, out = _inputs(70, seed=2)
    ck[(3,)](x, y, out, 70)
    np.testing.assert_allclose(out, x + y, rtol=1e-6)


def test_compile_many_results_launch():
    cks = tritium.compile_many([(add_kernel, "*fp32, *fp32, *fp32, i32", {"BLOCK": b}) for b in (16, 64)], workers=0)
    for ck in cks:
        x, y, out = _inputs(90, seed=3)
        ck[(8,)](x, y, out, 90)
        np.testing.assert_allclose(out, x + y, rtol=1e-6)


# ------------------------------------------------------------------------- interpreter metadata
def test_interpreter_warmup_has_triton_metadata(monkeypatch):
    monkeypatch.setenv("TRITIUM_INTERPRET", "1")
    x, y, out = _inputs()
    ck = add_kernel.warmup(x, y, out, 100, BLOCK=32, num_warps=8, grid=(1,))
    ck._init_handles()
    assert ck.metadata.shared >= 32 * 4 and ck.n_regs > 0 and ck.n_spills == 0
    assert ck.metadata.num_warps == 8 and ck.metadata.num_stages == 3
    # tutorial 02's occupancy arithmetic divides by both
    assert (1 << 16) // (ck.n_regs * 32 * 8) >= 0 and (1 << 20) // ck.metadata.shared > 0
    ck[(4,)](x, y, out, 100)
    np.testing.assert_allclose(out, x + y, rtol=1e-6)


# ------------------------------------------------------------------------------- tracebacks
_SCRIPT = textwrap.dedent("""
    import numpy as np
    import tritium
    import tritium.language as tl

    @tritium.jit
    def helper(x, B: tl.constexpr):
        return tl.arange(0, B) + x.nothing

    @tritium.jit
    def kernel(out, B: tl.constexpr):
        v = helper(1, B)
        tl.store(out + tl.arange(0, B), v)

    kernel[(1,)](np.zeros(16, np.int32), B=16)
""")


@pytest.mark.parametrize("mode", ["compiled", "interpreted", "compile"])
def test_kernel_error_traceback_hides_the_compiler(tmp_path, mode):
    script = _SCRIPT
    if mode == "compile":
        script = script.replace("kernel[(1,)](np.zeros(16, np.int32), B=16)",
                                "tritium.compile(kernel, '*i32', {'B': 16})")
    path = tmp_path / "user_script.py"
    path.write_text(script)
    env = dict(os.environ, TRITIUM_INTERPRET="1" if mode == "interpreted" else "0", TRITIUM_CACHE_DIR=str(tmp_path / "c"))
    env.pop("TRITIUM_DEBUG_COMPILER", None)
    r = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 1
    err = r.stderr
    assert "CompilationError" in err and f"{path}:8:" in err, err
    assert f"called from kernel() at 2:8: {path}:12: v = helper(1, B)" in err, err
    assert f'File "{path}", line' in err  # the user's call site
    for internal in ("/tritium/frontend/", "/tritium/passes/", "/tritium/ir/", "/tritium/backends/", "ast.py"):
        assert internal not in err, err
    assert sum('File "' in line and "/tritium/" in line for line in err.splitlines()) <= 3, err  # entry points only
    assert len(err.splitlines()) < 40, err
    env["TRITIUM_DEBUG_COMPILER"] = "1"
    r = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, env=env, timeout=300)
    assert "/tritium/frontend/ast_to_ir.py" in r.stderr


def test_compiled_vulkan_kernel_launches_on_host_arrays():
    from vulkanmode import vulkan_mode_available
    if not vulkan_mode_available():
        pytest.skip("no Vulkan device")
    ck = tritium.compile(add_kernel, "*fp32, *fp32, *fp32, i32", {"BLOCK": 32}, target="vulkan")
    x, y, out = _inputs(100, seed=4)
    ck[(4,)](x, y, out, 100)  # host arrays staged as with @jit's target="vulkan"
    np.testing.assert_allclose(out, x + y, rtol=1e-6)


def test_compiled_gpu_kernel_refuses_host_arrays():
    ck = tritium.compile(add_kernel, "*fp32, *fp32, *fp32, i32", {"BLOCK": 32}, target="cuda:90")
    x, y, out = _inputs()
    try:
        launch = ck[(4,)]
    except RuntimeError as e:  # no CUDA driver here: loading says so
        assert "CUDA" in str(e) or "cuda" in str(e)
        return
    with pytest.raises(RuntimeError, match="'x_ptr' of add_kernel is in host memory, but add_kernel was compiled for cuda:90"):
        launch(x, y, out, 100)


@tritium.jit
def scale_kernel(x_ptr, out_ptr, n, BLOCK: tl.constexpr = 64, FACTOR: tl.constexpr = 3.0):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=m) * FACTOR, mask=m)


@pytest.mark.parametrize("compile_fn", [tritium.compile, compile_ttir])
def test_compile_takes_constexpr_defaults(compile_fn):
    ck = compile_fn(scale_kernel, "*fp32, *fp32, i32", {"FACTOR": 2.0})
    x, _, out = _inputs(100, seed=5)
    ck[(2,)](x, out, 100)
    np.testing.assert_allclose(out, 2.0 * x, rtol=1e-6)


def test_compiled_debug_kernel_is_sanitized():
    ck = tritium.compile(add_kernel, "*fp32, *fp32, *fp32, i32", {"BLOCK": 32}, debug=True)
    big = np.full(200, np.nan, np.float32)
    x, y, _ = _inputs(100, seed=6)
    out = big[50:150]  # a view: what lies around it must stay untouched
    with pytest.raises(tritium.OutOfBoundsError) as e:
        ck[(4,)](x, y, out, 101)  # n one too large: the last lane of program 3 reads and writes past the end
    assert "program (3, 0, 0) at index (4,)" in str(e.value) and "'x_ptr'" in str(e.value)
    np.testing.assert_allclose(out, x + y, rtol=1e-6)
    assert np.isnan(big[:50]).all() and np.isnan(big[150:]).all()


def test_interpreter_shared_never_exceeds_the_cpu_limit(monkeypatch):
    """A 32768-column softmax tile: `shared` must stay at or under max_shared_mem (1 MiB), or
    tutorial 02's occupancy arithmetic gives 0 programs."""
    monkeypatch.setenv("TRITIUM_INTERPRET", "1")
    x, y, out = _inputs(1 << 15, seed=7)
    ck = add_kernel.warmup(x, y, out, 1 << 15, BLOCK=1 << 15, grid=(1,))
    assert 0 < ck.metadata.shared <= 1 << 20


# ------------------------------------------------------------------------ non-ASCII identifiers
@tritium.jit
def échelle_kernel(x_ptr, y_ptr, n, facteur, BLOCK: tl.constexpr):
    décalage = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    masque = décalage < n
    值 = tl.load(x_ptr + décalage, mask=masque)
    tl.store(y_ptr + décalage, 值 * facteur + tl.max(值, axis=0), mask=masque)


@pytest.mark.parametrize("interpret", [False, True])
def test_non_ascii_identifiers_compile_and_run(interpret, monkeypatch):
    """Python identifiers may be any letters; the kernel's symbol, which every
    assembler wants in ASCII, spells them as _uXXXX_ (once a ParseError of the compiled path)."""
    monkeypatch.setenv("TRITIUM_INTERPRET", "1" if interpret else "0")
    rng = np.random.default_rng(7)
    x = rng.standard_normal(300).astype(np.float32)
    y = np.full_like(x, np.nan)
    ck = échelle_kernel[(3,)](x, y, 300, 2.5, BLOCK=128)
    x64 = x.astype(np.float64)
    ref = np.concatenate([x64[i:i + 128] * 2.5 + x64[i:i + 128].max() for i in range(0, 300, 128)])
    np.testing.assert_allclose(y, ref, rtol=1e-6, atol=1e-6)
    if not interpret:
        assert ck.name == "_u00e9_chelle_kernel"


@pytest.mark.parametrize("target", ["vulkan", "xpu"])
def test_non_ascii_identifiers_compile_for_gpus(target):
    sig = {"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32", "facteur": "fp32"}
    ck = tritium.compile(échelle_kernel, sig, {"BLOCK": 128}, target=target)
    assert ck.name == "_u00e9_chelle_kernel" and isinstance(ck.asm["spv"], bytes)


# ---------------------------------------------------------------------- huge tl.static_range
@tritium.jit
def static_sum_kernel(out_ptr, N: tl.constexpr):
    acc = 0.0
    for i in tl.static_range(N):
        acc += i
    tl.store(out_ptr, acc)


def test_a_static_range_past_the_limit_is_an_error_at_its_line(monkeypatch):
    """Each unrolled copy costs compile time (200000 took ~40 s): past TRITIUM_STATIC_RANGE_LIMIT
    (16384 by default) the loop is a CompilationError at its line, before any unrolling."""
    from tritium.frontend.errors import CompilationError
    out = np.full(1, np.nan, np.float32)
    with pytest.raises(CompilationError, match=r"tl.static_range\(200000\) unrolls 200000 copies.*tl.range") as e:
        static_sum_kernel[(1,)](out, N=200000)
    assert "for i in tl.static_range(N)" in str(e.value)
    monkeypatch.setenv("TRITIUM_STATIC_RANGE_LIMIT", "8")
    with pytest.raises(CompilationError, match="more than 8"):
        static_sum_kernel[(1,)](out, N=9)
    static_sum_kernel[(1,)](out, N=8)
    assert out[0] == 28.0
