"""compile(): kernel source -> verified, optimised tile IR (the `.ttir` stage) and a CompiledKernel.

Backends add their own stages after `ttir`; today the reference interpreter executes `ttir` directly.
"""
from __future__ import annotations

import inspect
import os
import time

from . import knobs
from .backends.base import TENSOR_MAP, check_num_warps
from .compiled_kernel import CompiledKernel, KernelMetadata, LazyDict  # noqa: F401 - (Triton's names live here)
# (the frontend's code generator and the passes are imported by compile_ttir: a kernel loaded from
# the cache needs neither)


def check_roundtrip(module) -> None:
    """The printed IR must parse back to IR that prints identically (the `.ttir` contract)."""
    from .ir import parse_ir, print_ir
    text = print_ir(module, with_locs=True)
    again = print_ir(parse_ir(text), with_locs=True)
    if again != text:
        raise AssertionError(f"IR text does not round-trip through the parser:\n{text}\n---\n{again}")


def _fact_divisors(kinds=()) -> dict:
    """kind -> divisor of the specialisation rules: the common table and the backends' (those
    imported already when they know every kind in `kinds`, else every installed backend's)."""
    from .backends.base import COMMON_SPECIALIZATIONS
    from .backends.registry import backends, loaded_backends

    def table(found):
        rules = list(COMMON_SPECIALIZATIONS) + [r for b in found for r in b.specializations()]
        return {r.kind: r.divisor for r in rules if r.applies_to != "memory"}
    got = table(loaded_backends())
    known = got.keys() | {r.kind for b in loaded_backends() for r in b.specializations() if r.applies_to == "memory"}
    return got if set(kinds) <= known else table(backends().values())


def _pointer_facts(signature: dict, facts: dict) -> list[list[str]]:
    """Per pointer argument, in order (tuple and descriptor elements included): the facts it carries.
    Backends read memory facts from this."""
    out: list = []

    def walk(t, f):
        if isinstance(t, tuple):
            for i, x in enumerate(t):
                walk(x, f[i] if isinstance(f, tuple) and i < len(f) else None)
        elif getattr(t, "is_ptr", lambda: False)():
            out.append(sorted(f if isinstance(f, list) else []))
    for name, t in signature.items():
        walk(t, facts.get(name))
    return out


def norm_facts(v):
    """A parameter's facts as compile() keeps them: a sorted list of kinds, or for a tuple or
    descriptor parameter a tuple of its elements' facts."""
    if isinstance(v, tuple):
        return tuple(norm_facts(x) for x in v)
    return sorted(set(v or ()))


def has_facts(v) -> bool:
    return any(has_facts(x) for x in v) if isinstance(v, tuple) else bool(v)


def _leaf_facts(t, f) -> list:
    """The facts of each runtime leaf of a (possibly nested) tuple or descriptor signature entry, in
    the order the launch flattens them (constexpr elements have none and are not leaves)."""
    out = []
    for i, x in enumerate(t):
        fx = f[i] if isinstance(f, tuple) and i < len(f) else None
        if isinstance(x, tuple):
            out += _leaf_facts(x, fx)
        elif not hasattr(x, "value"):
            out.append(fx if isinstance(fx, list) else [])
    return out


def _per_leaf_facts(fn, signature: dict, facts: dict) -> list[list]:
    """Per kernel argument (tuples and descriptors flattened): its fact kinds."""
    per_leaf = []
    for p in fn.params:
        if p.name not in signature:
            continue
        t = signature[p.name]
        f = facts.get(p.name)
        per_leaf += _leaf_facts(t, f) if isinstance(t, tuple) else [f if isinstance(f, list) else list(f or ())]
    return per_leaf


def _divisibility(per_leaf: list) -> list[int]:
    """Per kernel argument: the largest power of two its facts guarantee."""
    divisor = _fact_divisors({k for fs in per_leaf for k in fs} - {TENSOR_MAP})
    return [max([divisor.get(k, 1) for k in fs] + [1]) for fs in per_leaf]


def _ir_arg_types(signature: dict) -> list[str] | None:
    """The kernel's parameter types as its tile IR spells them (metadata's arg_types), for a
    signature of plain types (None where tuples or descriptors expand into several)."""
    out = []
    for t in signature.values():
        if isinstance(t, tuple) or not hasattr(t, "to_ir") or hasattr(t, "block_shape"):
            return None
        out.append(str(t.to_ir()))
    return out


