"""A CPU target's description carries what the lowering reads and nothing else: `dot_rows` is gone
(the dot's register block is sized from `vector_registers`, codegen/cpu/dot_block.py), and a host
memo written by a tritium that still had it is rebuilt, not loaded and not a crash."""
import json
from pathlib import Path

import pytest

from tritium.backends.cpu import targets
from tritium.codegen.cpu.dot_block import block_shape


@pytest.fixture
def host_memo(tmp_path, monkeypatch):
    monkeypatch.setenv("TRITIUM_CACHE_DIR", str(tmp_path))
    for f in (targets._host, targets.toolchain, targets._host_and_toolchain):
        f.cache_clear()
    yield tmp_path / ".memo" / "host-cpu.json"
    for f in (targets._host, targets.toolchain, targets._host_and_toolchain):
        f.cache_clear()


def _fresh():
    for f in (targets._host, targets.toolchain, targets._host_and_toolchain):
        f.cache_clear()
    return targets._host_and_toolchain()


@pytest.mark.parametrize("arch", targets.KNOWN)
def test_descriptions_have_no_dot_rows(arch):
    d = targets.describe(arch)
    assert set(d) == {"name", "triple", "cpu", "features", "vector_math", "lanes", "vector_registers"}
    assert type(d["vector_registers"]) is int and d["vector_registers"] in (16, 32)


def test_the_dot_block_follows_the_registers_of_the_description():
    # the field the removed dot_rows stood for: AVX-512's 32 registers give a taller block than 16
    v4 = targets.describe("x86-64-v4")
    assert block_shape(v4, 64, 64, 16, 4, False) != block_shape({**v4, "vector_registers": 16}, 64, 64, 16, 4, False)


@pytest.mark.skipif(not Path("/proc/cpuinfo").exists(), reason="the memo's key reads /proc/cpuinfo")
def test_a_host_memo_with_dot_rows_is_rebuilt(host_memo, monkeypatch):
    real, tool = _fresh()  # LLVM asked, memo written
    good = json.loads(host_memo.read_text())
    assert "dot_rows" not in good["value"]["target"]
    old = {**good, "value": {**good["value"], "target": {**good["value"]["target"], "dot_rows": 8}}}
    host_memo.write_text(json.dumps(old))  # what the previous tritium wrote, under today's key
    calls = []
    monkeypatch.setattr(targets, "_host_from_llvm", lambda: calls.append(1) or real)
    assert _fresh() == (real, tool) and calls == [1]  # not loaded: asked LLVM again
    assert json.loads(host_memo.read_text()) == good  # and the memo is today's again
    calls.clear()
    assert _fresh() == (real, tool) and calls == []  # which the next process reads
    assert "dot_rows" not in targets.describe("host")
