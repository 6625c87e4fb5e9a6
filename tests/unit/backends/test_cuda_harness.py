"""The cuda mode of the test harness (cudamode.py), checked without a GPU: with its device set to
the CPU, the copies, shared buffers, views and the copy back must leave host memory exactly as a
direct launch does."""
import numpy as np
import pytest

import cudamode
import tritium
import tritium.language as tl

torch = pytest.importorskip("torch")


@tritium.jit
def affine(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    m = offs < n
    tl.store(y_ptr + offs, tl.load(x_ptr + offs, mask=m) * 2 + 1, mask=m)


@pytest.fixture
def on_cpu(monkeypatch):
    monkeypatch.setattr(cudamode, "DEVICE", "cpu")
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")


def _both(fn):
    """fn(launch) run with a direct launch and through the harness: the host results must agree."""
    direct = fn(lambda k, g, *a, **kw: k[g](*a, **kw))
    copied = fn(lambda k, g, *a, **kw: cudamode.launch_on_gpu(k, g, a, kw))
    for d, c in zip(direct, copied):
        np.testing.assert_array_equal(np.asarray(d), np.asarray(c))
    return copied


def test_views_of_one_base_share_a_buffer(on_cpu):
    def case(launch):
        base = np.arange(40, dtype=np.float32)
        launch(affine, (1,), base[3:20], base.view(np.int32)[22:39].view(np.float32), 17, BLOCK=32)
        return [base]
    (base,) = _both(case)
    np.testing.assert_array_equal(base[22:39], np.arange(3, 20, dtype=np.float32) * 2 + 1)


def test_torch_strided_uint_bool_and_read_only(on_cpu):
    def case(launch):
        t, o = torch.arange(10, dtype=torch.float64), torch.zeros(20, dtype=torch.float64)
        launch(affine, (1,), t, o[::2], 10, BLOCK=16)
        ro = np.frombuffer(bytes(np.arange(8, dtype=np.float32)), np.float32)  # read-only input
        out = np.zeros(8, np.float32)
        launch(affine, (1,), ro, out, 8, BLOCK=8)
        u, uo = np.arange(8, dtype=np.uint32), np.zeros(8, np.uint32)
        launch(affine, (1,), u[::-1].copy(), uo, 8, BLOCK=8)
        return [o.numpy(), out, uo]
    _both(case)


def test_a_failed_launch_still_copies_back(on_cpu):
    x = np.ones(4, np.float32)
    with pytest.raises(TypeError):
        cudamode.launch_on_gpu(affine, (1,), (x, x, "not a number"), {"BLOCK": 4})
