"""The launch binder's keys and arguments, for the generated code of binder.py: the interned key
entries (`SpecItem`, `CxKey`) and their tags, the specialisation rules as lookup tables (`_Rules`,
shared by every binder of the same rules), which rules a device's backend specialises on, the
fast read of a NumPy array's address (`_MEM`), each plain parameter's slow paths for what the
generated code does not handle inline (`_Param`: tuples, descriptors, array-likes, device tensors,
big ints) and the decoding of a key back into a signature (`key_to_specialization`).

binder.py documents the key format and generates the per-kernel code; this module holds what that
code looks up and calls, and what does not depend on any one kernel.
"""
from __future__ import annotations

import importlib
import math
import sys

import numpy as np

from .. import knobs
from ..backends.base import COMMON_SPECIALIZATIONS, TENSOR_MAP, SpecializationRule
from ..frontend import dtypes as tdt
from ..frontend.block_pointers import TensorDescSig
from ..frontend.function import KernelFunction
from ..frontend.values import constexpr
from ..frontend.tuples import make_tuple, tuple_class
from ..backends import arguments


def _jit():
    """tritium.runtime.jit, looked up at call time (jit.py imports the binder)."""
    return sys.modules.get(__package__ + ".jit") or importlib.import_module(__package__ + ".jit")


_MAX_TABLE = 256  # facts are looked up in a table of `value % lcm(divisors)` up to this lcm
# array element types the fast paths know (NumPy or torch spellings); others take the generic path
_ARRAY_DTYPE_NAMES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16",
                      "bfloat16", "float32", "float64")


# ---------------------------------------------------------------------------------------- keys
class SpecItem(tuple):
    """`(tag, payload)` for a plain parameter: interned (equal items are the same object), so it is
    hashed by identity. Make them with `spec_item`, never with the constructor."""
    __slots__ = ()
    __hash__ = object.__hash__  # the C slot itself: no Python call

    def __new__(cls, *a):
        raise TypeError("SpecItem objects are interned: use tritium.runtime.binder.spec_item(tag, payload)")

    def __reduce__(self):
        return spec_item, tuple(self)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


_INTERNED: dict = {}


def spec_item(tag, payload, cls=None) -> SpecItem:
    """The interned key entry `(tag, payload)`; payload must be hashable. `cls`: the class of a
    named tuple (a third entry: `("tuple", items, cls)`)."""
    k = (tag, payload) if cls is None else (tag, payload, cls)
    it = _INTERNED.get(k)
    if it is None:
        it = _INTERNED.setdefault(k, tuple.__new__(SpecItem, k))
    return it


class CxKey(tuple):
    """Key of a constexpr value whose own == would mix up values that compile differently
    (`1 == 1.0 == True`, `0.0 == -0.0`) or that cannot be hashed: `(type, normalised)`; `.value` is
    the value itself."""

    def __repr__(self):
        return f"CxKey({self.value!r})"

    def __reduce__(self):
        return _cx_key, (self.value,)


def _cx_key(v):
    """A constexpr value -> its key entry (the value itself for ints, strs and None)."""
    if isinstance(v, constexpr):
        v = v.value
    t = type(v)
    if t is int or t is str or v is None:
        return v
    if isinstance(v, (float, np.floating, complex, np.complexfloating)):
        norm = repr(v)  # tells -0.0 from 0.0; nan equals nan
    elif t is tuple:
        norm = tuple(_cx_key(x) for x in v)
    else:
        try:
            hash(v)
            norm = v
        except TypeError:
            norm = repr(v)
    k = tuple.__new__(CxKey, (t, norm))
    k.value = v
    return k


def _cx_value(k):
    return k.value if type(k) is CxKey else k


_ONE = spec_item("constexpr", 1)

# tag -> tl dtype (the singletons), for decoding
_SCALARS = list(tdt.ALL_SCALARS) + [tdt.float8e5, tdt.float8e4nv, tdt.float8e4b15, tdt.float8e4b8, tdt.float8e5b16]
_TAG_DTYPE = {d.mangle(): d for d in _SCALARS}


