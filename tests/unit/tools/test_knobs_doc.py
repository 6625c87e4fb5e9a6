"""docs/knobs.md is what tritium/knobs.py generates, and the package reads its TRITIUM_* / TRITON_*
environment variables only through knobs (issue 36)."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from tritium import knobs

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = ROOT / "tritium"
SETTING = re.compile(r"(TRITIUM|TRITON)_[A-Z0-9_]+")

# Files others own (not edited when the reads moved behind knobs) that may read a tritium variable
# directly: {path under tritium/: {variables}}. None of them does now (cache_seal.py reads only
# XDG_CONFIG_HOME, listed in knobs.NOT_SETTINGS); keep it so, moving reads behind knobs instead.
ALLOWED: dict[str, set[str]] = {
    "store/cache.py": set(),
    "store/seal.py": set(),
    "backends/cpu/compiler.py": set(),
    "backends/cpu/elf.py": set(),
}


def _is_environ(node) -> bool:
    """`os.environ` (or a bare `environ`)."""
    return (isinstance(node, ast.Attribute) and node.attr == "environ") or (isinstance(node, ast.Name) and node.id == "environ")


def _literal(node) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, (str, bytes)):
        return node.value.decode() if isinstance(node.value, bytes) else node.value
    return None


def environment_reads(tree) -> list[tuple[int, str]]:
    """(line, variable) of each read of a literal variable name: os.environ[...] (not an
    assignment), os.environ.get/setdefault/pop(...), os.getenv(...), `... in os.environ`, and bytes
    names looked up in os.environ's raw dict (any b"TRITIUM_..." literal)."""
    out = []
    for node in ast.walk(tree):
        name = None
        if isinstance(node, ast.Subscript) and _is_environ(node.value) and isinstance(node.ctx, ast.Load):
            name = _literal(node.slice)
        elif isinstance(node, ast.Call) and node.args:
            f = node.func
            if isinstance(f, ast.Attribute) and f.attr in ("get", "setdefault", "pop") and _is_environ(f.value):
                name = _literal(node.args[0])
            elif (isinstance(f, ast.Attribute) and f.attr == "getenv") or (isinstance(f, ast.Name) and f.id == "getenv"):
                name = _literal(node.args[0])
        elif isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.In, ast.NotIn)) \
                and _is_environ(node.comparators[0]):
            name = _literal(node.left)
        elif isinstance(node, ast.Constant) and isinstance(node.value, bytes) and SETTING.fullmatch(node.value.decode("latin-1")):
            name = node.value.decode()
        if name is not None:
            out.append((node.lineno, name))
    return out


def _knob_variables() -> set[str]:
    return {k for g in knobs.GROUPS for opt in getattr(knobs, g).knob_descriptors.values() for k in opt.keys}


def _package_reads() -> dict[str, list[tuple[int, str]]]:
    reads = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel == "knobs.py":
            continue
        found = environment_reads(ast.parse(path.read_text(), str(path)))
        if found:
            reads[rel] = found
    return reads


def test_docs_knobs_md_is_generated_from_knobs_py():
    doc = ROOT / "docs" / "knobs.md"
    assert doc.read_text() == knobs.markdown(), (
        "docs/knobs.md is out of date: run `python -m tritium.knobs > docs/knobs.md`")


def test_tritium_variables_are_read_only_through_knobs():
    variables = _knob_variables()
    stray = [f"tritium/{rel}:{line}: {name}" for rel, found in _package_reads().items() for line, name in found
             if SETTING.fullmatch(name) and name not in variables and name not in ALLOWED.get(rel, ())]
    assert not stray, ("environment reads of tritium settings that are no knob's variable (add a knob in "
                       "tritium/knobs.py and read it there):\n" + "\n".join(stray))


def test_other_variables_read_are_listed_as_not_settings():
    listed = {n for names, _, _ in knobs.NOT_SETTINGS for n in names}
    assert not any(SETTING.fullmatch(n) for n in listed)
    variables = _knob_variables()
    unlisted = [f"tritium/{rel}:{line}: {name}" for rel, found in _package_reads().items() for line, name in found
                if not SETTING.fullmatch(name) and name not in listed and name not in variables]
    assert not unlisted, ("environment variables read but neither a knob's nor listed in knobs.NOT_SETTINGS:\n"
                          + "\n".join(unlisted))


def test_bundle_variables_are_listed():
    """The exported bundles' C runtime (tritium/aot/c) reads its variables with getenv: each is in
    knobs.BUNDLE_VARIABLES, so docs/knobs.md lists it."""
    read = {m for path in (PACKAGE / "aot" / "c").rglob("*.[ch]")
            for m in re.findall(r'getenv\("([A-Za-z0-9_]+)"\)', path.read_text())}
    assert read == {name for name, _, _ in knobs.BUNDLE_VARIABLES}


def test_every_knob_says_what_it_means():
    for g in knobs.GROUPS:
        for name, opt in getattr(knobs, g).knob_descriptors.items():
            assert opt.doc.strip(), f"knobs.{g}.{name} has no doc="


def test_the_scan_finds_reads_and_skips_writes():
    src = ('import os\nos.environ.get("TRITIUM_A")\nos.environ["TRITIUM_B"]\nos.getenv("TRITON_C", "1")\n'
           '"TRITIUM_D" in os.environ\nos.environ["TRITIUM_E"] = "1"\nd.get(b"TRITIUM_F")\n')
    assert sorted(n for _, n in environment_reads(ast.parse(src))) == [
        "TRITIUM_A", "TRITIUM_B", "TRITIUM_D", "TRITIUM_F", "TRITON_C"]


def test_knob_environ_reads_the_first_variable_set(monkeypatch):
    opt = knobs.runtime_knobs.interpret
    for k in opt.keys:
        monkeypatch.delenv(k, raising=False)
    assert opt.environ() is None
    monkeypatch.setenv("TRITON_INTERPRET", "yes")
    assert opt.environ() == ("TRITON_INTERPRET", "yes")
    monkeypatch.setenv("TRITIUM_INTERPRET", "0")
    assert opt.environ() == ("TRITIUM_INTERPRET", "0")
