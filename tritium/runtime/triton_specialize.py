"""Triton's per-argument specialisation as one call: `triton.runtime.jit.native_specialize_impl`.

For each argument of a launch Triton 3.6 computes a pair (type, key): the argument's signature type
("*fp16", "*kfp16" for a const pointer, "i32", "i64", "u64", "u1", "fp32", "constexpr",
"tensordesc<fp16[64, 64]>", or a tuple of types for a tuple) and the key of what it was specialised
on ("D": an int divisible by 16 or a pointer aligned to 16 bytes, "" otherwise, None where nothing
is keyed; for `constexpr` the value itself). torch calls it to rebuild a user kernel's
specialisation (torch/_higher_order_ops/triton_kernel_wrap.py) and reads the keys back through the
backend's `parse_attr`. tritium's launch binder keys launches its own way (more facts, chosen per
backend: runtime/binder_keys.py); this gives Triton's pair, reading arguments as the binder does
(backends/arguments.py), so whatever tritium launches (NumPy arrays, device arrays) has a pair too.
"""
from __future__ import annotations


def _int_key(backend, v: int, align: bool):
    from ..backends.triton_view import TritonCompiler  # (Triton's BaseBackend rules, where `backend` has none)
    return getattr(backend, "get_int_specialization", TritonCompiler.get_int_specialization)(v, align=align)


def _ptr_key(backend, x, ptr: int, align: bool):
    rule = getattr(backend, "get_tensor_specialization", None)
    if rule is not None and hasattr(x, "data_ptr"):
        return rule(x, align=align)
    return "D" if align and ptr % 16 == 0 else ""  # (arrays without data_ptr: NumPy, device arrays)


def native_specialize_impl(backend, arg, is_const: bool = False, specialize_value: bool = True,
                           align: bool = True) -> tuple:
    """(type, key) of `arg`, by Triton 3.6's rules (its `native_specialize_impl`): ints equal to 1
    become constexprs when values are specialised; tuple elements are specialised with the defaults."""
    from ..frontend.function import KernelFunction
    from ..frontend.values import constexpr
    from ..backends import arguments
    if arg is None:
        return "constexpr", None
    if isinstance(arg, bool):
        return "u1", None
    if isinstance(arg, int):
        if specialize_value and arg == 1:
            return "constexpr", arg
        if -2**31 <= arg < 2**31:
            ty = "i32"
        elif -2**63 <= arg < 2**63:
            ty = "i64"
        elif 0 <= arg < 2**64:
            ty = "u64"
        else:
            raise OverflowError("integer to be specialized too large to represent")
        return ty, (_int_key(backend, arg, align) if specialize_value else None)
    if isinstance(arg, float):
        return "fp32", None
    if isinstance(arg, tuple):
        if not arg:
            return arg, arg
        pairs = [native_specialize_impl(backend, x) for x in arg]
        types, keys = tuple(p[0] for p in pairs), tuple(p[1] for p in pairs)
        if hasattr(arg, "_fields"):  # a named tuple keeps its class, as Triton's does
            types, keys = type(arg)(*types), type(arg)(*keys)
        return types, keys
    if isinstance(arg, constexpr):
        return "constexpr", arg
    if isinstance(arg, KernelFunction):
        return "constexpr", getattr(arg, "cache_key", None) or arg.src_hash
    if arguments.is_tensor_descriptor(arg):
        arr = arguments.as_array_arg(arg.base)
        if arr is None:
            raise TypeError(f"the base of a TensorDescriptor must be an array or tensor, got {type(arg.base).__name__}")
        return f"tensordesc<{arr.dtype.mangle()}{list(arg.block_shape)}>", None
    try:
        arr = arguments.as_array_arg(arg)
    except (TypeError, RuntimeError):
        arr = None
    if arr is not None:
        ty = "*" + ("k" if is_const else "") + arr.dtype.mangle()
        return ty, (_ptr_key(backend, arg, arr.ptr, align) if specialize_value else None)
    ty = arguments.type_of_scalar(arg)  # NumPy scalars (Triton refuses them; tritium launches them)
    if ty is not None:
        return ty.mangle(), None
    raise TypeError(f"failed to specialize argument of type: {type(arg).__name__}")


def mangle_type(arg, specialize: bool = False) -> str:
    """Triton's `triton.runtime.jit.mangle_type`: the signature type string of `arg` ('*fp32', 'i32',
    'constexpr' for an int equal to 1 when `specialize`, ...)."""
    from ..backends.triton_view import TritonCompiler
    return native_specialize_impl(TritonCompiler, arg, False, specialize, True)[0]
