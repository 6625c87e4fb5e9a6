"""Golden `.ttir` tests: the final TTIR (after the standard pass pipeline) of representative kernels.

Each kernel below is compiled with `tritium.compile_ttir(fn, signature, constexprs)` and its
`asm['ttir']` text is compared *exactly* with `tests/golden/ttir/<name>.ttir`.

When a change to the frontend or the passes changes the IR on purpose, regenerate the files with

    TRITIUM_UPDATE_GOLDEN=1 python -m pytest tests/unit/codegen/test_golden_ttir.py

then review the diff (`git diff tests/golden/ttir`) by eye before committing it: the golden files
are the record of what the compiler emits. With the variable set, the tests rewrite the files and
pass; without it, a missing or different file fails the test with a unified diff.
"""
import difflib
import os
import sys
from pathlib import Path

import pytest

import tritium
import tritium.language as tl
from tritium.frontend import dtypes
from tritium.ir import parse_ir, print_ir, verify

GOLDEN_DIR = Path(__file__).resolve().parents[2] / "golden" / "ttir"
UPDATE = os.environ.get("TRITIUM_UPDATE_GOLDEN") == "1"

PF32 = dtypes.pointer_type(dtypes.float32)
PF16 = dtypes.pointer_type(dtypes.float16)
PI32 = dtypes.pointer_type(dtypes.int32)
I32 = dtypes.int32
F32 = dtypes.float32


# ---------------------------------------------------------------- kernels
# The example kernels (examples/) are the golden record of typical code; three more below cover
# control flow, an argmax reduction and a scan.
sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "examples"))
from dropout import dropout_kernel  # noqa: E402
from layer_norm import layer_norm_fwd  # noqa: E402
from matmul import matmul_kernel  # noqa: E402
from softmax import softmax_kernel  # noqa: E402
from vector_add import add_kernel  # noqa: E402


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
    "vector_add": (add_kernel, dict(x_ptr=PF32, y_ptr=PF32, z_ptr=PF32, n=I32), dict(BLOCK=128)),
    "softmax_row": (softmax_kernel, dict(out_ptr=PF32, in_ptr=PF32, in_stride=I32, out_stride=I32, n_cols=I32),
                    dict(BLOCK=128)),
    "matmul": (matmul_kernel, dict(a_ptr=PF16, b_ptr=PF16, c_ptr=PF32, M=I32, N=I32, K=I32, stride_am=I32,
                                   stride_ak=I32, stride_bk=I32, stride_bn=I32, stride_cm=I32, stride_cn=I32),
               dict(BLOCK_M=32, BLOCK_N=32, BLOCK_K=16, GROUP_M=4)),
    "layer_norm_fwd": (layer_norm_fwd, dict(X=PF32, Y=PF32, W=PF32, B=PF32, Mean=PF32, Rstd=PF32, stride=I32,
                                            N=I32, eps=F32), dict(BLOCK=256)),
    "dropout": (dropout_kernel, dict(x_ptr=PF32, out_ptr=PF32, n=I32, p=F32, seed=I32), dict(BLOCK=64)),
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
