"""tritium: a Triton-language kernel compiler written in Python.

The package's names load on first use (PEP 562): `import tritium` alone imports nothing heavy, so
`tritium.aot.load` serves exported kernels without importing the frontend, the compiler or LLVM.
"""
import importlib
import importlib.util


from .version import __version__  # noqa: E402,F401

# name -> (module, attribute or None for the module itself)
_LAZY = {
    "knobs": (".knobs", None), "language": (".language", None), "runtime": (".runtime", None),
    "testing": (".testing", None), "aot": (".aot", None),
    "ASTSource": (".compiler", "ASTSource"), "CompiledKernel": (".compiler", "CompiledKernel"),
    "compile": (".compiler", "compile"), "compile_many": (".compiler", "compile_many"), "compile_ttir": (".compiler", "compile_ttir"),
    "TritonError": (".errors", "TritonError"), "CompilationError": (".frontend.errors", "CompilationError"),
    "OutOfBoundsError": (".errors", "OutOfBoundsError"),  # the sanitizer's error (debug launches)
    "aggregate": (".frontend.markers", "aggregate"),
    "constexpr_function": (".frontend.markers", "constexpr_function"),
    "must_use_result": (".frontend.markers", "must_use_result"),
    "Config": (".runtime.autotuner", "Config"), "KernelInterface": (".runtime.autotuner", "KernelInterface"),
    "autotune": (".runtime.autotuner", "autotune"), "heuristics": (".runtime.autotuner", "heuristics"),
    "JITFunction": (".runtime.jit", "JITFunction"), "TensorWrapper": (".runtime.jit", "TensorWrapper"),
    "jit": (".runtime.jit", "jit"), "reinterpret": (".runtime.jit", "reinterpret"),
    "set_allocator": (".runtime._allocation", "set_allocator"),
}


def cdiv(x, y):
    """Ceiling division of integers."""
    return (x + y - 1) // y


def next_power_of_2(n: int) -> int:
    """The smallest power of 2 >= n (1 for n <= 1)."""
    n = int(n)
    return 1 if n <= 1 else 1 << (n - 1).bit_length()


# kernels may call both on constexprs (frontend.markers.constexpr_function's mark, set here so that
# `import tritium` does not import the frontend)
cdiv.__tritium_constexpr_fn__ = next_power_of_2.__tritium_constexpr_fn__ = True


def __getattr__(name):
    spec = _LAZY.get(name)
    if spec is None:
        if name.startswith("__") or not name.isidentifier():
            raise AttributeError(f"module 'tritium' has no attribute {name!r}")
        try:  # a submodule (tritium.compiler, tritium.ir, ...), bound as `import tritium` used to
            spec = ("." + name, None)
            importlib.util.find_spec(f"{__name__}.{name}") or _missing(name)
        except ModuleNotFoundError:
            _missing(name)
    module, attr = spec
    value = importlib.import_module(module, __name__)
    if attr is not None:
        value = getattr(value, attr)
    globals()[name] = value  # once: later lookups are plain attribute reads
    return value


def _missing(name):
    raise AttributeError(f"module 'tritium' has no attribute {name!r}")


def __dir__():
    return sorted(set(globals()) | set(_LAZY))
