"""Compiler backends (one per target family) and their drivers, found through the plugin registry."""


def __getattr__(name):
    # `triton.backends.backends` under the alias: the installed backends by name (torch checks
    # `"cpu" in triton.backends.backends` to learn whether Triton compiles for the CPU)
    if name == "backends":
        from .registry import backends
        return backends()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
