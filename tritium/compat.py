"""`import triton` -> tritium: used by `tritium run` so unmodified Triton scripts run on tritium."""
from __future__ import annotations

import sys


def install_triton_alias() -> None:
    """Make `import triton` (and its usual submodules) resolve to tritium."""
    import tritium
    import tritium.language
    import tritium.language.math
    import tritium.runtime
    import tritium.runtime.driver
    import tritium.runtime.jit
    import tritium.testing
    import tritium.compiler
    aliases = {"triton": tritium, "triton.language": tritium.language, "triton.language.math": tritium.language.math,
               "triton.testing": tritium.testing, "triton.runtime": tritium.runtime,
               "triton.runtime.driver": tritium.runtime.driver, "triton.runtime.jit": tritium.runtime.jit,
               "triton.compiler": tritium.compiler}
    for name, mod in aliases.items():
        sys.modules[name] = mod
