"""The launch-path binder: Python source generated once per kernel (as Triton generates its binder)
that turns one launch's arguments into `(key, args, options)` without binding dictionaries,
`isinstance` chains or dtype objects.

    binder = make_binder(jitfn, COMMON_SPECIALIZATIONS + backend.specializations())
    key, args, options = binder(*call_args, **call_kwargs)

`binder` takes exactly the kernel's parameters (positionally or by keyword, with the kernel's
defaults) plus `**options`, the launch options, which come back untouched (names are checked against
`known_options`). This module generates that code; what the code looks up and calls, and what does
not depend on the kernel (key entries, rule tables, slow paths, decoding), is in binder_keys.py.
It returns:

* `key`: a tuple with one entry per kernel parameter, in order, which determines the compiled
  specialisation: two calls get equal keys exactly when they compile to the same kernel.

  - a `tl.constexpr` parameter: its value (unwrapped from `constexpr`). ints, strs and None appear
    as themselves; other values as a `CxKey` (a tuple `(type, normalised value)` with `.value`), so
    that `1`, `1.0`, `True` and `np.int64(1)`, or `0.0` and `-0.0`, do not share a kernel;
  - a pointer (NumPy array, CPU torch tensor, array-like): `("*fp32", ("aligned_16", ...))`, the
    element type and the kinds of the pointer rules that hold for the address; memory on a device
    (a CUDA torch tensor, CuPy array, `__cuda_array_interface__`, DLPack CUDA tensor) adds the
    device to the tag: `("*fp32@cuda:0", ("aligned_16",))`, with only the facts that device's
    backend specialises on (`device_rules`), so host and device launches never share a kernel;
    memory rules (`applies_to="memory"`, xpu's `memory_4gb`) test the extent of a device array's
    memory and apply to devices of backends other than CUDA (the CUDA inline tables hold address
    facts only; the CUDA backend declares no memory rule);
  - a Python int: `("i32" | "i64" | "u64", ("divisible_16", ...))`; an int equal to 1 (not a bool,
    not a NumPy scalar, not in `do_not_specialize`) is compiled in: `("constexpr", 1)`;
  - a float: `("fp32", ())`; a bool: `("i1", ())`; a NumPy scalar: `(its dtype, ())` ("fp64", "i8", ...);
  - None: `None`; a `constexpr` or a jit function passed for a plain parameter: `("constexpr", value key)`;
  - a tuple: `("tuple", (entry per element, ...))`, elements typed as above, except that an int
    equal to 1 in a tuple stays a runtime argument (as `JITFunction.specialize` does);
  - a host `TensorDescriptor` (at the top or in a tuple): `("tensordesc", (pointer entry, block
    shape, padding, (facts of each shape and stride int)))`, with the facts a plain pointer and int
    would get; its runtime values are the base address, the shape and the strides but the last
    (which is 1 and compiled in), flattened like a tuple's.

  Entries for plain parameters are `SpecItem`s: interned tuples hashed by identity, so hashing a key
  costs one step per parameter instead of a walk over nested tuples. They compare equal to plain
  tuples, but a dict lookup with a hand-built plain tuple will miss: use keys the binder returns.
  `do_not_specialize` parameters get no facts and no `== 1` constant; `do_not_specialize_on_alignment`
  parameters get no facts (divisibility, alignment) but keep `== 1`.

* `args`: the runtime values of the non-constexpr leaves, in order, as the native launcher takes
  them: an array's address as an int, scalars as given; constexprs, None and ints compiled in as 1
  are left out, tuples are flattened.

`key_to_specialization(jitfn, key)` recovers `(signature, constexprs, facts)` from a key on a cache
miss; `signature` and `constexprs` equal what `JITFunction.specialize` returns for the same call.
`key_devices(jitfn, key)` says where each pointer argument's memory is (None: the host).

Speed: a NumPy array's address is read straight from the array object (`PyArrayObject.data`,
through a read-only memoryview of the process memory) instead of `__array_interface__` or `.ctypes`,
which build a dict or an object on every call (~1 us each). The read is checked against
`__array_interface__` at import and turned off if the layout differs (binder_keys._raw_memory);
set `TRITIUM_BINDER_SAFE_PTR=1` to turn it off by hand. (`_MEM` spans the whole address space:
never print, iterate or copy it.) Each plain parameter's code tests the exact types ndarray, torch.Tensor,
int, float and bool inline, in an order guessed from its name (`*ptr*` names: arrays first); anything
else (subclasses, NumPy scalars, None, tuples, constexprs, array-likes) goes through a generic path
with the same results. The torch branch exists when torch was imported before `make_binder` ran; a
CUDA tensor costs one `is_cuda` and one `get_device()` more than a CPU tensor (its fact table is
per device and dtype).

Not in the key: the launch options (the caller adds what it compiles with). Not in `args`: the
extent of each array's memory, which the reference interpreter needs (`arguments.as_array_arg` gives it).
"""
from __future__ import annotations

