"""Triton's view of the backends: `triton.backends.backends` and `triton.compiler.make_backend`.

Triton lists its backends by its own names ('nvidia', 'amd', 'intel', 'cpu'), each a pair of
classes: `compiler` (a BaseBackend subclass, made for one GPUTarget) and `driver` (whose
`is_active()` is asked of the class, and whose instances `driver.set_active` takes). torch's
Inductor reads exactly that: `"nvidia" in backends` before it compiles for CUDA,
`backends["cpu"].driver()` to run kernels on the CPU, `make_backend(target).hash()` in its cache
keys and `.parse_options({})` for defaults. tritium's registry knows backends by its own names
(cpu, cuda, xpu, vulkan, plugins): this module shows them under Triton's names without changing
them.
"""
from __future__ import annotations

from typing import NamedTuple

from .base import Target

# tritium's backend name -> Triton's (the others keep their own name)
TRITON_NAMES = {"cuda": "nvidia", "xpu": "intel"}


class TritonBackend(NamedTuple):
    """Triton's `triton.backends.Backend`: the compiler class and the driver class."""
    compiler: type
    driver: type


class TritonCompiler:
    """A backend as Triton's BaseBackend instance: made for one target (`make_backend(target)`).
    Subclassed once per backend (`backend_name` set), so each Triton entry has its own class."""

    backend_name = "?"

    def __init__(self, target: Target):
        from .registry import backend
        b = backend(self.backend_name)
        if b is None:
            raise RuntimeError(f"tritium's {self.backend_name} backend did not load")
        self.target = target
        self.tritium_backend = b
        self.binary_ext = b.binary_ext
        self.name = TRITON_NAMES.get(self.backend_name, self.backend_name)

    @classmethod
    def supports_target(cls, target) -> bool:
        from .registry import backend
        b = backend(cls.backend_name)
        return b is not None and b.supports(_as_target(target))

    def hash(self) -> str:
        """The toolchain's versions and the target (what Triton's backend hash covers)."""
        return f"{self.tritium_backend.hash()}-{self.target}"

    def parse_options(self, options: dict):
        """The backend's options with `options` applied, read as Triton reads them (triton_options)."""
        return self.tritium_backend.parse_options(triton_options(self.tritium_backend, options))

    def pack_metadata(self, metadata) -> tuple:
        """What Triton's launchers take as `packed_metadata`: (num_warps, num_ctas, shared)."""
        get = metadata.get if isinstance(metadata, dict) else (lambda k, d=None: getattr(metadata, k, d))
        return (get("num_warps", 4), get("num_ctas", 1), get("shared", 0))

    def get_codegen_implementation(self, options=None) -> dict:
        """Triton's per-backend hooks for the code generator (min_dot_size, convert_custom_types):
        tritium's frontend has its own, so none are added here."""
        return {}

    def get_module_map(self) -> dict:
        """Triton's per-backend replacements of `tl.extra` modules: tritium resolves libdevice itself."""
        return {}

    @staticmethod
    def parse_attr(desc: str) -> list:
        """A specialisation key (native_specialize_impl's) -> the attributes Triton compiles with."""
        if not isinstance(desc, str):
            raise TypeError(f"parse_attr() takes a specialisation key string, got {type(desc).__name__}")
        return [["tt.divisibility", 16]] if "D" in desc else []

    @staticmethod
    def get_int_specialization(arg, **kwargs) -> str:
        """Triton's key of an int argument: "D" when divisible by 16 (and alignment is specialised)."""
        return "D" if kwargs.get("align", False) and arg % 16 == 0 else ""

    @staticmethod
    def get_tensor_specialization(arg, **kwargs) -> str:
        """Triton's key of a tensor argument: "D" when its data is 16-byte aligned (and alignment is specialised)."""
        return "D" if kwargs.get("align", False) and arg.data_ptr() % 16 == 0 else ""

    def get_arg_specialization(self, arg, ty, **kwargs):
        """Triton's hook for backend-specific argument facts: tritium's are SpecializationRules."""
        return None

    def load_dialects(self, context) -> None:
        """Triton loads the backend's MLIR dialects; tritium's IR needs none (ir/mlir_view.py)."""
        from ..ir.mlir_view import load_dialects
        load_dialects(context)

    def add_stages(self, stages: dict, options, language=None) -> None:
        """The backend's stages after `ttir`, as tritium runs them (text in, text or bytes out)."""
        self.tritium_backend.add_stages(stages, options)

    def __repr__(self):
        return f"<{type(self).__name__} for {self.target}>"


def triton_options(backend, options: dict) -> dict:
    """Options from a Triton caller, as `backend` takes them: keys it does not know are dropped, as
    Triton drops them (callers pass every backend's options to each: torch adds `launch_pdl`,
    `matrix_instr_nonkdim`, ...); and Triton's `debug` means device asserts, so a backend with
    tritium's bounds sanitizer (`sanitize`) leaves it off unless asked."""
    known = set(backend.options_class._annotations)
    out = {k: v for k, v in dict(options).items() if k in known}
    if "sanitize" in known:
        out.setdefault("sanitize", False)
    return out


def _as_target(target) -> Target:
    if isinstance(target, Target):
        return target
    return Target(getattr(target, "backend"), getattr(target, "arch"), getattr(target, "warp_size", 1))


_classes: dict = {}  # tritium backend name -> its TritonCompiler subclass


def compiler_class(name: str) -> type:
    cls = _classes.get(name)
    if cls is None:
        cls = _classes[name] = type(f"{name.capitalize()}TritonCompiler", (TritonCompiler,), {"backend_name": name})
    return cls


def backends() -> dict:
    """Triton's `triton.backends.backends`: {Triton's name: TritonBackend(compiler, driver)}."""
    from .registry import _load
    out = {}
    for name, (_, drv) in _load().items():
        if drv is not None:
            out[TRITON_NAMES.get(name, name)] = TritonBackend(compiler_class(name), type(drv))
    return out


def make_backend(target) -> TritonCompiler:
    """Triton's `make_backend(target)`: the backend compiling for `target`, made for it."""
    from .registry import backend_for, parse_target
    t = _as_target(target)
    try:
        t = parse_target(t)
    except ValueError as e:
        raise RuntimeError(str(e)) from None
    return compiler_class(backend_for(t).name)(t)
