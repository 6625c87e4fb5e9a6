"""The tile IR: types, ops (declared once), builder, printer/parser (the `.ttir` text) and verifier.

The names below load on first use (PEP 562): defining a kernel needs only `types`, so
`from tritium.ir import types` leaves the op classes, the printer, the parser and the verifier
unimported until something compiles. Any of these names brings in `ops` too, so that the op
registry (`OPS`) is complete whenever it is reached through this package (core.OPS also fills
itself on a lookup that misses).
"""
import importlib

# name -> the submodule that defines it
_LAZY = {
    "Builder": "builder", "OPS": "core", "Block": "core", "Operation": "core", "Value": "core", "VerifyError": "core",
    "Func": "ops", "Module": "ops", "ParseError": "parser", "parse_ir": "parser", "parse_type": "parser",
    "remember": "parser",
    "print_ir": "printer", "FloatType": "types", "IntType": "types", "PtrType": "types", "TensorType": "types",
    "Type": "types", "verify": "verifier",
}

__all__ = sorted(_LAZY)


def __getattr__(name):
    module = _LAZY.get(name)
    if module is None:  # (a submodule not imported yet: the import system imports it after this)
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    importlib.import_module(".ops", __name__)
    value = getattr(importlib.import_module("." + module, __name__), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY))