def _dtype_of_tag(tag: str):
    if tag.startswith("*"):
        return tdt.pointer_type(_dtype_of_tag(tag[1:].partition("@")[0]))
    return _TAG_DTYPE[tag]


def _device_of_tag(tag: str):
    """'*fp32@cuda:0' -> 'cuda:0'; a host pointer or a scalar -> None."""
    return tag.partition("@")[2] or None


def device_rules(device: str, rules) -> tuple:
    """The pointer rules (kind, divisor) of `rules` that the backend of `device` ('cuda:0')
    specialises on: the common ones and its own (CPU-only facts such as aligned_64 would split
    device kernels for nothing)."""
    backend = device.partition(":")[0]
    kinds = _DEVICE_KINDS.get(backend)
    if kinds is None:
        from ..backends.registry import backend as backend_named
        b = backend_named(backend)  # that backend alone (its arrays are here: it is loaded already)
        own = b.specializations() if b is not None else []
        kinds = _DEVICE_KINDS[backend] = frozenset(r.kind for r in list(COMMON_SPECIALIZATIONS) + own
                                                   if r.applies_to in ("pointer", "memory"))
    return tuple((k, d) for k, d in rules if k in kinds)


_DEVICE_KINDS: dict = {}


def backend_memory_rules(device: str) -> tuple:
    """The memory rules (kind, size bound) that the backend of `device` ('xpu:0') declares, looked
    up when an array of that device first comes (a binder need not import every backend for them)."""
    backend = device.partition(":")[0]
    got = _DEVICE_MEMORY.get(backend)
    if got is None:
        from ..backends.registry import backend as backend_named
        b = backend_named(backend)
        got = _DEVICE_MEMORY[backend] = tuple((r.kind, r.divisor) for r in list(COMMON_SPECIALIZATIONS)
                                              + (b.specializations() if b is not None else [])
                                              if r.applies_to == "memory")
    return got


_DEVICE_MEMORY: dict = {}


