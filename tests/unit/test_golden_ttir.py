"""Golden `.ttir` tests: the final TTIR (after the standard pass pipeline) of representative kernels.

Each kernel below is compiled with `tritium.compile_ttir(fn, signature, constexprs)` and its
`asm['ttir']` text is compared *exactly* with `tests/golden/ttir/<name>.ttir`.

When a change to the frontend or the passes changes the IR on purpose, regenerate the files with

    TRITIUM_UPDATE_GOLDEN=1 python -m pytest tests/unit/test_golden_ttir.py

then review the diff (`git diff tests/golden/ttir`) by eye before committing it: the golden files
are the record of what the compiler emits. With the variable set, the tests rewrite the files and
pass; without it, a missing or different file fails the test with a unified diff.
"""
import difflib
import os
from pathlib import Path

import pytest

import tritium
import tritium.language as tl
from tritium.frontend import dtypes
from tritium.ir import parse_ir, print_ir, verify

GOLDEN_DIR = Path(__file__).resolve().parents[1] / "golden" / "ttir"
UPDATE = os.environ.get("TRITIUM_UPDATE_GOLDEN") == "1"

PF32 = dtypes.pointer_type(dtypes.float32)
PF16 = dtypes.pointer_type(dtypes.float16)
PI32 = dtypes.pointer_type(dtypes.int32)
I32 = dtypes.int32
F32 = dtypes.float32


# ---------------------------------------------------------------- kernels
@tritium.jit
def vector_add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    y = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, x + y, mask=mask)


