"""`import triton` -> tritium: used by `tritium run` so unmodified Triton scripts run on tritium."""
from __future__ import annotations

import importlib
import importlib.util
import os
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
    "triton.runtime.errors": "tritium.errors",
    "triton.runtime._allocation": "tritium.runtime._allocation",
    "triton.compiler": "tritium.compiler",
    "triton.compiler.compiler": "tritium.compiler",  # (ASTSource, CompiledKernel: torch imports them here)
    "triton.backends": "tritium.backends",
    "triton.backends.compiler": "tritium.backends.compiler",
    "triton.runtime.autotuner": "tritium.runtime.autotuner",
    "triton.runtime.cache": "tritium.store.cache",
    "triton.runtime.interpreter": "tritium.runtime.interpreted",
    "triton._utils": "tritium.runtime.iterable_paths",
    "triton.compiler.errors": "tritium.frontend.errors",
    "triton.errors": "tritium.errors",
    "triton.knobs": "tritium.knobs",
    "triton.tools": "tritium.tools",
    "triton.tools.tensor_descriptor": "tritium.tools.tensor_descriptor",
    "triton.tools.disasm": "tritium.tools.disasm",
    "triton.profiler": "tritium.profiler",
    "triton.profiler.hooks": "tritium.profiler.hooks",
    "triton.profiler.viewer": "tritium.profiler.viewer",
    "triton.profiler.flags": "tritium.profiler.session",  # (its `flags`)
}


def install_triton_alias() -> None:
    """Make `import triton` (and its usual submodules) resolve to tritium."""
    # import_module returns the module itself, also where a package attribute shadows it
    # (`tritium.runtime.jit` is the decorator; sys.modules["triton.runtime.jit"] must be the module)
    mods = {name: importlib.import_module(target) for name, target in ALIASES.items()}
    mods["triton.compiler"].errors = mods["triton.compiler.errors"]  # triton.compiler.errors.X
    for name, mod in mods.items():  # triton.runtime.cache.X (quack): each alias an attribute of its parent's
        parent, _, child = name.rpartition(".")
        if parent in mods and not hasattr(mods[parent], child) and not _has_submodule(mods[parent], child):
            setattr(mods[parent], child, mod)
    mods["triton"] = _TritonPackage(mods["triton"])
    sys.modules.update(mods)
    sys.modules.update(c_bindings())
    if not any(isinstance(f, _NoTritonC) for f in sys.meta_path):
        sys.meta_path.insert(0, _NoTritonC())
    patch_torch_cpu_streams()
    share_with_children()


def _has_submodule(package, child: str) -> bool:
    """Whether tritium's `package` has a module `child` of its own (then its attribute is that one)."""
    if not hasattr(package, "__path__"):
        return False
    try:
        return importlib.util.find_spec(f"{package.__name__}.{child}") is not None
    except (ImportError, ValueError):
        return False


ALIAS_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_alias")  # holds triton/__init__.py


def share_with_children() -> None:
    """Python processes started from here import tritium as `triton` too: the alias folder goes
    first on sys.path (torch passes its sys.path to its compile workers as PYTHONPATH;
    multiprocessing passes it to spawned children) and on PYTHONPATH (any other child)."""
    if not sys.path or sys.path[0] != ALIAS_DIR:
        if ALIAS_DIR in sys.path:
            sys.path.remove(ALIAS_DIR)
        sys.path.insert(0, ALIAS_DIR)
    parts = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p and p != ALIAS_DIR]
    os.environ["PYTHONPATH"] = os.pathsep.join([ALIAS_DIR] + parts)


# --------------------------------------------------------------------------------------------------
# torch's CPU device and streams. Triton scripts write device-agnostic code such as
# `getattr(torch, DEVICE.type).set_stream(s)` (tutorial 02); CPU-only torch has `torch.cpu.Stream`,
# `current_stream` and `stream(...)` but not `set_stream`. Under the alias the CPU device gets the
# calls it lacks, as no-ops: launches on the CPU are synchronous. What torch has is left alone.