import operator
import sys

import numpy as np

from ..backends.base import COMMON_SPECIALIZATIONS
# The keys' types and tables, the parameters' slow paths and the decoding live in binder_keys.py;
# the public names (__all__; and _cx_key, which runtime/hooks.py takes) stay importable from here.
# _MEM is read from this module's globals when a binder is generated (a test turns it off here).
from .binder_keys import (  # noqa: F401 - re-exported
    _MAX_TABLE, _MEM, _ONE, CxKey, SpecItem, _cx_key, _jit, _Param, _rules_for, facts_from_key, key_devices,
    key_to_specialization, spec_item)

__all__ = ["make_binder", "key_to_specialization", "key_devices", "facts_from_key", "SpecItem", "spec_item", "CxKey",
           "COMMON_SPECIALIZATIONS"]

_CODE: dict = {}  # generated binder source -> its code object


# ------------------------------------------------------------------ helpers of the generated code
def _args_slow(drop_mask, tuple_mask, vals, cache):
    """args when some parameters have no runtime value (drop_mask) or several (tuple_mask)."""
    if not tuple_mask:
        get = cache.get(drop_mask)
        if get is None:
            kept = [i for i in range(len(vals)) if not (drop_mask >> i) & 1]
            if not kept:
                get = lambda v: ()  # noqa: E731
            elif len(kept) == 1:
                get = (lambda i: lambda v: (v[i],))(kept[0])
            else:
                get = operator.itemgetter(*kept)
            cache[drop_mask] = get
        return get(vals)
    out = []
    for i, v in enumerate(vals):
        if (drop_mask >> i) & 1:
            continue
        if (tuple_mask >> i) & 1:
            out.extend(v)
        else:
            out.append(v)
    return tuple(out)


def _bad_option(options, known):
    for name in options:
        if name not in known:
            raise KeyError(f"Keyword argument {name} was specified but unrecognised")


# ---------------------------------------------------------------------------- generation
def _mod(expr: str, m: int) -> str:
    return f"{expr} & {m - 1}" if m & (m - 1) == 0 else f"{expr} % {m}"


