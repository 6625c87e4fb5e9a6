"""Helpers shared by the CPU backend tests: fixtures that select the compiled backend and give each
test an empty cache, aligned buffers, and readers of what the cache and the llir contain."""
import re
import sys
from pathlib import Path

import numpy as np
import pytest

from tritium.frontend import dtypes as tdt

REPO = Path(__file__).resolve().parents[2]


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
def aligned_copy(values, align=64):
    """`values` copied into an array whose data starts on an `align`-byte boundary (NumPy's own
    alignment varies from process to process, and with it the aligned_64 specialisation)."""
    a = aligned_empty(values.size, values.dtype, align).reshape(values.shape)
    a[...] = values
    return a


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




F32P = tdt.pointer_type(tdt.float32)
ADD_SIG = {"x_ptr": F32P, "y_ptr": F32P, "z_ptr": F32P, "n": tdt.int32}
sys.path.insert(0, str(REPO / "examples"))
from vector_add import add_kernel  # noqa: E402,F401  (the same kernel the child processes import)
