"""Every Triton name torch imports (`from triton.X import Y`, `import triton.X` anywhere in the
installed torch's sources), resolved under tritium's alias. Prints one JSON object:
{"checked": n, "unresolved": [[module, name, error, [files]], ...]}.

    python -m tritium run tests/clients/triton_imports.py
"""
from __future__ import annotations

import ast
import importlib
import importlib.util
import json
import os


def torch_triton_imports() -> dict:
    """{(module, name or ""): [torch files that import it]} from the installed torch's sources."""
    root = os.path.dirname(importlib.util.find_spec("torch").origin)
    refs: dict = {}
    for d, _, files in os.walk(root):
        for f in files:
            if not f.endswith(".py"):
                continue
            path = os.path.join(d, f)
            with open(path, errors="ignore") as fh:
                src = fh.read()
            if "triton" not in src:
                continue
            try:
                tree = ast.parse(src)
            except SyntaxError:
                continue
            rel = os.path.relpath(path, root)
            for n in ast.walk(tree):
                if isinstance(n, ast.ImportFrom) and n.level == 0 and n.module and \
                        (n.module == "triton" or n.module.startswith("triton.")):
                    for a in n.names:
                        refs.setdefault((n.module, a.name), set()).add(rel)
                elif isinstance(n, ast.Import):
                    for a in n.names:
                        if a.name == "triton" or a.name.startswith("triton."):
                            refs.setdefault((a.name, ""), set()).add(rel)
    return {k: sorted(v) for k, v in refs.items()}


def resolve(module: str, name: str) -> str | None:
    """None if `from module import name` (or `import module`) works, else the error."""
    try:
        m = importlib.import_module(module)
        if name and not hasattr(m, name):
            importlib.import_module(f"{module}.{name}")
    except Exception as e:  # noqa: BLE001 - reported
        return f"{type(e).__name__}: {e}"[:200]
    return None


def main() -> None:
    import triton
    assert getattr(triton, "_tritium", None) is not None, "run under `tritium run` (triton must be tritium)"
    refs = torch_triton_imports()
    unresolved = [[m, n, err, files[:3]] for (m, n), files in sorted(refs.items())
                  if (err := resolve(m, n)) is not None]
    print(json.dumps({"checked": len(refs), "unresolved": unresolved}))


if __name__ == "__main__":
    main()
