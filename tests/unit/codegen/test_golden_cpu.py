"""Golden CPU-backend text: the lowered LLVM IR and the x86-64 assembly of the golden kernels.

`tests/golden/llir/<name>.ll` is the lowering's output (before LLVM's optimiser) for a pinned
target description (AVX-512, 16 lanes), so it does not depend on the machine running the tests.
`tests/golden/asm/<name>.s` is that IR after -O3 and code generation for a pinned CPU
(x86_64-unknown-linux-gnu, x86-64-v4), which depends on the LLVM version: it is skipped when
llvmlite's LLVM is not the one the files were made with. Regenerate deliberately with
`TRITIUM_UPDATE_GOLDEN=1 python -m pytest tests/unit/codegen/test_golden_cpu.py` and review the diff.
"""
import difflib
import os
from pathlib import Path

import llvmlite.binding as llvm
import pytest

import tritium
from tritium.backends.cpu.compiler import CPUOptions, optimize
from tritium.codegen.cpu.lowering import lower_module

from test_golden_ttir import CASES

ROOT = Path(__file__).resolve().parents[2] / "golden"
UPDATE = os.environ.get("TRITIUM_UPDATE_GOLDEN") == "1"
PINNED = {"triple": "x86_64-unknown-linux-gnu", "cpu": "x86-64-v4", "features": "", "vector_math": "avx512", "lanes": 16}
LLVM_VERSION = ".".join(map(str, llvm.llvm_version_info))


def _lowered(name: str) -> str:
    from tritium.passes.pointer_offsets import pointer_offsets
    fn, sig, cx = CASES[name]
    module = tritium.compile_ttir(fn, sig, cx).module
    pointer_offsets(module)  # what make_llir runs before lowering (the CPU's one tile-IR step)
    text, _ = lower_module(module, PINNED)
    return text


def compiled_case(cache: dict, name: str, target: str, key: str | None = None):
    """The golden kernel `name` compiled for `target`, once per test module (`cache`: its dict,
    under `key`, by default the name)."""
    key = key or name
    if key not in cache:
        fn, sig, cx = CASES[name]
        cache[key] = tritium.compile(fn, sig, cx, target=target)
    return cache[key]


def _compare(path: Path, text: str, what: str) -> None:
    if UPDATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        return
    assert path.exists(), f"{path} is missing; run with TRITIUM_UPDATE_GOLDEN=1 to create it"
    expected = path.read_text()
    if text != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), text.splitlines(True), str(path), "compiled"))
        pytest.fail(f"{what} differs from its golden file (TRITIUM_UPDATE_GOLDEN=1 to accept):\n{diff[:20000]}")


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_lowered_llir(name):
    _compare(ROOT / "llir" / f"{name}.ll", _lowered(name), f"lowered LLVM IR of {name}")


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_asm_x86_64_v4(name):
    stamp = ROOT / "asm" / "LLVM_VERSION"
    if not UPDATE and (not stamp.exists() or stamp.read_text().strip() != LLVM_VERSION):
        pytest.skip(f"golden assembly was made with another LLVM than {LLVM_VERSION}")
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    tm = llvm.Target.from_triple("x86_64-unknown-linux-gnu").create_target_machine(
        cpu=PINNED["cpu"], features="", opt=3, reloc="pic", codemodel="default")
    asm = tm.emit_assembly(optimize(_lowered(name), tm, CPUOptions()))
    if UPDATE:
        stamp.parent.mkdir(parents=True, exist_ok=True)
        stamp.write_text(LLVM_VERSION + "\n")
    _compare(ROOT / "asm" / f"{name}.s", asm, f"x86-64-v4 assembly of {name}")


def test_lowering_is_deterministic():
    assert _lowered("matmul") == _lowered("matmul")