def _cpu_set_stream(stream) -> None:
    """torch.cpu.set_stream: `stream` becomes what torch.cpu.current_stream() answers."""
    cpu = sys.modules["torch.cpu"]
    if stream is not None and hasattr(cpu, "_current_stream"):
        cpu._current_stream = stream


def _cpu_default_stream(device=None):
    """torch.cpu.default_stream: the CPU's one stream."""
    cpu = sys.modules["torch.cpu"]
    return getattr(cpu, "_default_cpu_stream", None) or cpu.current_stream()


def _stream_synchronize(self) -> None:
    """Stream.synchronize on the CPU: the work is done already."""


def _stream_query(self) -> bool:
    """Stream.query on the CPU: nothing pending."""
    return True


def _patch_torch_cpu(cpu) -> list:
    """The stream calls torch.cpu lacks, added as no-ops. -> the names added."""
    added = []
    for name, f in (("set_stream", _cpu_set_stream), ("default_stream", _cpu_default_stream)):
        if not hasattr(cpu, name):
            setattr(cpu, name, f)
            added.append(name)
    stream_cls = getattr(cpu, "Stream", None)
    if isinstance(stream_cls, type):
        for name, f in (("synchronize", _stream_synchronize), ("query", _stream_query)):
            if not hasattr(stream_cls, name):
                setattr(stream_cls, name, f)
                added.append(f"Stream.{name}")
    return added


