"""triton.tools.disasm (tools/disasm.py): a cross-compiled cubin's SASS in Triton's format, each
instruction with its control codes, branch targets as labels, one function on request; without
nvdisasm an error that names the package. Needs ptxas and nvdisasm (the `cuda` and `test` extras)."""
import re

import pytest

import tritium
import tritium.language as tl
from tritium.backends.cuda import toolchain as tc
from tritium.tools import disasm


@tritium.jit
def twice(x_ptr, y_ptr, n, BLOCK: tl.constexpr):
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y_ptr + o, tl.load(x_ptr + o, mask=o < n) * 2, mask=o < n)


def _tools():
    try:
        return tc.find_ptxas() and tc.find_nvdisasm()
    except tc.ToolchainError:
        return None


pytestmark = pytest.mark.skipif(not _tools(), reason="needs ptxas and nvdisasm (nvidia-cuda-nvcc, nvidia-cuda-nvdisasm)")
CTRL = re.compile(r"^(--|\d\d):[-0-5]:[-0-5]:[-Y]:[0-9a-f]\t[A-Z@]")


def _cubin():
    ck = tritium.compile(twice, {"x_ptr": "*fp32", "y_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"},
                         {"BLOCK": 128}, target="cuda:90a")
    return ck.asm["cubin"]


def test_sass_with_control_codes_and_labels():
    text = disasm.get_sass(_cubin())
    lines = text.splitlines()
    assert lines[0] == "Function:twice"
    body = [ln for ln in lines[1:] if not ln.endswith(":")]
    assert body and all(CTRL.match(ln) and ln.endswith(";") for ln in body), body[:5]
    assert any("LDG.E" in ln for ln in body) and any("FADD" in ln or "FMUL" in ln for ln in body)
    assert any("EXIT;" in ln for ln in body)
    labels = {ln[:-1] for ln in lines if re.fullmatch(r"LBB\d+:", ln)}
    targets = set(re.findall(r"\b(LBB\d+);$", text, re.M))
    assert targets and targets <= labels  # every branch names a label that is printed
    assert ".L_x_" not in text


def test_one_function_and_the_file_api(tmp_path):
    path = tmp_path / "k.cubin"
    path.write_bytes(_cubin())
    assert disasm.extract(str(path), "twice") == disasm.get_sass(_cubin())
    assert disasm.extract(str(path), "no_such_function") == ""


def test_control_code_fields():
    # wait mask 0b100001, read barrier 0, write barrier 5, may not yield, stall 2
    word = (0x21 << 52) | (0 << 49) | (5 << 46) | (1 << 45) | (2 << 41)
    assert disasm.control_codes(word) == "33:0:5:-:2"
    assert disasm.control_codes((7 << 49) | (7 << 46) | (0xF << 41)) == "--:-:-:Y:f"


def test_missing_nvdisasm_names_the_package(monkeypatch, tmp_path):
    path = tmp_path / "k.cubin"
    path.write_bytes(b"\x7fELF")
    monkeypatch.setattr(tc, "find_nvdisasm", lambda: None)
    with pytest.raises(tc.ToolchainError, match="pip install nvidia-cuda-nvdisasm"):
        disasm.extract(str(path))


@tritium.jit
def long_chain(x_ptr, y_ptr, STEPS: tl.constexpr):
    o = tl.arange(0, 128)
    x = tl.load(x_ptr + o)
    acc = x
    for i in tl.static_range(STEPS):
        acc = acc * x + i
    tl.store(y_ptr + o, acc)


def test_every_instruction_of_a_kernel_over_64_kb():
    """Offsets past 0xffff have five hex digits: none of those instructions may be dropped."""
    ck = tritium.compile(long_chain, {"x_ptr": "*fp32", "y_ptr": "*fp32", "STEPS": "constexpr"}, {"STEPS": 4500},
                         target="cuda:90a")
    raw = tc.sass(ck.asm["cubin"])
    offsets = re.findall(r"/\*([0-9a-f]{4,})\*/\s+[@A-Z]", raw)
    assert int(offsets[-1], 16) > 0xFFFF
    body = [ln for ln in disasm.get_sass(ck.asm["cubin"]).splitlines()[1:] if not ln.endswith(":")]
    assert len(body) == len(offsets)
    assert sum("FFMA" in ln for ln in body) >= 4500