def frontend_module(fn, signature: dict, constexprs: dict, options: dict) -> tuple:
    """Kernel source -> the frontend's unverified module, before any pass: (module, its kernel's name,
    signature as tl dtypes, constexprs with the parameters' defaults, facts the signature's type
    strings declare)."""
    from .frontend.ast_to_ir import generate_kernel
    constexprs = _with_defaults(fn, constexprs)
    signature, hints = _signature_types(signature, constexprs, fn)  # (Triton's type strings too)
    check_num_warps(options.get("num_warps"))
    conflict = getattr(fn, "specialization_conflict", None)
    if conflict:  # a constexpr listed in do_not_specialize (Triton reports it when compiling)
        from .frontend.errors import CompilationError
        raise CompilationError(conflict, fn.filename, fn.first_line, 0, fn.src_lines[0] if fn.src_lines else None)
    name = kernel_name(fn, signature, constexprs)
    return generate_kernel(fn, signature, constexprs, options, name=name), name, signature, constexprs, hints


def compile_ttir(fn, signature: dict, constexprs: dict, options: dict | None = None,
                 facts: dict | None = None) -> CompiledKernel:
    """Kernel source -> verified, optimised tile IR. `facts` ({param: ['divisible_16', ...]}) become
    the function's `tt.divisibility` attribute, which the axis analysis starts from."""
    from .ir import verify
    from .passes import run_standard_pipeline
    options = dict(options or {})
    module, name, signature, constexprs, hints = frontend_module(fn, signature, constexprs, options)
    if hints:
        facts = {**hints, **{k: v if isinstance(v, tuple) else sorted(set(v) | set(hints.get(k, [])))
                             for k, v in (facts or {}).items()}}
    roundtrip = knobs.compilation.check_roundtrip == "1"
    if facts:
        func = next(f for f in module.funcs().values() if f.attrs.get("visibility") == "public")
        per_leaf = _per_leaf_facts(fn, signature, facts)
        div = _divisibility(per_leaf)
        if any(d > 1 for d in div) and len(div) == len(func.body.args):
            func.attrs["tt.divisibility"] = div
        maps = [i for i, fs in enumerate(per_leaf) if TENSOR_MAP in fs]  # (bases of mappable descriptors)
        if maps and len(div) == len(func.body.args):
            func.attrs["tt.tensor_maps"] = maps
    verify(module)
    if roundtrip:
        check_roundtrip(module)
    run_standard_pipeline(module, options)
    verify(module)
    if roundtrip:
        check_roundtrip(module)
    ck = CompiledKernel(name, module, signature, constexprs, options)
    ck.source_fn = fn
    return ck


def interpreter_metadata(ck: CompiledKernel, options: dict) -> None:
    """The metadata fields Triton scripts read from a warmed-up kernel (`kernel.metadata.shared`,
    `num_warps`, `kernel.n_regs`), for a kernel the reference interpreter runs: `shared` is the bytes
    of its largest tile (never 0: scripts divide by it), `n_regs` the host's SIMD registers, as the
    CPU backend reports."""
    from .backends.cpu.targets import describe
    from .codegen.llvm.types import size_of
    tile = max([r.type.numel * size_of(r.type) for f in ck.module.funcs().values() for o in f.walk()
                for r in o.results if r.type.is_tensor()] + [1])
    # (never above the CPU driver's max_shared_mem, which scripts divide by it: an occupancy of 0
    # would make their grids empty)
    ck.metadata.update(shared=min(tile, 1 << 20), n_regs=describe("host")["vector_registers"], n_spills=0,
                       num_warps=options.get("num_warps", 4), num_stages=options.get("num_stages", 3),
                       num_ctas=options.get("num_ctas", 1))