# ------------------------------------------------------------------ fast array address reads
def _raw_memory():
    """A read-only int64 view of the whole address space, indexed by address // 8 (addresses from
    16 on), or None where the ndarray layout cannot be relied on."""
    if str(knobs.runtime.binder_safe_ptr).lower() in ("1", "true", "yes", "on"):
        return None
    if sys.implementation.name != "cpython" or sys.maxsize != 2**63 - 1:
        return None
    try:
        class _All:
            __array_interface__ = {"data": (16, True), "shape": ((sys.maxsize - 16) // 8,),
                                   "typestr": np.dtype(np.intp).str, "version": 3}
        mv = memoryview(np.asarray(_All()))
        if mv.itemsize != 8 or mv.format not in ("l", "q"):
            return None
        # PyArrayObject: PyObject_HEAD (16 bytes), then `char *data`
        base = np.arange(64, dtype=np.float64)
        probes = [base, base[1:], base[::3], base[5:6], np.zeros((3, 4), np.int8, order="F").T, np.empty(0),
                  np.array(3.0), np.ones(7, np.bool_)[2:], np.frombuffer(bytearray(40), np.int32)[1:]]
        for a in probes:
            if id(a) % 8 or mv[id(a) >> 3] != a.__array_interface__["data"][0]:
                return None
        return mv
    except Exception:  # noqa: BLE001 - any surprise: use the documented interface instead
        return None


_MEM = _raw_memory()


def _np_address(a) -> int:
    return _MEM[id(a) >> 3] if _MEM is not None else a.__array_interface__["data"][0]


# -------------------------------------------------------------------------- rule handling
class _Rules:
    """The specialisation rules of one binder, split by what they apply to, with lookup tables."""

    def __init__(self, rules, device_memory: bool = False):
        # device_memory: device arrays also get their own backend's memory rules (backend_memory_rules)
        self.device_memory = device_memory
        seen, self.int_rules, self.ptr_rules, self.mem_rules = set(), [], [], []
        for r in rules:
            if not isinstance(r, SpecializationRule):
                raise TypeError(f"specialisation rules must be SpecializationRule, got {r!r}")
            if (r.kind, r.applies_to) in seen:
                continue
            seen.add((r.kind, r.applies_to))
            {"int": self.int_rules, "pointer": self.ptr_rules, "memory": self.mem_rules}[r.applies_to].append(
                (r.kind, r.divisor))
        self.rules = tuple(rules)
        self.int_mod = math.lcm(*(d for _, d in self.int_rules)) if self.int_rules else 1
        self.ptr_mod = math.lcm(*(d for _, d in self.ptr_rules)) if self.ptr_rules else 1
        self.int_tables = {}  # tag -> [item for value % int_mod]
        self.ptr_tables = {}  # tag -> [item for address % ptr_mod]
        # device pointers: {device index: {array dtype: [item for address % ptr_mod]}} per device
        # kind ('cuda'), filled on first use; the generated code indexes it inline
        self.dev_tables = {"cuda": {}}
        self.arrays = {}  # torch loaded? -> array_tables()
        self._residues = {}  # "int" / "ptr" -> the facts of each residue (see _residue_facts)

    def int_facts(self, v) -> tuple:
        return tuple(k for k, d in self.int_rules if v % d == 0)

    def ptr_facts(self, addr) -> tuple:
        return tuple(k for k, d in self.ptr_rules if addr % d == 0)

    def int_table(self, tag):
        t = self.int_tables.get(tag)
        if t is None:
            t = self.int_tables[tag] = _table(tag, self._residue_facts("int", self.int_facts, self.int_mod))
        return t

    def ptr_table(self, tag):
        t = self.ptr_tables.get(tag)
        if t is None:
            t = self.ptr_tables[tag] = _table(tag, self._residue_facts("ptr", self.ptr_facts, self.ptr_mod))
        return t

    def _residue_facts(self, kind, facts, mod) -> list:
        """[facts of r for r in range(mod)], computed once per kind (every tag's table shares it)."""
        got = self._residues.get(kind)
        if got is None:
            got = self._residues[kind] = [facts(r) for r in range(mod)]
        return got

    def dev_ptr_facts(self, device: str, addr: int, extent: int | None = None) -> tuple:
        """Facts of a device pointer: its address's, and where its memory's extent (bytes) is known,
        the memory rules of the device's backend."""
        facts = tuple(k for k, d in device_rules(device, self.ptr_rules) if addr % d == 0)
        if extent is not None:
            mem = self.mem_rules
            if self.device_memory:
                mem = mem + [r for r in backend_memory_rules(device) if r[0] not in {k for k, _ in mem}]
            if mem:
                facts += tuple(k for k, limit in device_rules(device, mem) if 0 <= extent < limit)
        return facts

    def dev_ptr_item(self, tag: str, device: str, addr: int, facts_on: bool, extent: int | None = None) -> SpecItem:
        return spec_item(f"{tag}@{device}", self.dev_ptr_facts(device, addr, extent) if facts_on else ())

    def array_tables(self, torch) -> tuple:
        """(NumPy tables, NumPy plain items, torch tables, torch plain items): per array dtype, the
        items by address % ptr_mod and the item without facts. Only dtypes that `from_array_dtype`
        accepts get in (others take the slow path and fail there). Built once per rules."""
        got = self.arrays.get(torch is not None)
        if got is not None:
            return got
        tables = self.ptr_mod <= _MAX_TABLE
        np_tables, np_plain, th_tables, th_plain = {}, {}, {}, {}
        for nm in _ARRAY_DTYPE_NAMES:
            for mod, tab, plain in ((np, np_tables, np_plain), (torch, th_tables, th_plain)):
                if mod is None:
                    continue
                try:
                    ad = np.dtype(nm) if mod is np else getattr(torch, nm)
                    tag = "*" + tdt.from_array_dtype(ad).mangle()
                except (TypeError, AttributeError):
                    continue
                if tables:
                    tab[ad] = self.ptr_table(tag)
                plain[ad] = spec_item(tag, ())
        got = self.arrays[torch is not None] = (np_tables, np_plain, th_tables, th_plain)
        return got

    def dev_table(self, tag: str, device: str):
        """[item for address % ptr_mod] of a device pointer (facts filtered by `device_rules`)."""
        return [self.dev_ptr_item(tag, device, r, True) for r in range(self.ptr_mod)]


def _table(tag, residue_facts) -> list:
    """[the item of `tag` with the facts of residue r, for each r]: a few distinct items, repeated."""
    items = {}
    return [items.get(f) or items.setdefault(f, spec_item(tag, f)) for f in residue_facts]


_RULES: dict = {}  # rules -> _Rules: the tables are pure functions of the rules, shared by every binder


def _rules_for(rules, device_memory: bool = False) -> _Rules:
    key = tuple(rules)
    r = _RULES.get((key, device_memory))
    if r is None:
        r = _RULES[key, device_memory] = _Rules(key, device_memory)
    return r


def _extent(arr) -> int | None:
    """Bytes of the memory a device array argument may reach (its storage, or its view's span), from
    the lower of its address and its memory's start; None when unknown."""
    if arr.base is None or arr.nbytes is None:
        return None
    return max(arr.base + arr.nbytes, arr.ptr) - min(arr.base, arr.ptr)


def _int_tag(v: int, where) -> str:
    if -2**31 <= v < 2**31:
        return "i32"
    if -2**63 <= v < 2**63:
        return "i64"
    if 0 <= v < 2**64:
        return "u64"
    raise OverflowError(f"{where}: integer argument {v} is too large for 64 bits")


class _Param:
    """One plain (non-constexpr) parameter: the slow paths of its generated code."""

    def __init__(self, p, kernel_name, rules: _Rules, dns: bool, dnsoa: bool):
        self.name, self.rules = p.name, rules
        self.where = f"argument '{p.name}' of {kernel_name}"
        self.specialize_value = not dns  # == 1 becomes a constant
        self.facts_on = not dns and not dnsoa  # divisibility / alignment facts

    # --- pieces the generated code calls
    def ptr_item(self, tag: str, addr: int) -> SpecItem:
        return spec_item(tag, self.rules.ptr_facts(addr) if self.facts_on else ())

    def array_miss(self, x, addr):
        """An exact ndarray / torch.Tensor whose dtype is not in the fast table (unsupported, byte-swapped, ...)."""
        try:
            tag = "*" + tdt.from_array_dtype(x.dtype).mangle()
        except TypeError as e:
            raise TypeError(f"{self.where}: {e}") from None
        return self.ptr_item(tag, addr)

    def big_int(self, v: int) -> SpecItem:
        tag = _int_tag(v, self.where)
        return spec_item(tag, self.rules.int_facts(v) if self.facts_on else ())

    def device_tensor(self, x, addr):
        """A torch tensor not on the CPU: its key item, filling the inline table for CUDA tensors."""
        dev = x.device
        if dev.type != "cuda":  # another backend's device (xpu): its driver's adapter says where
            try:
                arr = arguments.as_array_arg(x)
            except (TypeError, RuntimeError) as e:
                raise type(e)(f"{self.where}: {e}") from None
            return self.rules.dev_ptr_item("*" + arr.dtype.mangle(), arr.device, arr.ptr, self.facts_on,
                                           _extent(arr))
        index = dev.index if dev.index is not None else x.get_device()
        device = f"cuda:{index}"
        try:
            tag = "*" + tdt.from_array_dtype(x.dtype).mangle()
        except TypeError as e:
            raise TypeError(f"{self.where}: {e}") from None
        if self.facts_on and self.rules.ptr_mod <= _MAX_TABLE:
            table = self.rules.dev_tables["cuda"].setdefault(index, {})
            if x.dtype not in table:
                table[x.dtype] = self.rules.dev_table(tag, device)
        return self.rules.dev_ptr_item(tag, device, addr, self.facts_on)

    def slow(self, x):
        """Anything the inline code does not handle -> (item, value or leaves, mode); mode 0: one runtime
        value, 1: no runtime value, 2: a tuple of runtime values."""
        if x is None:
            return None, None, 1
        if isinstance(x, (constexpr, KernelFunction)):
            return self._const_item(x), None, 1
        if isinstance(x, tuple):
            leaves = []
            return spec_item("tuple", self._tuple(x, leaves), _named(x)), tuple(leaves), 2
        if arguments.is_tensor_descriptor(x):
            leaves = []
            return self._descriptor(x, leaves), tuple(leaves), 2
        return self._leaf(x, top=True)

    # --- helpers
    @staticmethod
    def _const_item(x):
        c = x.value if isinstance(x, constexpr) else x
        return None if c is None else spec_item("constexpr", _cx_key(c))

    def _tuple(self, v, leaves) -> tuple:
        out = []
        for x in v:
            if isinstance(x, tuple):
                out.append(spec_item("tuple", self._tuple(x, leaves), _named(x)))
            elif type(x) is int and x == 1 and self.specialize_value:  # Triton's rule, in tuples too
                out.append(_ONE)
            elif x is None or isinstance(x, (constexpr, KernelFunction)):
                out.append(self._const_item(x))
            elif arguments.is_tensor_descriptor(x):
                out.append(self._descriptor(x, leaves))
            else:
                item, val, _ = self._leaf(x, top=False)
                out.append(item)
                leaves.append(val)
        return tuple(out)

    def _descriptor(self, d, leaves):
        """A host TensorDescriptor: ("tensordesc", (pointer item, block shape, padding, facts of the
        shape and strides)); its runtime values (base address, shape, strides but the last) go to
        `leaves`. The base address and the ints get the facts a plain pointer and int would (their
        tiles' loads and masks vectorise where the sizes allow, as those of pointer arguments do)."""
        try:
            arr, shape, strides = arguments.descriptor_leaves(d, self.where)
        except RuntimeError as e:
            raise RuntimeError(f"{self.where}: {e}") from None
        tag = "*" + arr.dtype.mangle()
        if arr.device is not None:
            ptr = self.rules.dev_ptr_item(tag, arr.device, arr.ptr, self.facts_on, _extent(arr))
        else:
            ptr = self.ptr_item(tag, arr.ptr)
        ints = tuple(self.rules.int_facts(x) if self.facts_on else () for x in shape + strides)
        leaves.append(arr.ptr)
        leaves.extend(shape + strides)
        size = max(1, arr.dtype.primitive_bitwidth // 8)
        maps = self.facts_on and arr.ptr % 16 == 0 and all(s > 0 for s in shape) and \
            all(s > 0 and s * size % 16 == 0 for s in strides)  # (a tensor map can describe it: TENSOR_MAP)
        return spec_item("tensordesc", (ptr, tuple(d.block_shape), d.padding, ints, bool(maps)))

    def _leaf(self, x, top):
        try:
            arr = arguments.as_array_arg(x)
        except (TypeError, RuntimeError) as e:
            raise type(e)(f"{self.where}: {e}") from None
        if arr is not None:
            if arr.device is not None:
                item = self.rules.dev_ptr_item("*" + arr.dtype.mangle(), arr.device, arr.ptr, self.facts_on,
                                               _extent(arr))
                return item, arr.ptr, 0
            return self.ptr_item("*" + arr.dtype.mangle(), arr.ptr), arr.ptr, 0
        try:
            ty = arguments.type_of_scalar(x)
        except OverflowError as e:
            raise OverflowError(f"{self.where}: {e}") from None
        if ty is None:
            raise TypeError(f"{self.where}: cannot pass {type(x).__name__} to a kernel"
                            + ("" if top else " (in a tuple)"))
        py_int = ty.is_int() and not ty.is_int1() and not isinstance(x, np.generic)
        if py_int and top and self.specialize_value and x == 1:
            return _ONE, None, 1
        return spec_item(ty.mangle(), self.rules.int_facts(x) if py_int and self.facts_on else ()), x, 0


# ------------------------------------------------------------------------------- decoding
def key_to_specialization(jitfn, key):
    """A binder key -> `(signature {name: tl dtype}, constexprs {name: value}, facts {name: [kinds]})`.

    `signature` and `constexprs` are what `JITFunction.specialize` gives for the same call (same
    order). `facts` has an entry for every parameter in `signature`: the list of fact kinds that
    hold ([] if none); for a tuple parameter, a tuple shaped like its signature entry (constexpr
    elements get [])."""
    signature, constexprs, facts = {}, {}, {}
    if len(key) != len(jitfn.params):
        raise ValueError(f"a key of {len(key)} entries for {jitfn.__name__}, which has {len(jitfn.params)} parameters")
    for p, k in zip(jitfn.params, key):
        if p.is_constexpr:
            constexprs[p.name] = _cx_value(k)
        elif k is None:
            constexprs[p.name] = None
        elif k[0] == "constexpr":
            constexprs[p.name] = _cx_value(k[1])
        elif k[0] == "tuple":
            signature[p.name], facts[p.name] = _decode_tuple(k[1], k[2] if len(k) > 2 else None)
        elif k[0] == "tensordesc":
            signature[p.name], facts[p.name] = _decode_descriptor(k[1])
        else:
            signature[p.name] = _dtype_of_tag(k[0])
            facts[p.name] = list(k[1])
    return signature, constexprs, facts


def key_devices(jitfn, key) -> dict:
    """{parameter name: [device of each pointer leaf]} for the pointer arguments of a key: None for
    host memory, 'cuda:0' for memory on that device. Parameters without pointers are left out."""
    out = {}

    def walk(items, acc):
        for k in items:
            if k is None or k[0] == "constexpr":
                continue
            if k[0] == "tuple":
                walk(k[1], acc)
            elif k[0] == "tensordesc":
                acc.append(_device_of_tag(k[1][0][0]))
            elif k[0].startswith("*"):
                acc.append(_device_of_tag(k[0]))

    for p, k in zip(jitfn.params, key):
        if p.is_constexpr:
            continue
        acc = []
        walk([k], acc)
        if acc:
            out[p.name] = acc
    return out


def _decode_tuple(items, cls=None):
    sig, facts = [], []
    for k in items:
        if k is None:
            sig.append(constexpr(None))
            facts.append([])
        elif k[0] == "constexpr":
            sig.append(constexpr(_cx_value(k[1])))
            facts.append([])
        elif k[0] == "tuple":
            s, f = _decode_tuple(k[1], k[2] if len(k) > 2 else None)
            sig.append(s)
            facts.append(f)
        elif k[0] == "tensordesc":
            s, f = _decode_descriptor(k[1])
            sig.append(s)
            facts.append(f)
        else:
            sig.append(_dtype_of_tag(k[0]))
            facts.append(list(k[1]))
    return make_tuple(cls, sig), tuple(facts)


def _named(t):
    """The class of a named tuple (kept in its key: kernels see the named tuple), else None."""
    return tuple_class(t)


def _decode_descriptor(payload):
    ptr, block_shape, padding = payload[:3]
    ints = payload[3] if len(payload) > 3 else ()
    sig = TensorDescSig.make(_dtype_of_tag(ptr[0]), block_shape, padding)
    base = list(ptr[1]) + ([TENSOR_MAP] if len(payload) > 4 and payload[4] else [])
    facts = [base] + [list(f) for f in ints]  # (base, shape, strides; the constexpr 1 none)
    return sig, tuple(facts[i] if i < len(facts) else [] for i in range(len(sig)))


def facts_from_key(jitfn, key) -> dict:
    """{name: [fact kinds]} for the parameters in the signature (see `key_to_specialization`)."""
    return key_to_specialization(jitfn, key)[2]