def make_binder(jitfn, rules=None, *, known_options=None, device_memory_rules: bool = False):
    """Generate the binder of `jitfn` for these specialisation rules (default:
    `COMMON_SPECIALIZATIONS`): `binder(*args, **kwargs) -> (key, args, options)`.

    `known_options`: the launch option names accepted in `**options` (default: `jit.KNOWN_OPTIONS`);
    pass `False` to accept any name. `device_memory_rules`: a device array also gets the memory
    rules its own backend declares (as if every backend's were in `rules`, without importing every
    backend). The generated source is `binder.source`."""
    rules = _rules_for(COMMON_SPECIALIZATIONS if rules is None else rules, device_memory_rules)
    params = list(jitfn.params)
    kname = jitfn.__name__
    dns = set(getattr(jitfn, "do_not_specialize", ()) or ())
    dnsoa = set(getattr(jitfn, "do_not_specialize_on_alignment", ()) or ())
    if known_options is None:
        known_options = frozenset(_jit().KNOWN_OPTIONS)
    elif known_options is not False:
        known_options = frozenset(known_options)

    names = {p.name for p in params} | {kname}
    pre = "_b_"
    while any(n.startswith(pre) for n in names):
        pre = "_" + pre
    opts = "options" if "options" not in names else pre + "options"
    fname = kname if kname.isidentifier() else pre + "kernel"

    ns = {f"{pre}type": type, f"{pre}id": id, f"{pre}int": int, f"{pre}float": float, f"{pre}bool": bool,
          f"{pre}str": str, f"{pre}ndarray": np.ndarray, f"{pre}mem": _MEM, f"{pre}cxk": _cx_key,
          f"{pre}ONE": _ONE, f"{pre}FP32": spec_item("fp32", ()), f"{pre}I1": spec_item("i1", ()),
          f"{pre}I32": spec_item("i32", ()), f"{pre}args_slow": _args_slow,
          f"{pre}known": known_options, f"{pre}bad_option": _bad_option, KeyError.__name__: KeyError}
    ns[f"{pre}KeyError"] = KeyError
    torch = sys.modules.get("torch")
    tensor_t = getattr(torch, "Tensor", None) if torch is not None else None
    ns[f"{pre}Tensor"] = tensor_t
    ns[f"{pre}drop_cache"] = drop_cache = {}
    ns[f"{pre}drop_get"] = drop_cache.get

    np_tables, np_plain, th_tables, th_plain = rules.array_tables(torch)
    ns.update({f"{pre}NPT": np_tables, f"{pre}NPP": np_plain, f"{pre}THT": th_tables, f"{pre}THP": th_plain,
               f"{pre}CUT": rules.dev_tables["cuda"]})
    if rules.int_mod <= _MAX_TABLE:
        ns[f"{pre}I32T"] = rules.int_table("i32")
        ns[f"{pre}R1"] = marker = object()
        ns[f"{pre}I32T1"] = [marker if r == 1 else it for r, it in enumerate(rules.int_table("i32"))]

    sig, body, key_parts, arg_vars = [], [], [], []
    L = body.append
    for p in params:
        i = p.index
        name = p.name
        if p.has_default:
            ns[f"{pre}d{i}"] = p.default
            sig.append(f"{name}={pre}d{i}")
        else:
            sig.append(name)
        k = f"{pre}k{i}"
        key_parts.append(k)
        if p.is_constexpr:
            L(f"    {pre}t = {pre}type({name})")
            L(f"    if {pre}t is {pre}int or {pre}t is {pre}str:")
            L(f"        {k} = {name}")
            L("    else:")
            L(f"        {k} = {pre}cxk({name})")
            continue
        pp = _Param(p, kname, rules, i in dns, i in dnsoa)
        ns[f"{pre}p{i}"] = pp
        bit = 1 << len(arg_vars)
        a = f"{pre}a{i}"
        arg_vars.append(a)
        facts = pp.facts_on
        branches = {}  # type name -> lines of its branch body (indented 8)
        # NumPy array: the address read straight from the array object, see _raw_memory
        b = branches["ndarray"] = [f"{a} = {pre}mem[{pre}id({name}) >> 3]" if _MEM is not None
                                   else f"{a} = {name}.__array_interface__['data'][0]"]
        b += _ptr_lookup(pre, name, a, k, i, facts and rules.ptr_rules, rules, "NPT", "NPP")
        if tensor_t is not None:
            b = branches["Tensor"] = [f"{a} = {name}.data_ptr()", f"if {name}.is_cpu:"]
            b += ["    " + x for x in _ptr_lookup(pre, name, a, k, i, facts and rules.ptr_rules, rules, "THT", "THP")]
            if facts and rules.ptr_mod <= _MAX_TABLE:  # CUDA tensors: a table per device and dtype
                b += [f"elif {name}.is_cuda:", "    try:",
                      f"        {k} = {pre}CUT[{name}.get_device()][{name}.dtype][{_mod(a, rules.ptr_mod)}]",
                      f"    except {pre}KeyError:", f"        {k} = {pre}p{i}.device_tensor({name}, {a})",
                      "else:", f"    {k} = {pre}p{i}.device_tensor({name}, {a})"]
            else:
                b += ["else:", f"    {k} = {pre}p{i}.device_tensor({name}, {a})"]
        # Python int: i32 by range (bit_length < 32 is the fast test; -2**31 takes big_int, which
        # types it i32 too); == 1 compiled in; facts from a table of value % lcm
        b = branches["int"] = [f"if {name}.bit_length() < 32:", f"    {a} = {name}"]
        one = [f"{k} = {pre}ONE", f"{pre}dm |= {bit}"]
        if facts and rules.int_rules and rules.int_mod <= _MAX_TABLE:
            if pp.specialize_value and rules.int_mod > 1:
                # entry 1 of this table is a marker: only values = 1 (mod lcm) compare with 1
                b += [f"    {k} = {pre}I32T1[{_mod(name, rules.int_mod)}]", f"    if {k} is {pre}R1:",
                      f"        if {name} == 1:", *("            " + x for x in one),
                      "        else:", f"            {k} = {pre}I32T[1]"]
            else:
                b += [f"    {k} = {pre}I32T[{_mod(name, rules.int_mod)}]"]
                if pp.specialize_value:  # lcm 1: all facts hold for every int
                    b += [f"    if {name} == 1:", *("        " + x for x in one)]
        else:
            b += [f"    {k} = {pre}p{i}.big_int({name})" if facts and rules.int_rules else f"    {k} = {pre}I32"]
            if pp.specialize_value:
                b += [f"    if {name} == 1:", *("        " + x for x in one)]
        b += ["else:", f"    {k} = {pre}p{i}.big_int({name})", f"    {a} = {name}"]
        branches["float"] = [f"{k} = {pre}FP32", f"{a} = {name}"]
        branches["bool"] = [f"{k} = {pre}I1", f"{a} = {name}"]
        order = (["ndarray", "Tensor", "int", "float", "bool"] if _looks_like_pointer(name)
                 else ["int", "float", "ndarray", "Tensor", "bool"])
        L(f"    {pre}t = {pre}type({name})")
        first = True
        for tname in order:
            if tname in branches:
                L(f"    {'if' if first else 'elif'} {pre}t is {pre}{tname}:")
                first = False
                for line in branches[tname]:
                    L("        " + line)
        # everything else
        L("    else:")
        L(f"        {k}, {a}, {pre}f = {pre}p{i}.slow({name})")
        L(f"        if {pre}f == 1:")
        L(f"            {pre}dm |= {bit}")
        L(f"        elif {pre}f == 2:")
        L(f"            {pre}tm |= {bit}")

    head = [f"def {fname}({', '.join(sig + ['**' + opts])}):"]
    if arg_vars:
        head.append(f"    {pre}dm = {pre}tm = 0")
    tail = []
    if known_options is not False:
        tail += [f"    if {opts} and not {opts}.keys() <= {pre}known:",
                 f"        {pre}bad_option({opts}, {pre}known)"]
    tup = lambda xs: "(" + "".join(x + ", " for x in xs) + ")"  # noqa: E731
    if arg_vars:
        # parameters compiled in (== 1, None, constexpr) leave args through a cached itemgetter
        keyt, valt = tup(key_parts), tup(arg_vars)
        slow = f"{pre}args_slow({pre}dm, {pre}tm, {valt}, {pre}drop_cache)"
        tail += [f"    if {pre}dm:",
                 f"        if not {pre}tm:",
                 f"            {pre}g = {pre}drop_get({pre}dm)",
                 f"            if {pre}g is not None:",
                 f"                return {keyt}, {pre}g({valt}), {opts}",
                 f"        return {keyt}, {slow}, {opts}",
                 f"    if {pre}tm:",
                 f"        return {keyt}, {slow}, {opts}",
                 f"    return {keyt}, {valt}, {opts}"]
    else:
        tail.append(f"    return {tup(key_parts)}, (), {opts}")
    src = "\n".join(head + body + tail) + "\n"
    code = _CODE.get(src)
    if code is None:  # (a fresh kernel object of the same source reuses the code: cache hits stay cheap)
        if len(_CODE) > 512:
            _CODE.clear()
        from ..store.cache import compiled_code
        code = _CODE[src] = compiled_code(src, f"<tritium binder for {kname}>")
    exec(code, ns)  # noqa: S102 - our own generated source
    fn = ns[fname]
    fn.source = src
    fn.rules = rules.rules
    fn.jitfn = jitfn
    return fn


def _ptr_lookup(pre, name, a, k, i, with_facts, rules, table, plain):
    if with_facts and rules.ptr_mod <= _MAX_TABLE:
        get = f"{k} = {pre}{table}[{name}.dtype][{_mod(a, rules.ptr_mod)}]"
    elif with_facts:
        get = f"{k} = {pre}p{i}.ptr_item({pre}{plain}[{name}.dtype][0], {a})"
    else:
        get = f"{k} = {pre}{plain}[{name}.dtype]"
    return ["try:", "    " + get, f"except {pre}KeyError:", f"    {k} = {pre}p{i}.array_miss({name}, {a})"]


_POINTER_NAMES = {"x", "y", "z", "out", "output", "input", "inp", "src", "dst", "q", "k", "v", "o", "weight", "bias"}


def _looks_like_pointer(name: str) -> bool:
    """Whether the array branches go first in a parameter's generated code (a speed guess only)."""
    n = name.lower()
    return "ptr" in n or n in _POINTER_NAMES
