"""tritium's layers point down: no module imports one of a higher layer, at module level or inside a
function (a function-local import is still a dependency; it only hides it from a reader).

The layers, lowest first (docs/development.md draws them). A module may import its own layer and
the ones below. A name is a package (all it holds) or a module; the longest name that matches a
module decides its layer."""
from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[3] / "tritium"

LAYERS = [
    ("base: errors, knobs, logs, timing, the cache store", [
        "tritium.errors", "tritium.knobs", "tritium.logs", "tritium.version", "tritium.timing", "tritium.store"]),
    ("the tile IR", ["tritium.ir"]),
    ("frontend and passes", ["tritium.frontend", "tritium.passes"]),
    ("the kernel language and code generators", ["tritium.language", "tritium.codegen"]),
    ("the backend interface", [
        "tritium.backends", "tritium.backends.base", "tritium.backends.registry", "tritium.backends.triton_view",
        "tritium.backends.compiler", "tritium.backends.arguments", "tritium.backends.aot_hooks"]),
    ("the backends", ["tritium.backends.cpu", "tritium.backends.cuda", "tritium.backends.vulkan",
                      "tritium.backends.xpu"]),
    ("launching a binary: drivers, binders, launchers, the interpreter", [
        "tritium.runtime.launch", "tritium.runtime.triton_run", "tritium.runtime.driver",
        "tritium.runtime._allocation", "tritium.runtime.binder", "tritium.runtime.binder_keys",
        "tritium.runtime.hooks", "tritium.runtime.interpreter", "tritium.runtime.interp_batched"]),
    ("the pipeline and its product", ["tritium.compiler", "tritium.compiled_kernel", "tritium.runtime.compile_workers"]),
    ("@jit, autotuning, benchmarking", ["tritium.runtime", "tritium.testing"]),
    ("tools and entry points", ["tritium", "tritium.aot", "tritium.cli", "tritium.tools", "tritium.profiler", "tritium.compat",
                                "tritium._alias", "tritium.__main__"]),
]


def modules() -> dict:
    """{dotted name: path} of every module of the package."""
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def layer_of(module: str) -> int | None:
    best = None
    for rank, (_, names) in enumerate(LAYERS):
        for n in names:
            if (module == n or module.startswith(n + ".")) and (best is None or len(n) > best[1]):
                best = (rank, len(n))
    return None if best is None else best[0]


def imports_of(name: str, path: Path, known: dict):
    """(line, imported module) for every tritium import in the module, resolved to a known module."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - (node.level - 1)] if node.level else []
            target = ".".join(base + ([node.module] if node.module else []))
            names = [f"{target}.{a.name}" for a in node.names]
            found = [n if n in known else target for n in names]
        elif isinstance(node, ast.Import):
            found = [a.name for a in node.names]
        else:
            continue
        for t in found:
            if t.split(".")[0] != "tritium":
                continue
            while t not in known and "." in t:
                t = t.rpartition(".")[0]
            if t != name:
                yield node.lineno, t


def test_every_module_has_a_layer():
    assert [m for m in modules() if layer_of(m) is None] == []


def test_no_module_imports_a_higher_layer():
    known = modules()
    upward = []
    for name, path in sorted(known.items()):
        mine = layer_of(name)
        for line, target in imports_of(name, path, known):
            theirs = layer_of(target)
            if theirs is not None and theirs > mine:
                upward.append(f"{path.relative_to(PACKAGE.parent)}:{line}: {name} ({LAYERS[mine][0]}) imports "
                              f"{target} ({LAYERS[theirs][0]})")
    assert upward == [], "\n".join(upward)


def test_the_check_sees_an_upward_import(tmp_path):
    """(The check itself: a module of the IR importing the compiler is found, with its line.)"""
    fake = tmp_path / "tritium" / "ir"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("")
    (fake / "bad.py").write_text("import os\n\n\ndef f():\n    from ..compiler import compile\n")
    known = {"tritium.ir": fake / "__init__.py", "tritium.ir.bad": fake / "bad.py", "tritium.compiler": None}
    found = list(imports_of("tritium.ir.bad", fake / "bad.py", known))
    assert found == [(5, "tritium.compiler")]
    assert layer_of("tritium.ir.bad") < layer_of("tritium.compiler")