def patch_torch_cpu_streams() -> None:
    """torch.cpu's missing stream calls: now if torch is imported, else when it is (torch is not
    imported for scripts that do not use it)."""
    if "torch.cpu" in sys.modules:
        _patch_torch_cpu(sys.modules["torch.cpu"])
    elif not any(isinstance(f, _TorchCpuFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _TorchCpuFinder())


class _TorchCpuFinder:
    """Finds `torch.cpu` through the other finders and patches it once it has been executed."""

    def find_spec(self, name, path=None, target=None):
        if name != "torch.cpu":
            return None
        for finder in sys.meta_path:
            find = getattr(finder, "find_spec", None)
            if finder is self or find is None:
                continue
            spec = find(name, path, target)
            if spec is not None:
                break
        else:
            return None
        if spec.loader is not None and hasattr(spec.loader, "exec_module"):
            spec.loader = _PatchingLoader(spec.loader, self)
        return spec


class _PatchingLoader:
    """The module's own loader, then the patch (every other attribute is the loader's)."""

    def __init__(self, loader, finder):
        self._loader, self._finder = loader, finder

    def create_module(self, spec):
        return self._loader.create_module(spec)

    def exec_module(self, module) -> None:
        self._loader.exec_module(module)
        module.__loader__ = self._loader  # the module as torch made it, but for the patch
        if getattr(module, "__spec__", None) is not None:
            module.__spec__.loader = self._loader
        try:
            sys.meta_path.remove(self._finder)
        except ValueError:
            pass
        _patch_torch_cpu(module)

    def __getattr__(self, name):
        return getattr(self._loader, name)


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
        if name == "_C":  # Triton's C++/MLIR bindings: what tritium has of them (c_bindings)
            return c_bindings()["triton._C"]
        return getattr(self._tritium, name)


class _Bindings(types.ModuleType):
    """A module of Triton's C++ bindings (`triton._C`, `triton._C.libtriton`, `...nvidia`) holding
    what tritium has of it: `libtriton.ir` is tritium's read-only view of its TTIR (ir/mlir_view.py),
    `libtriton.nvidia.cublas.CublasLt` cuBLASLt through ctypes (backends/cuda/cublas.py). Every other
    name raises UnsupportedTritonAttribute saying why: an AttributeError, so `getattr(m, name,
    default)` over sys.modules (Dynamo does it) sees it missing, and `from triton._C.libtriton import
    amd` in a guarded import is an ImportError that falls back."""

    def __init__(self, path: str, members: dict):
        super().__init__(f"triton.{path}", f"Triton's {path} bindings, as far as tritium has them")
        self._path, self._members = path, members
        self.__path__ = []  # a package: importing a name under it asks the finders (_NoTritonC says why)
        self.__spec__ = _spec(self.__name__, package=True)  # (importlib.util.find_spec reads it)

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        member = self.__dict__.get("_members", {}).get(name)
        if member is not None:
            return member
        from .errors import UnsupportedTritonAttribute
        raise UnsupportedTritonAttribute(f"{self._path}.{name}", _NO_C_WHY)


class _Forward(types.ModuleType):
    """A module of Triton's name whose contents are a tritium module's, imported on first use (so the
    alias does not import the CUDA backend for `triton._C.libtriton.nvidia.cublas`)."""

    def __init__(self, name: str, target: str, package: bool = False):
        super().__init__(name, f"tritium's {target} under Triton's name")
        self._target = target
        self.__spec__ = _spec(name, package=package)
        if package:  # (`from triton._C.libtriton.ir import operation`: the finder says why it is missing)
            self.__path__ = []

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return getattr(importlib.import_module(self.__dict__["_target"]), name)


def _spec(name: str, package: bool):
    from importlib.machinery import ModuleSpec
    spec = ModuleSpec(name, None, is_package=package)
    if package:
        spec.submodule_search_locations = []
    return spec


_NO_C_WHY = ("tritium has no C++ or MLIR bindings; its tile IR is Python (tritium.ir), a compiled kernel's "
             "TTIR text is `kernel.asm['ttir']`; of `triton._C.libtriton` there are only `ir` (a kernel's TTIR "
             "as torch reads it) and `nvidia.cublas.CublasLt` (cuBLASLt)")
_C_MODULES: dict = {}


def c_bindings() -> dict:
    """sys.modules entries for `triton._C` and the binding modules under it that tritium has (made
    once; the alias installs them, so `from triton._C.libtriton import nvidia` imports)."""
    if not _C_MODULES:
        # (pybind11 registers Triton's submodules in sys.modules too)
        ir = _Forward("triton._C.libtriton.ir", "tritium.ir.mlir_view", package=True)
        cublas = _Forward("triton._C.libtriton.nvidia.cublas", "tritium.backends.cuda.cublas")
        nvidia = _Bindings("_C.libtriton.nvidia", {"cublas": cublas})
        libtriton = _Bindings("_C.libtriton", {"ir": ir, "nvidia": nvidia})
        _C_MODULES.update({"triton._C": _Bindings("_C", {"libtriton": libtriton}), "triton._C.libtriton": libtriton,
                           "triton._C.libtriton.ir": ir, "triton._C.libtriton.nvidia": nvidia,
                           "triton._C.libtriton.nvidia.cublas": cublas})
    return _C_MODULES


# Triton modules tritium does not have, and why: importing one raises UnsupportedTritonAPI (also an
# ImportError, so that guarded imports fall back) instead of a bare ModuleNotFoundError
MISSING_MODULES = {
    "triton._C": _NO_C_WHY,
    "triton.profiler.language": "tritium's profiler (triton.profiler) times launches and host-side scopes; proton's "
                                "in-kernel instrumentation (`triton.profiler.language` scopes) is not there",
    "triton.experimental": "tritium compiles the Triton language (triton.language); Triton's experimental "
                           "languages (Gluon) are not there",
}


class _NoTritonC:
    """`import` of a Triton module in MISSING_MODULES (or below one) under the alias: an error that says why."""

    def find_spec(self, name, path=None, target=None):
        for mod, why in MISSING_MODULES.items():
            if (name == mod or name.startswith(mod + ".")) and name not in _C_MODULES:
                from .errors import UnsupportedTritonModule
                raise UnsupportedTritonModule(name[len("triton."):], why)
        return None
