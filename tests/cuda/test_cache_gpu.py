"""Batch compiles and persisted autotuning for CUDA kernels: the workers are forks of a process that
has initialised CUDA (they only compile: ptxas, no driver call), the parent loads what they built;
an autotuner on CUDA tensors compiles its configs in workers, and a later autotuner reuses its
decision, keyed by the GPU's name. Results checked against torch in float64.
"""
import os

import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("needs a CUDA GPU", allow_module_level=True)

import tritium  # noqa: E402
import tritium.language as tl  # noqa: E402
from tritium.runtime import autotune_cache, compile_workers  # noqa: E402


@tritium.jit
def rowmax_kernel(x_ptr, out_ptr, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * n_cols + offs, mask=offs < n_cols, other=-float("inf"))
    tl.store(out_ptr + row, tl.max(x * 2.0 + 1.0, axis=0))


CONFIGS = [tritium.Config({}, num_warps=w) for w in (1, 2, 4, 8)]


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("TRITIUM_AUTOTUNE", "cached")
    monkeypatch.setenv("TRITIUM_COMPILE_WORKERS", "4")
    rowmax_kernel.kernels.clear()


def check(at, x):
    out = torch.full((x.shape[0],), float("nan"), device="cuda")
    at[(x.shape[0],)](x, out, x.shape[1], BLOCK=1024)
    torch.testing.assert_close(out.double(), (x.double() * 2 + 1).max(dim=1).values, rtol=1e-6, atol=1e-6)


def test_autotune_on_cuda_compiles_in_workers_and_persists(monkeypatch):
    given = []
    real = compile_workers._Worker.give
    monkeypatch.setattr(compile_workers._Worker, "give", lambda w, i: given.append(i) or real(w, i))
    torch.cuda.init()  # CUDA is initialised before the workers fork
    x = torch.randn(300, 1000, device="cuda")
    at = tritium.autotune(CONFIGS, key=["n_cols"])(rowmax_kernel)
    check(at, x)
    assert sorted(given) == [0, 1, 2, 3] and at.benchmarks == 4
    assert autotune_cache.device_identity([x]).startswith(f"cuda:{torch.cuda.get_device_name()}:sm_")
    again = tritium.autotune(CONFIGS, key=["n_cols"])(rowmax_kernel)
    rowmax_kernel.kernels.clear()
    check(again, x)
    assert again.benchmarks == 0 and str(again.best_config) == str(at.best_config)


def test_warmup_many_on_cuda_tensors():
    x = torch.randn(64, 500, device="cuda")
    out = torch.empty(64, device="cuda")
    cks = rowmax_kernel.warmup_many([((x, out, 500), {"BLOCK": b, "num_warps": w}) for b in (512, 1024) for w in (2, 4)])
    assert all("cubin" in c.asm and c.metadata["cache_hit"] is False for c in cks)
    assert os.environ["TRITIUM_COMPILE_WORKERS"] == "4"
    check(rowmax_kernel, x)