def kernel_name(fn, signature: dict, constexprs: dict) -> str:
    """The kernel's function name: `fn.__name__`, or what `@jit(repr=f)` makes of the specialisation
    (Triton's hook: `f(spec)` with `spec.signature` {name: type string, constexprs 'constexpr'} and
    `spec.constants` {name: value}), made a valid symbol."""
    rep = getattr(fn, "repr", None)
    if rep is None or getattr(rep, "default_name", False):
        return ascii_symbol(fn.__name__)
    import collections
    import re as _re
    sig = {}
    for p in getattr(fn, "params", []):
        if p.name in signature:
            t = signature[p.name]
            sig[p.name] = t.mangle() if hasattr(t, "mangle") else str(t)
        elif p.name in constexprs:
            sig[p.name] = "constexpr"
    spec = collections.namedtuple("SpecializationProxy", ["constants", "signature"])(dict(constexprs), sig)
    name = _re.sub(r"[^A-Za-z0-9_]", "_", str(rep(spec)))
    return name if name and not name[0].isdigit() else f"k_{name}"


def ascii_symbol(name: str) -> str:
    """`name` as a symbol every target's assembler takes (PTX, SPIR-V and ELF symbol names are ASCII):
    each non-ASCII character of a Python identifier as `_uXXXX_` (kernél -> kern_u00e9_l)."""
    if name.isascii():
        return name
    return "".join(c if c.isascii() else f"_u{ord(c):04x}_" for c in name)


def _with_defaults(fn, constexprs: dict) -> dict:
    """`constexprs` plus the defaults of the kernel's constexpr parameters not given (as a launch
    would take them)."""
    out = dict(constexprs or {})
    for p in getattr(fn, "params", ()):
        if p.is_constexpr and p.name not in out and p.has_default:
            out[p.name] = getattr(p.default, "value", p.default)
    return out


def _split_types(text: str) -> list:
    """'*fp32:16, tensordesc<fp16[64, 64]>, i32' -> its types (commas inside <> and [] are a type's)."""
    items, depth, cur = [], 0, ""
    for ch in text:
        depth += (ch in "<[") - (ch in ">]")
        if ch == "," and depth == 0:
            items.append(cur)
            cur = ""
        else:
            cur += ch
    return [x.strip() for x in items + [cur] if x.strip()]


def _tensordesc_type(name: str, text: str):
    """A host TensorDescriptor parameter as Triton's signatures spell it: 'tensordesc<fp16[64, 64]>'
    (',nan' after the block shape: out-of-bounds elements read as NaN) -> its signature entry."""
    import re

    from .frontend import dtypes
    from .frontend.block_pointers import TensorDescSig
    m = re.fullmatch(r"tensordesc<(\w+)\[([1-9]\d*(?:,[1-9]\d*)*)\](,nan)?>", text.replace(" ", ""))
    try:
        elem = dtypes.from_name(m.group(1)) if m else None
    except (KeyError, ValueError, TypeError):
        elem = None
    if elem is None or elem.is_ptr():
        raise TypeError(f"signature of '{name}': {text!r} is not a tensor descriptor type Triton spells "
                        "(expected e.g. 'tensordesc<fp16[64, 64]>' or 'tensordesc<fp32[32, 32],nan>')")
    shape = [int(b) for b in m.group(2).split(",")]
    return TensorDescSig.make(dtypes.pointer_type(elem), shape, "nan" if m.group(3) else "zero")


