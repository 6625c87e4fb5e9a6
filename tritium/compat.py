"""`import triton` -> tritium: used by `tritium run` so unmodified Triton scripts run on tritium."""
from __future__ import annotations

import importlib
import sys
import types

# The Triton release whose API and semantics tritium follows: what `triton.__version__` says under
# the alias (libraries branch on it); `tritium.__version__` stays tritium's own.
TRITON_VERSION = "3.6.0"

# Triton's module -> tritium's module that plays its part
ALIASES = {
    "triton": "tritium",
    "triton.language": "tritium.language",
    "triton.language.math": "tritium.language.math",
    "triton.language.core": "tritium.language.core",  # (tl.constexpr_type, ... for tests that import it)
    "triton.language.standard": "tritium.language.standard",
    "triton.language.random": "tritium.language.random",
    "triton.language.extra": "tritium.language.extra",
    "triton.language.extra.libdevice": "tritium.language.extra.libdevice",
    "triton.language.extra.cuda": "tritium.language.extra.cuda",
    "triton.language.extra.cuda.libdevice": "tritium.language.extra.cuda.libdevice",
    "triton.testing": "tritium.testing",
    "triton.runtime": "tritium.runtime",
    "triton.runtime.driver": "tritium.runtime.driver",
    "triton.runtime.jit": "tritium.runtime.jit",
    "triton.runtime.errors": "tritium.runtime.errors",
    "triton.runtime._allocation": "tritium.runtime._allocation",
    "triton.compiler": "tritium.compiler",
    "triton.compiler.compiler": "tritium.compiler",  # (ASTSource, CompiledKernel: torch imports them here)
    "triton.backends": "tritium.backends",
    "triton.backends.compiler": "tritium.backends.compiler",
    "triton.runtime.autotuner": "tritium.runtime.autotuner",
    "triton.runtime.cache": "tritium.runtime.cache",
    "triton.compiler.errors": "tritium.frontend.errors",
    "triton.errors": "tritium.errors",
    "triton.knobs": "tritium.knobs",
    "triton.tools": "tritium.tools",
    "triton.tools.tensor_descriptor": "tritium.tools.tensor_descriptor",
}


def install_triton_alias() -> None:
    """Make `import triton` (and its usual submodules) resolve to tritium."""
    # import_module returns the module itself, also where a package attribute shadows it
    # (`tritium.runtime.jit` is the decorator; sys.modules["triton.runtime.jit"] must be the module)
    mods = {name: importlib.import_module(target) for name, target in ALIASES.items()}
    mods["triton.compiler"].errors = mods["triton.compiler.errors"]  # triton.compiler.errors.X
    if not hasattr(mods["triton.compiler"], "compiler"):  # triton.compiler.compiler.X: the same module
        mods["triton.compiler"].compiler = mods["triton.compiler.compiler"]
    mods["triton"] = _TritonPackage(mods["triton"])
    sys.modules.update(mods)


class _TritonPackage(types.ModuleType):
    """`triton`: tritium's package under Triton's name and version; every other attribute is
    tritium's (read through, so later additions to tritium show too)."""

    def __init__(self, tritium):
        super().__init__("triton", tritium.__doc__)
        self.__dict__.update(__version__=TRITON_VERSION, __path__=list(tritium.__path__), __file__=tritium.__file__,
                             _tritium=tritium, __package__="triton")
        # a spec, as an imported package has: `importlib.util.find_spec("triton")` raises on a module
        # whose __spec__ is None, and torch asks it when CUDA initialises (its Triton probe)
        from importlib.machinery import ModuleSpec
        spec = ModuleSpec("triton", None, origin=tritium.__file__, is_package=True)
        spec.submodule_search_locations = list(tritium.__path__)
        self.__spec__ = spec

    def __getattr__(self, name):
        return getattr(self._tritium, name)
