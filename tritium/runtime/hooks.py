"""Triton's JIT hooks and specialization data: what profilers and kernel caches outside tritium use.

- `knobs.runtime.jit_cache_hook(key=, repr=, fn=, compile=, is_manual_warmup=, already_compiled=)`
  is called before a specialisation is compiled; if it returns a true value nothing is compiled or
  launched (the launch returns None), as in Triton. `jit_post_compile_hook` is called after, alike.
- `compile["specialization_data"]` is a JSON text naming the specialisation (kernel, signature,
  constexprs, specialisation facts, options, the launch key); `JITFunction.preload(data)` compiles
  that specialisation ahead of its first launch (from the on-disk cache when it is there).
- `knobs.runtime.launch_enter_hook(metadata)` / `launch_exit_hook(metadata)` run around every launch
  of compiled kernels; `metadata` has the kernel's `name`, `function` (the JITFunction) and `stream`.
"""
from __future__ import annotations

import json
from collections import namedtuple

from ..frontend import dtypes as tdt

JitFunctionInfo = namedtuple("JitFunctionInfo", ["module", "name", "jit_function"])


def _encode(v):
    """A launch key or constexpr value as JSON data: the binder's items, tuples, dtypes, plain values."""
    from .binder import CxKey, SpecItem
    if isinstance(v, SpecItem):
        return {"spec": [_encode(x) for x in v]}
    if isinstance(v, CxKey):
        return {"cx": _encode(v.value)}
    if isinstance(v, tuple):
        return {"tuple": [_encode(x) for x in v]}
    if isinstance(v, tdt.pointer_type):
        return {"dtype": ("*k" if v.const else "*") + v.element_ty.name}
    if isinstance(v, tdt.dtype):
        return {"dtype": v.name}
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    raise TypeError(f"a constexpr of type {type(v).__name__} cannot be serialized")


def _decode(v):
    from .binder import _cx_key, spec_item
    if isinstance(v, dict):
        if "spec" in v:
            return spec_item(*(_decode(x) for x in v["spec"]))
        if "cx" in v:
            return _cx_key(_decode(v["cx"]))
        if "tuple" in v:
            return tuple(_decode(x) for x in v["tuple"])
        if "dtype" in v:
            return tdt.from_name(v["dtype"])
    return v


def specialization_data(fn, key, options: dict) -> str | None:
    """The JSON text `preload` takes; None when a constexpr cannot be serialized (a function, ...)."""
    try:
        return json.dumps({"name": fn.__name__, "key": _encode(key),
                           "options": _encode(tuple(sorted(options.items())))})
    except TypeError:
        return None


def parse_specialization_data(fn, data: str):
    """(launch key, options) from `specialization_data` text for `fn`."""
    try:
        d = json.loads(data)
    except (TypeError, ValueError) as e:
        raise ValueError(f"{fn.__name__}.preload: not specialization data ({e})") from None
    if d.get("name") != fn.__name__:
        raise RuntimeError(f"Specialization data is for {d.get('name')} but trying to preload for {fn.__name__}")
    return _decode(d["key"]), dict(_decode(d["options"]))


def call_jit_hook(hook, fn, key, options: dict, warmup: bool):
    """Call a jit cache/post-compile hook with Triton's keywords; returns what it returns."""
    name = fn.fn.__qualname__
    types = {p.name: (k[0] if isinstance(k, tuple) else k) for p, k in zip(fn.params, key)}
    nw, ns = options.get("num_warps", 4), options.get("num_stages", 3)
    compile_kwargs = {"key": key, "signature": types, "device": options.get("device"), "constants": {},
                      "num_warps": nw, "num_ctas": 1, "num_stages": ns,
                      "enable_fp_fusion": options.get("enable_fp_fusion", True), "launch_cooperative_grid": False,
                      "extern_libs": None, "configs": None, "is_warmup": warmup,
                      "specialization_data": specialization_data(fn, key, options)}
    reprs = ", ".join(f"{k}: {v}" for k, v in types.items())
    return hook(key=key, repr=f"{name}[num_warps={nw}, num_stages={ns}]({reprs})",
                fn=JitFunctionInfo(fn.fn.__module__, name, fn), compile=compile_kwargs,
                is_manual_warmup=warmup, already_compiled=False)