def _signature_types(signature, constexprs, fn=None) -> tuple[dict, dict]:
    """({name: dtype}, {name: facts}) from a signature as Triton spells it: a dict of dtypes or type
    strings ('*fp32', 'i32', with AOT hints: '*fp16:16' an address aligned to 16 bytes, 'i32:16' a
    multiple of 16), or the runtime parameters' types in order (a list, or one string
    '*fp32:16, *fp32, i32'). A mistake is a TypeError naming the parameter, not a crash further in."""
    if isinstance(signature, (str, list, tuple)):
        items = _split_types(signature) if isinstance(signature, str) else list(signature)
        names = [p.name for p in getattr(fn, "params", []) if not p.is_constexpr and p.name not in constexprs]
        if len(items) != len(names):
            raise TypeError(f"signature has {len(items)} types but {getattr(fn, '__name__', 'the kernel')} has "
                            f"{len(names)} runtime parameters ({', '.join(names)})")
        signature = dict(zip(names, items))
    types, facts = {}, {}
    for k, v in (signature or {}).items():
        if k in constexprs or (isinstance(v, str) and v == "constexpr"):
            continue
        if isinstance(v, str) and v.replace(" ", "").startswith("tensordesc<"):
            types[k] = _tensordesc_type(k, v)
            # what Triton's TensorDescriptor asserts of every one: a 16-byte aligned base, positive
            # sizes, strides of multiples of 16 bytes: a tensor map can describe it (TENSOR_MAP)
            facts[k] = (["aligned_16", TENSOR_MAP],) + ([],) * (2 * len(types[k].block_shape) - 1)
            continue
        if isinstance(v, str):  # (the parser is imported here: a launch passes dtypes)
            from .frontend.dtypes import from_name
            from .frontend.signature import SignatureError, parse_signature
            try:
                param, = parse_signature(v, where=f"signature of '{k}'")
                if param.hint == 1:
                    raise SignatureError(f"signature of '{k}': ':1' (an int equal to 1) is a constant: pass "
                                        f"it in constexprs instead")
                v, f = from_name(param.type), param.facts()
            except SignatureError as e:
                raise TypeError(str(e)) from None
            except (KeyError, ValueError, TypeError):
                raise TypeError(f"signature of '{k}': unknown type {v!r} (expected e.g. '*fp32', 'i32', 'fp16')") from None
            if f:
                facts[k] = f
        types[k] = v
    return types, facts


class ASTSource:
    """Triton's `triton.compiler.ASTSource(fn, signature, constexprs, attrs)`: what to compile, for
    `compile(ASTSource(...))`. `signature` maps parameter names to type strings ('*fp32', 'i32',
    ...) or dtypes; 'constexpr' entries take their value from `constexprs`, which is keyed by name
    or, as Triton's, by (index,) tuples. `attrs` is Triton's {(index,): [["tt.divisibility", 16]]}:
    those parameters are compiled as multiples of 16 (ints) or 16-byte aligned (pointers).
    Triton's attributes are kept too: `constants` (keyed by (index,)), `attrs`, `name`, `hash()`."""

    ext = "ttir"
    language = "triton"

    def __init__(self, fn, signature: dict | None = None, constexprs: dict | None = None, attrs=None):
        self.fn = fn
        self.name = getattr(fn, "__name__", "kernel")
        names = list(getattr(fn, "arg_names", []))
        cx = {}
        for k, v in (constexprs or {}).items():
            key = names[k[0]] if isinstance(k, tuple) and len(k) == 1 and k[0] < len(names) else k
            cx[key] = v
        self.constexprs = cx
        self.constants = {(names.index(k),) if k in names else k: v for k, v in cx.items()}
        self.types, self.facts = _signature_types(signature, cx, fn)  # {name: dtype} of runtime parameters
        # Triton's `signature`: {name: type string}, constexprs included as 'constexpr' (torch's
        # launchers read it)
        self.signature = {p.name: ("constexpr" if p.name in cx or p.name not in self.types else _type_string(self.types[p.name]))
                          for p in getattr(fn, "params", ()) if p.name in cx or p.name in self.types}
        self.attrs = attrs or {}
        for name, kinds in _attr_facts(self.attrs, names, self.types).items():
            self.facts[name] = sorted(set(self.facts.get(name, [])) | kinds)

    def hash(self) -> str:
        """Triton's ASTSource.hash: the function, signature, constants and attributes."""
        import hashlib
        key = f"{getattr(self.fn, 'cache_key', self.name)}-{self.attrs}-{sorted((k, str(v)) for k, v in self.types.items())}" \
              f"-{sorted((str(k), repr(v)) for k, v in self.constexprs.items())}"
        return hashlib.sha256(key.encode()).hexdigest()

    def make_ir(self, target, options, codegen_fns, module_map, context):
        """Triton's TTIR of the source (Triton 3.6's signature): tritium's frontend module, verified,
        before any pass, read through `triton._C.libtriton.ir`'s calls (ir/mlir_view.py), as torch
        analyses user kernels. Tuple and TensorDescriptor parameters are refused: tritium and Triton
        flatten them differently, so the TTIR's arguments would not map back to the kernel's."""
        from .errors import UnsupportedTritonAPI
        from .frontend import dtypes as tdt
        from .ir import mlir_view, verify
        if not isinstance(context, mlir_view.context):
            raise TypeError("ASTSource.make_ir takes a context from triton._C.libtriton.ir.context()")
        opts = options if isinstance(options, dict) else dict(getattr(options, "__dict__", {}) or {})
        odd = [n for n, t in self.types.items() if not isinstance(t, tdt.dtype)]  # (tuple types, descriptors)
        if odd:
            raise UnsupportedTritonAPI("_C.libtriton.ir", f"the parameters {odd} (tuples or tensor descriptors) are "
                                       "flattened differently by tritium and Triton, so the TTIR's arguments would "
                                       "not map back to the kernel's")
        m = frontend_module(self.fn, self.types, dict(self.constexprs), opts)[0]
        verify(m)
        return mlir_view.module(m)

    def parse_options(self) -> dict:
        return {}


