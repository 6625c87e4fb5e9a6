"""Compiler backends (one per target family) and their drivers, found through the plugin registry."""


def __getattr__(name):
    # `triton.backends.backends` under the alias: the installed backends as Triton lists them
    # ({'nvidia': Backend(compiler, driver), 'cpu': ...}; torch checks `"cpu" in backends` to learn
    # whether Triton compiles for the CPU, and `backends["cpu"].driver` to run there)
    if name == "backends":
        from .triton_view import backends
        return backends()
    if name == "BaseBackend":  # Triton's base class of backend compilers, as in triton.backends.compiler
        # (torch passes it to native_specialize_impl)
        from .triton_view import TritonCompiler
        return TritonCompiler
    if name == "Backend":
        from .triton_view import TritonBackend
        return TritonBackend
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
