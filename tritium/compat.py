"""`import triton` -> tritium: used by `tritium run` so unmodified Triton scripts run on tritium."""
from __future__ import annotations

import importlib
import sys

# Triton's module -> tritium's module that plays its part
ALIASES = {
    "triton": "tritium",
    "triton.language": "tritium.language",
    "triton.language.math": "tritium.language.math",
    "triton.testing": "tritium.testing",
    "triton.runtime": "tritium.runtime",
    "triton.runtime.driver": "tritium.runtime.driver",
    "triton.runtime.jit": "tritium.runtime.jit",
    "triton.runtime.errors": "tritium.runtime.errors",
    "triton.compiler": "tritium.compiler",
    "triton.compiler.errors": "tritium.frontend.errors",
    "triton.errors": "tritium.errors",
}


def install_triton_alias() -> None:
    """Make `import triton` (and its usual submodules) resolve to tritium."""
    # import_module returns the module itself, also where a package attribute shadows it
    # (`tritium.runtime.jit` is the decorator; sys.modules["triton.runtime.jit"] must be the module)
    mods = {name: importlib.import_module(target) for name, target in ALIASES.items()}
    mods["triton.compiler"].errors = mods["triton.compiler.errors"]  # triton.compiler.errors.X
    sys.modules.update(mods)