def _type_string(t) -> str:
    """A signature type as Triton spells it ('*fp32', 'i32', tuples as '[...]')."""
    if isinstance(t, tuple):
        return "[" + ",".join(_type_string(x) for x in t) + "]"
    mangle = getattr(t, "mangle", None)
    return mangle() if mangle is not None else str(t)


def _attr_facts(attrs, names: list, signature: dict) -> dict:
    """Triton's `attrs` ({(index,): [["tt.divisibility", 16]], ...}) -> {param: {fact, ...}}: a
    divisibility of 16 (or a multiple) is `divisible_16` for an int, `aligned_16` for a pointer.
    Other attributes (tt.equal_to, nested paths) carry nothing tritium compiles in."""
    out: dict = {}
    for path, items in (attrs or {}).items():
        if not (isinstance(path, tuple) and len(path) == 1 and isinstance(path[0], int) and path[0] < len(names)):
            continue
        name = names[path[0]]
        t = signature.get(name)
        if t is None or isinstance(t, tuple):
            continue
        for item in items or ():
            if len(item) == 2 and item[0] == "tt.divisibility" and isinstance(item[1], int) and item[1] % 16 == 0:
                out.setdefault(name, set()).add("aligned_16" if t.is_ptr() else "divisible_16")
    return out


def make_backend(target):
    """Triton's `triton.compiler.compiler.make_backend(target)`: the backend made for `target`."""
    from .backends.triton_view import make_backend as make
    return make(target)


def with_knob_defaults(options: dict) -> dict:
    """`options` with the defaults Triton's knobs set where the caller set none, so that they are
    part of the cache key: fp contraction (TRITON_DEFAULT_FP_FUSION), fp32 dots' input precision
    (TRITON_F32_DEFAULT, which libraries' GPU tests set to "ieee") and CUDA's TMA and loop
    flattening (TRITIUM_CUDA_TMA, TRITIUM_CUDA_FLATTEN)."""
    options.setdefault("enable_fp_fusion", knobs.language.default_fp_fusion)
    if knobs.nvidia.tma is not None:  # (other backends ignore the option)
        options.setdefault("tma_descriptors", bool(knobs.nvidia.tma))
    if knobs.nvidia.flatten is not None:
        options.setdefault("flatten_loops", bool(knobs.nvidia.flatten))
    if knobs.language.fp32_default:
        options.setdefault("default_dot_input_precision", str(knobs.language.fp32_default))
    return options


def cache_key(fn, signature: dict, constexprs: dict, target, options, backend_hash: str, facts=None) -> str:
    """A specialisation's key: tritium's own sources, the kernel's fingerprint, its signature,
    constants, target, options and backend; a debug build's also where the source is defined."""
    import json
    from .frontend.fingerprint import source_hash, source_locations
    from .store.cache import sha256, tritium_hash
    opts = options if isinstance(options, dict) else options.as_dict()
    parts = {"facts": facts or {}, "tritium": tritium_hash(), "src": source_hash(fn),
             "signature": {k: str(v) for k, v in signature.items()},
             "constexprs": {k: repr(v) for k, v in constexprs.items()}, "target": str(target),
             "options": opts, "backend": backend_hash}
    if opts.get("debug"):
        parts["where"] = source_locations(fn)
    return sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()


