"""passes/dot_accumulate.py: `acc + tl.dot(a, b)` becomes `tl.dot(a, b, acc)`."""
import numpy as np
import pytest

import tritium
import tritium.language as tl
from tritium.frontend import dtypes
from tritium.frontend.ast_to_ir import generate_kernel
from tritium.ir import verify
from tritium.passes import canonicalize, dot_accumulate


@tritium.jit
def _dot_add_kernel(a_ptr, b_ptr, out_ptr, K, N: tl.constexpr, ADD_FIRST: tl.constexpr):
    r = tl.arange(0, N)
    acc = tl.zeros((N, N), dtype=tl.float32)
    for k in range(0, K, N):
        a = tl.load(a_ptr + r[:, None] * K + (k + r)[None, :])
        b = tl.load(b_ptr + (k + r)[:, None] * N + r[None, :])
        if ADD_FIRST:
            acc = tl.dot(a, b) + acc
        else:
            acc += tl.dot(a, b)
    tl.store(out_ptr + r[:, None] * N + r[None, :], acc)


@pytest.mark.parametrize("add_first", [False, True])
def test_dot_accumulate_moves_the_sum_into_the_dot(add_first):
    sig = dict(a_ptr=dtypes.pointer_type(dtypes.float16), b_ptr=dtypes.pointer_type(dtypes.float16),
               out_ptr=dtypes.pointer_type(dtypes.float32), K=dtypes.int32)
    m = generate_kernel(_dot_add_kernel, sig, dict(N=16, ADD_FIRST=add_first))
    verify(m)
    canonicalize(m)
    dot_accumulate(m)
    verify(m)
    loop = [o for o in m.body.ops[0].body.ops if o.name == "scf.for"][0]
    body = loop.regions[0]
    dots = [o for o in body.ops if o.name == "tt.dot"]
    assert len(dots) == 1 and "arith.addf" not in [o.name for o in body.ops]
    assert dots[0].operands[2] is body.args[1] and body.terminator.operands[0] is dots[0].result
    # and what the pipeline makes of it still computes a @ b
    rng = np.random.default_rng(1)
    K, N = 48, 16
    a = rng.uniform(-1, 1, (N, K)).astype(np.float16)
    b = rng.uniform(-1, 1, (K, N)).astype(np.float16)
    out = np.full((N, N), np.nan, np.float32)
    tritium.jit(_dot_add_kernel.fn, interpret=True)[(1,)](a, b, out, K, N=N, ADD_FIRST=add_first)
    np.testing.assert_allclose(out, a.astype(np.float64) @ b.astype(np.float64), rtol=1e-5, atol=1e-5)
