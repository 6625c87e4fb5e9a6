"""`triton.runtime.interpreter` under the alias: Triton's interpreter mode as a type.

With TRITON_INTERPRET=1 Triton's `@triton.jit` returns an `InterpretedFunction` (the kernel rewritten
into Python over NumPy) instead of a `JITFunction`, and programs test for it: torch does not trace or
compile such a kernel and launches it as it is. tritium has no separate type: its `@jit` always
returns a JITFunction that compiles or interprets at each launch (TRITIUM_INTERPRET / TRITON_INTERPRET
are read per launch, runtime/jit.py), so no tritium kernel is an InterpretedFunction and those programs
take their ordinary path, which works with tritium in either mode.
"""
from __future__ import annotations


class InterpretedFunction:
    """Triton's interpreted kernel type. Nothing in tritium is one (see the module's docstring)."""

    def __init__(self, fn, **kwargs):
        raise TypeError("tritium has no InterpretedFunction: @tritium.jit kernels interpret themselves when "
                        "TRITIUM_INTERPRET=1 (or TRITON_INTERPRET=1) is set, or with @jit(interpret=True)")