class CompileRequest:
    """One specialisation to build: `compile()`'s arguments, normalised, with its cache key."""

    def __init__(self, fn, signature=None, constexprs=None, target="cpu", facts=None, **options):
        from .backends.registry import backend_for, parse_target
        hinted = {}
        if isinstance(fn, ASTSource):  # Triton's triton.compile(ASTSource(fn, signature, constexprs))
            fn, signature, constexprs, hinted = fn.fn, dict(fn.types), {**fn.constexprs, **(constexprs or {})}, fn.facts
        self.fn = fn
        self.constexprs = _with_defaults(fn, constexprs)
        self.signature, hints = _signature_types(signature, self.constexprs, fn)
        given = facts or {}
        facts = {}
        for k in {*hinted, *hints, *given}:
            # (a tuple's or descriptor's facts, per leaf: the caller's, else the signature string's)
            leaves = next((src[k] for src in (given, hints, hinted) if isinstance(src.get(k), tuple)), None)
            facts[k] = norm_facts(leaves) if leaves is not None else \
                sorted(set(hinted.get(k, [])) | set(hints.get(k, [])) | set(given.get(k, [])))
        check_num_warps(options.get("num_warps"))  # before the cache: backends that ignore it share entries
        self.target = parse_target(target)
        self.backend = backend_for(self.target)
        with_knob_defaults(options)
        self.opts = self.backend.parse_options(options)
        self.facts = {k: v for k, v in facts.items() if has_facts(v)}
        self.key = cache_key(fn, self.signature, self.constexprs, self.target, self.opts, self.backend.hash(), self.facts)
        self.name = kernel_name(fn, self.signature, self.constexprs)

    def cached(self, cache) -> CompiledKernel | None:
        """The kernel from a batch just built, or the cache; None when it must be compiled."""
        if knobs.cache.override_dir:  # edited stages: always built again
            return None
        built = _built.pop(self.key, None)
        if built is not None:
            return built
        hit = cache.get(self.key)
        if hit is None or (hasattr(self.backend, "cache_valid") and not self.backend.cache_valid(hit[1])):
            return None  # (or built by another version of a tool the key leaves out: the backend says which)
        files, meta = hit
        name = self.name
        try:
            self.backend.check_metadata(meta)
            expected = _ir_arg_types(self.signature)
            if expected is not None and meta.get("arg_types") != expected:
                raise ValueError(f"arg_types {meta.get('arg_types')!r}: the kernel's parameters are {expected}")
            for field, want in (("key", self.key), ("target", str(self.target)), ("backend", self.backend.name),
                                ("options", self._written_options())):
                if meta.get(field) != want:  # another kernel's, or another build's, metadata
                    raise ValueError(f"{field} {str(meta.get(field))[:80]!r}: this compile's is {str(want)[:80]!r}")
            asm = {s: files[f"{name}.{s}"] if s in meta["binary_stages"] else files[f"{name}.{s}"].decode()
                   for s in meta["stages"]}
        except (KeyError, TypeError, AttributeError, UnicodeDecodeError, ValueError) as e:  # not this kernel's entry
            self.discard(cache, f"its metadata is not what a compile writes ({e})")
            return None
        meta = {k: v for k, v in meta.items() if k != "artifacts"}
        return CompiledKernel.from_artifacts(name, asm, {**meta, "cache_hit": True})

    def _written_options(self) -> dict:
        """The options as a compile writes them into the metadata (read back from JSON)."""
        import json
        return json.loads(json.dumps(self.opts.as_dict(), default=str))

    def discard(self, cache, why: str) -> None:
        """Remove this key's local entry (a bad one: the next compile rebuilds it), saying why."""
        from .logs import logger
        logger("cache").warning("tritium cache entry %s of %s is unusable: %s; rebuilding it",
                                self.key[:16], self.name, why)
        local = getattr(cache, "local", cache)
        if hasattr(local, "discard"):
            local.discard(self.key)

    def build(self, cache) -> CompiledKernel:
        """Run every stage (each file in TRITIUM_OVERRIDE_DIR replacing its stage) and cache the result."""
        from .ir import print_ir, remember
        fn, backend, opts, name = self.fn, self.backend, self.opts, self.name
        stages: dict = {}
        if "target" in inspect.signature(backend.add_stages).parameters:  # backends that compile for several archs
            backend.add_stages(stages, opts, target=self.target)
        else:
            backend.add_stages(stages, opts)
        override_dir = knobs.cache.override_dir
        observe = stage_observer
        if observe:
            observe("ttir", "py", fn.src)
        t0 = time.perf_counter()
        ttir_opts = opts.as_dict()
        if hasattr(backend, "frontend_options"):  # what the target supports (Triton's fp8 dtype lists)
            ttir_opts.update(backend.frontend_options(self.target))
        ck = compile_ttir(fn, self.signature, self.constexprs, ttir_opts, self.facts)
        ck.metadata.update(target=str(self.target), key=self.key, backend=backend.name, options=opts.as_dict(),
                           pointer_facts=_pointer_facts(self.signature, self.facts))
        stage_ms = ck.metadata["stage_ms"] = {"ttir": round((time.perf_counter() - t0) * 1e3, 2)}
        # the backend sees kernel lines (assert messages); its first stage copies the module, unparsed
        src = remember(print_ir(ck.module, with_locs=True), ck.module)
        prev, overridden = "ttir", []
        if override_dir and os.path.exists(os.path.join(override_dir, f"{name}.ttir")):
            src = ck.asm["ttir"] = open(os.path.join(override_dir, f"{name}.ttir")).read()
            overridden.append("ttir")
        kernel_fn = next(f for f in ck.module.funcs().values() if f.attrs.get("visibility") == "public")
        ck.metadata["arg_types"] = [str(a.type) for a in kernel_fn.body.args]
        for stage, run in stages.items():
            t0 = time.perf_counter()
            path = os.path.join(override_dir, f"{name}.{stage}") if override_dir else None
            run_from = None
            if isinstance(run, tuple):  # (input stage, fn): a stage that reads an earlier artifact
                run_from, run = run
            stage_in = ck.asm[run_from] if run_from else src
            if observe:
                observe(stage, run_from or prev, stage_in)
            if path and os.path.exists(path):
                try:  # the real stage still runs for the metadata it records (entry, debug sites, ...)
                    run(stage_in, ck.metadata)
                except Exception:  # noqa: BLE001 - an edited earlier stage may not suit it; the file wins
                    pass
                with open(path, "rb") as f:
                    raw = f.read()
                src = raw if _is_binary(raw) else raw.decode()
                overridden.append(stage)
            else:
                try:
                    src = run(stage_in, ck.metadata)
                except Exception as e:  # a backend's "cannot compile this statement": at the kernel line
                    loc = getattr(e, "kernel_loc", None)
                    if loc is None:
                        raise
                    raise _located(e, loc) from None
            ck.asm[stage] = src
            prev = stage
            stage_ms[stage] = round((time.perf_counter() - t0) * 1e3, 2)
        ck.metadata["stages"] = list(ck.asm)
        ck.metadata["binary_stages"] = [s for s, v in ck.asm.items() if isinstance(v, bytes)]
        files = {f"{name}.{s}": v for s, v in ck.asm.items()}
        if overridden:  # hand-edited stages are not what the key describes: never cache them
            ck.metadata["overridden_stages"] = overridden
        else:
            cache.put(self.key, files, ck.metadata)
        dump = knobs.cache.dump_dir
        if dump:
            d = os.path.join(dump, self.key)
            os.makedirs(d, exist_ok=True)
            for fname, v in files.items():
                with open(os.path.join(d, fname), "wb") as f:
                    f.write(v.encode() if isinstance(v, str) else v)
        ck.metadata["cache_hit"] = False
        return ck


