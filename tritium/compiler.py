"""compile(): kernel source -> verified, optimised tile IR (the `.ttir` stage) and a CompiledKernel.

Backends add their own stages after `ttir`; today the reference interpreter executes `ttir` directly.
"""
from __future__ import annotations

import os

from .frontend.codegen import generate_kernel
from .ir import parse_ir, print_ir, verify
from .passes import run_standard_pipeline


class CompiledKernel:
    """One specialisation of a kernel: its stage artifacts (`asm`), metadata and a launcher."""

    def __init__(self, name: str, module, signature: dict, constexprs: dict, options: dict):
        self.name = name
        self.module = module
        self.asm = {"ttir": print_ir(module)}
        self.metadata = {"name": name, "signature": {k: str(v) for k, v in signature.items()},
                         "constexprs": {k: repr(v) for k, v in constexprs.items()}, "options": dict(options)}

    def run_interpreted(self, grid, runtime_args):
        from .runtime.interpreter import Interpreter
        from .runtime.jit import ArrayArg
        values, buffers = [], []
        for _, v in runtime_args:
            if isinstance(v, ArrayArg):
                values.append(v.ptr)
                buffers.append((v.base, v.nbytes))
            else:
                values.append(v)
        Interpreter(self.module, self.name).run(grid, values, buffers)


def check_roundtrip(module) -> None:
    """The printed IR must parse back to IR that prints identically (the `.ttir` contract)."""
    text = print_ir(module, with_locs=True)
    again = print_ir(parse_ir(text), with_locs=True)
    if again != text:
        raise AssertionError(f"IR text does not round-trip through the parser:\n{text}\n---\n{again}")


def compile_ttir(fn, signature: dict, constexprs: dict, options: dict | None = None) -> CompiledKernel:
    options = dict(options or {})
    roundtrip = os.environ.get("TRITIUM_CHECK_ROUNDTRIP") == "1"
    module = generate_kernel(fn, signature, constexprs, options)
    verify(module)
    if roundtrip:
        check_roundtrip(module)
    run_standard_pipeline(module, options)
    verify(module)
    if roundtrip:
        check_roundtrip(module)
    return CompiledKernel(fn.__name__, module, signature, constexprs, options)