@tritium.jit
def softmax_row(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(in_ptr + row * in_stride + cols, mask=mask, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    tl.store(out_ptr + row * out_stride + cols, num / tl.sum(num, axis=0), mask=mask)


@tritium.jit
def matmul(a_ptr, b_ptr, c_ptr, M, N, K, stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    a_ptrs = a_ptr + rm[:, None] * stride_am + rk[None, :] * stride_ak
    b_ptrs = b_ptr + rk[:, None] * stride_bk + rn[None, :] * stride_bn
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_ptrs, mask=rk[None, :] < K - k * BLOCK_K, other=0.0)
        b = tl.load(b_ptrs, mask=rk[:, None] < K - k * BLOCK_K, other=0.0)
        acc = tl.dot(a, b, acc)
        a_ptrs += BLOCK_K * stride_ak
        b_ptrs += BLOCK_K * stride_bk
    c_ptrs = c_ptr + rm[:, None] * stride_cm + rn[None, :] * stride_cn
    c_mask = (rm[:, None] < M) & (rn[None, :] < N)
    tl.store(c_ptrs, acc, mask=c_mask)


@tritium.jit
def layer_norm_fwd(X, Y, W, B, Mean, Rstd, stride, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    X += row * stride
    Y += row * stride
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        acc += tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
    mean = tl.sum(acc, axis=0) / N
    acc = tl.zeros([BLOCK], dtype=tl.float32)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        x = tl.load(X + cols, mask=cols < N, other=0.).to(tl.float32)
        x = tl.where(cols < N, x - mean, 0.)
        acc += x * x
    rstd = 1 / tl.sqrt(tl.sum(acc, axis=0) / N + eps)
    tl.store(Mean + row, mean)
    tl.store(Rstd + row, rstd)
    for off in range(0, N, BLOCK):
        cols = off + tl.arange(0, BLOCK)
        mask = cols < N
        w = tl.load(W + cols, mask=mask)
        b = tl.load(B + cols, mask=mask)
        x = tl.load(X + cols, mask=mask, other=0.).to(tl.float32)
        tl.store(Y + cols, (x - mean) * rstd * w + b, mask=mask)


@tritium.jit
def dropout(x_ptr, out_ptr, n, p, seed, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask)
    r = tl.rand(seed, offs)
    keep = r > p
    tl.store(out_ptr + offs, tl.where(keep, x / (1 - p), 0.0), mask=mask)


@tritium.jit
def if_while(x_ptr, out_ptr, n, limit, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    if pid % 2 == 0:
        x = x * 2.0
    else:
        x = x - 1.0
    i = 0
    while i < limit:
        x = x + 1.0
        i += 1
    tl.store(out_ptr + offs, x, mask=mask)


@tritium.jit
def argmax_rows(x_ptr, out_ptr, n_cols, stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + row * stride + cols, mask=cols < n_cols, other=-float("inf"))
    tl.store(out_ptr + row, tl.argmax(x, axis=0))


@tritium.jit
def cumsum_block(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    tl.store(out_ptr + offs, tl.cumsum(x, axis=0), mask=mask)


CASES = {
    "vector_add": (vector_add, dict(x_ptr=PF32, y_ptr=PF32, out_ptr=PF32, n=I32), dict(BLOCK=128)),
    "softmax_row": (softmax_row, dict(out_ptr=PF32, in_ptr=PF32, in_stride=I32, out_stride=I32, n_cols=I32),
                    dict(BLOCK=128)),
    "matmul": (matmul, dict(a_ptr=PF16, b_ptr=PF16, c_ptr=PF32, M=I32, N=I32, K=I32, stride_am=I32,
                            stride_ak=I32, stride_bk=I32, stride_bn=I32, stride_cm=I32, stride_cn=I32),
               dict(BLOCK_M=32, BLOCK_N=32, BLOCK_K=16)),
    "layer_norm_fwd": (layer_norm_fwd, dict(X=PF32, Y=PF32, W=PF32, B=PF32, Mean=PF32, Rstd=PF32, stride=I32,
                                            N=I32, eps=F32), dict(BLOCK=256)),
    "dropout": (dropout, dict(x_ptr=PF32, out_ptr=PF32, n=I32, p=F32, seed=I32), dict(BLOCK=64)),
    "if_while": (if_while, dict(x_ptr=PF32, out_ptr=PF32, n=I32, limit=I32), dict(BLOCK=64)),
    "argmax_rows": (argmax_rows, dict(x_ptr=PF32, out_ptr=PI32, n_cols=I32, stride=I32), dict(BLOCK=64)),
    "cumsum_block": (cumsum_block, dict(x_ptr=PI32, out_ptr=PI32, n=I32), dict(BLOCK=64)),
}


def _ttir(name):
    fn, sig, cx = CASES[name]
    return tritium.compile_ttir(fn, sig, cx).asm["ttir"]


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_ttir(name):
    text = _ttir(name)
    path = GOLDEN_DIR / f"{name}.ttir"
    if UPDATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        return
    assert path.exists(), f"{path} is missing; run with TRITIUM_UPDATE_GOLDEN=1 to create it"
    expected = path.read_text()
    if text != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), text.splitlines(True),
                                            f"golden/{name}.ttir", "compiled"))
        pytest.fail(f"TTIR of {name} differs from its golden file (TRITIUM_UPDATE_GOLDEN=1 to accept):\n{diff}")


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_file_parses_and_verifies(name):
    """Each golden file is itself valid `.ttir`: it parses, verifies and prints back unchanged."""
    path = GOLDEN_DIR / f"{name}.ttir"
    if not path.exists():
        pytest.skip("golden file not generated yet")
    text = path.read_text()
    m = parse_ir(text)
    verify(m)
    assert print_ir(m) == text


def test_golden_ttir_is_deterministic():
    assert _ttir("matmul") == _ttir("matmul")


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_ttir_is_fully_optimised(name):
    """The final TTIR holds no calls, no private functions, and no dead pure op."""
    fn, sig, cx = CASES[name]
    m = tritium.compile_ttir(fn, sig, cx).module
    ops = [o for f in m.body.ops for o in f.body.walk()]
    assert not any(o.name == "tt.call" for o in ops)
    assert all(f.attrs.get("visibility") == "public" for f in m.body.ops)
    used = {id(v) for o in ops for v in o.operands}
    from tritium.ir.ops import is_removable
    dead = [o.name for o in ops if o.results and is_removable(o) and not any(id(r) in used for r in o.results)]
    assert dead == []