# Called before each stage with (stage, name of its input's stage, input) where a compile worker
# reports its progress (runtime/compile_workers.py: the input of a stage that crashes is saved).
stage_observer = None
_built: dict = {}  # key -> CompiledKernel a batch compile just built (read once: the cache may be off)


def compile(fn, signature: dict | None = None, constexprs: dict | None = None, target="cpu",
            facts: dict | None = None, **options) -> CompiledKernel:
    """Run `ttir` and then the target backend's stages, through the cache.

    Every stage's artifact lands in `CompiledKernel.asm[stage]`. A file `<kernel>.<stage>` in
    `TRITIUM_OVERRIDE_DIR` replaces that stage's output (compilation resumes from it);
    `TRITIUM_DUMP_DIR` receives every stage of every kernel compiled. A cache hit runs no stage.
    `facts` maps parameters to specialisation facts ('divisible_16', 'aligned_16', 'aligned_64',
    'memory_4gb'). With `TRITIUM_COMPILE_ISOLATED=1` the stages run in a worker process, so that a
    compiler crash is a CompilationError here (runtime/compile_workers.py).
    """
    from .frontend.errors import CompilationError, for_user
    src = fn if isinstance(fn, ASTSource) else None
    triton_options = options.pop("options", None)
    if isinstance(triton_options, dict):  # Triton's compile(src, target=, options={...})
        options = {**_known_options(target, triton_options), **options}
    elif triton_options is not None:
        raise TypeError(f"compile(): options= must be a dict of compile options, got {type(triton_options).__name__}")
    try:
        req = CompileRequest(fn, signature, constexprs, target, facts, **options)
        ck = compile_request(req)
    except CompilationError as e:
        raise for_user(e)
    ck.source_fn, ck.source_signature = req.fn, req.signature  # launchable: ck[grid](*args)
    if src is not None:  # Triton's API: its callers may read the binary where Triton leaves it
        ck.src = src
        from .store.triton_layout import publish
        publish(ck, req.backend)
    return ck


def _known_options(target, options: dict) -> dict:
    """Triton's compile(options={...}) read for `target`'s backend (backends/triton_view.py)."""
    from .backends.registry import backend_for, parse_target
    from .backends.triton_view import triton_options
    return triton_options(backend_for(parse_target(target)), options)


def compile_request(req: CompileRequest) -> CompiledKernel:
    """`compile()` of a prepared request: the cache, else a build (in a worker when isolated)."""
    from .store.cache import open_cache
    cache = open_cache()
    hit = req.cached(cache)
    if hit is not None:
        return hit
    if knobs.compilation.isolate:
        from .runtime.compile_workers import build_all
        result, = build_all([req], cache, workers=1, isolate=True)
        _built.pop(req.key, None)
        if isinstance(result, BaseException):
            raise result
        return result
    return req.build(cache)


def compile_many(requests, workers: int | None = None, return_exceptions: bool = False, _keep: bool = False) -> list:
    """Compile many specialisations at once in worker processes (one per core, or `workers`;
    `TRITIUM_COMPILE_WORKERS`); a compiler crash in one is a CompilationError for that one. Each
    request is a CompileRequest, a dict of `compile()`'s arguments ({"fn": k, "signature": ..., "constexprs": ...,
    "target": ..., options...}), a (fn, signature, constexprs) tuple, or an ASTSource. -> their
    CompiledKernels in order; the first error is raised once all are done, unless
    `return_exceptions` (then errors take their kernel's place)."""
    from .store.cache import open_cache
    from .runtime.compile_workers import build_all
    reqs = []
    for r in requests:
        if isinstance(r, dict):
            r = dict(r)
            reqs.append(CompileRequest(r.pop("fn"), r.pop("signature", None), r.pop("constexprs", None),
                                       r.pop("target", "cpu"), r.pop("facts", None), **r.pop("options", {}), **r))
        elif isinstance(r, tuple):
            reqs.append(CompileRequest(*r))
        else:
            reqs.append(r if isinstance(r, CompileRequest) else CompileRequest(r))
    results = build_all(reqs, open_cache(), workers=workers)
    if not _keep:  # nothing launches these here: do not keep them for a launch
        for r in reqs:
            _built.pop(r.key, None)
    for r, ck in zip(reqs, results):
        if not isinstance(ck, BaseException):
            ck.source_fn, ck.source_signature = r.fn, r.signature
    if not return_exceptions:
        for r in results:
            if isinstance(r, BaseException):
                from .frontend.errors import CompilationError, for_user
                raise for_user(r) if isinstance(r, CompilationError) else r
    return results


def _located(e: Exception, loc) -> Exception:
    """A backend error that knows its kernel statement -> CompilationError at that line."""
    import linecache
    from .frontend.errors import CompilationError
    filename, line, col = loc
    return CompilationError(f"{type(e).__name__}: {e}", filename, line, col, linecache.getline(filename, line) or None)


def _is_binary(raw: bytes) -> bool:
    try:
        raw.decode()
        return False
    except UnicodeDecodeError:
        return True
