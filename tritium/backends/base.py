"""What a backend plugin provides: a `Backend` (how to compile: options, stages, specialisation
rules, toolchain hash) and a `Driver` (how to run: availability, argument adapters, load, launch).

A stage is `fn(src, metadata) -> src` reading the previous stage's artifact, or a pair
`(input_stage, fn)` reading an earlier one; `add_stages` fills an ordered dict name -> stage after the
common `ttir` stage. Text stages return str, binary stages bytes (the last one is the binary).
"""
from __future__ import annotations

from abc import ABC, abstractmethod

from ..errors import BackendCompileError, OutOfResources, TritonError  # noqa: F401 - (their home is the bottom layer)
from ..ir.types import Record as _Record  # (immutable records without dataclass generation)


class NumWarpsError(AssertionError, ValueError):
    """A bad num_warps: a ValueError, and an AssertionError where code expects Triton's type."""


def check_num_warps(num_warps) -> None:
    """Triton's rule: num_warps is a power of 2 (at most 32 warps a block)."""
    if num_warps is not None and (not isinstance(num_warps, int) or isinstance(num_warps, bool) or
                                  num_warps < 1 or num_warps > 32 or num_warps & (num_warps - 1)):
        raise NumWarpsError(f"num_warps must be a power of 2 (a power of two from 1 to 32), got {num_warps!r}")


class Target(_Record):
    """Where a kernel runs: `backend` ('cpu', 'cuda', ...), `arch` (e.g. 'x86_64', 90), warp size."""
    __slots__ = ("backend", "arch", "warp_size")
    __match_args__ = ("backend", "arch", "warp_size")

    def __init__(self, backend: str, arch: object, warp_size: int = 1):
        object.__setattr__(self, "backend", backend)
        object.__setattr__(self, "arch", arch)
        object.__setattr__(self, "warp_size", warp_size)

    def __str__(self):
        return f"{self.backend}:{self.arch}" if self.arch not in ("", None) else self.backend


class Options(_Record):
    """Compile options common to all backends; a backend subclasses this with its own fields.

    Fields are the class's annotated attributes (their values the defaults), a subclass's added
    after its bases' or overriding them; instances are immutable and compare, hash, print and
    pickle as frozen dataclasses would. Written on Record rather than as a dataclass: generating a
    dataclass's methods costs ~0.6 ms per class, which every process paid on its first launch."""
    num_warps: int = 4
    num_stages: int = 3
    num_ctas: int = 1
    debug: bool = False
    # with debug: add/sub/mul of < 64-bit ints checked for overflow (Triton's option; the frontend's
    # check_overflow), on every backend
    sanitize_overflow: bool = True
    enable_fp_fusion: bool = True
    default_dot_input_precision: str = "ieee"

    _annotations: dict = {}  # field -> its annotation (a string: these modules defer annotations)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls._declare()

    @classmethod
    def _declare(cls) -> None:
        ann: dict = {}
        for c in reversed(cls.__mro__):
            own = vars(c).get("__annotations__")
            if own is None and "__annotate__" in vars(c):  # (Python 3.14: annotations made on demand)
                own = c.__annotations__
            for name, a in (own or {}).items():
                if not name.startswith("_"):
                    ann[name] = a  # (an overridden field keeps its base's place, as in a dataclass)
        missing = [n for n in ann if not hasattr(cls, n)]
        if missing:
            raise TypeError(f"{cls.__name__}: options need defaults, {missing} have none")
        cls._annotations = ann
        cls.__match_args__ = tuple(ann)

    def __init__(self, *args, **kwargs):
        names = self.__match_args__
        if len(args) > len(names):
            raise TypeError(f"{type(self).__name__}() takes {len(names)} positional arguments, {len(args)} given")
        for name, value in zip(names, args):
            if name in kwargs:
                raise TypeError(f"{type(self).__name__}() got multiple values for argument {name!r}")
            kwargs[name] = value
        unknown = [k for k in kwargs if k not in self._annotations]
        if unknown:
            raise TypeError(f"{type(self).__name__}() got an unexpected keyword argument {unknown[0]!r}")
        for name in names:
            object.__setattr__(self, name, kwargs[name] if name in kwargs else getattr(type(self), name))

    @classmethod
    def fields(cls) -> dict:
        """{field: (annotation, default)}, in order."""
        return {n: (a, getattr(cls, n)) for n, a in cls._annotations.items()}

    def replace(self, **changes) -> "Options":
        return type(self)(**{**self.as_dict(), **changes})

    def hash(self) -> str:
        import hashlib
        import json
        return hashlib.sha256(json.dumps(self.as_dict(), sort_keys=True, default=str).encode()).hexdigest()

    def as_dict(self) -> dict:
        return {n: getattr(self, n) for n in self.__match_args__}


Options._declare()


def _inert(option: str, opts: dict) -> bool:
    """Whether `option` changes nothing with the other options given (so it must not split the
    cache): the overflow checks act only in debug compiles."""
    return option == "sanitize_overflow" and not opts.get("debug")


class SpecializationRule(_Record):
    """A fact about an argument that a backend compiles in. For `applies_to="int"` it holds when the
    integer is a multiple of `divisor`; for `"pointer"`, when the address an array argument points
    at is. For `"memory"` (device arrays only: the binder knows their extent) it holds when the
    memory the array may reach spans fewer than `divisor` bytes (`memory_4gb`: 32-bit offsets from
    the buffer suffice). `kind` names the fact ('divisible_16', 'aligned_64', 'memory_4gb') in launch
    keys and in `facts`; values where it holds and values where it does not get separate kernels.
    Divisibility facts also become the IR's `tt.divisibility`; memory facts reach the backend's
    stages as `metadata["pointer_facts"]`."""
    # applies_to: "int", "pointer" or "memory"; divisor: the divisor, or for "memory" the size bound in bytes
    __slots__ = ("kind", "applies_to", "divisor")
    __match_args__ = ("kind", "applies_to", "divisor")

    def __init__(self, kind: str, applies_to: str, divisor: int):
        if applies_to not in ("int", "pointer", "memory"):
            raise ValueError(f"SpecializationRule {kind!r}: applies_to must be 'int', 'pointer' or 'memory', "
                             f"got {applies_to!r}")
        if not isinstance(divisor, int) or isinstance(divisor, bool) or divisor < 1:
            raise ValueError(f"SpecializationRule {kind!r}: divisor must be a positive int, got {divisor!r}")
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "applies_to", applies_to)
        object.__setattr__(self, "divisor", divisor)

    def holds(self, value: int) -> bool:
        """Whether the fact holds for an int argument, a pointer argument's address, or (memory
        rules) the byte extent of an array argument's memory."""
        if self.applies_to == "memory":
            return 0 <= value < self.divisor
        return value % self.divisor == 0


# Facts every backend specialises on (Triton's `tt.divisibility = 16`); a backend's
# `specializations()` adds its own on top (the CPU backend: aligned_64 for pointers).
# The fact of a host TensorDescriptor's base leaf saying the driver can map the descriptor for TMA
# (16-byte aligned base, positive sizes, positive strides of multiples of 16 bytes: what
# cuTensorMapEncodeTiled requires and Triton's TensorDescriptor asserts). No divisor: compile()
# records it as the kernel's `tt.tensor_maps` (leaf indices), which passes/gpu_tma.py reads.
TENSOR_MAP = "tensor_map"

COMMON_SPECIALIZATIONS = [
    SpecializationRule("divisible_16", "int", 16),
    SpecializationRule("aligned_16", "pointer", 16),
]


class Backend(ABC):
    name: str = "?"
    binary_ext: str = "bin"
    binary_stage: str | None = None  # the stage whose artifact the driver loads (None: the last one)
    # Triton's compile() leaves this backend's binary in its cache directory, where other programs
    # read it (torch's static CUDA launcher): triton.compile() puts it there too (store/triton_layout.py)
    triton_cache_layout: bool = False
    options_class = Options

    @abstractmethod
    def supports(self, target: Target) -> bool: ...

    # launch options Triton code passes for other targets, accepted and dropped (not an error)
    ignored_options: frozenset = frozenset()

    def parse_options(self, opts: dict) -> Options:
        if "__dataclass_fields__" in vars(self.options_class):  # (its __init__ would drop Options' fields)
            raise TypeError(f"backend {self.name}: {self.options_class.__name__} is a dataclass; declare options "
                            "as annotated class attributes of an Options subclass, without @dataclass")
        fields = set(self.options_class._annotations)
        unknown = set(opts) - fields - self.ignored_options
        if unknown:
            raise KeyError(f"backend {self.name}: unknown options {sorted(unknown)}")
        o = self.options_class(**{k: v for k, v in opts.items() if k in fields and not _inert(k, opts)})
        if "num_warps" in fields:
            check_num_warps(o.num_warps)
        return o

    def aot_hooks(self):
        """What this backend adds to an exported bundle (an aot_hooks.AotHooks), or None where
        bundles cannot carry its binaries."""
        return None

    def check_target(self, target: Target) -> Target:
        """`target` normalised (e.g. 'cuda:sm_90' -> Target('cuda', 90)), or a ValueError that says
        what is wrong with it (an unknown or a missing architecture)."""
        return target

    @abstractmethod
    def add_stages(self, stages: dict, options: Options) -> None:
        """Fill `stages`. A backend that compiles for several architectures declares a third
        parameter `target` (keyword) and receives the Target being compiled for."""

    def specializations(self) -> list[SpecializationRule]:
        return []

    def hash(self) -> str:
        """Versions of the toolchain this backend compiles with (part of every cache key)."""
        return self.name

    def binary_of(self, kernel):
        """The artifact of `kernel` (a CompiledKernel) that this backend's driver loads (KeyError: none)."""
        stages = kernel.metadata.get("stages") or [None]
        return kernel.asm[self.binary_stage or stages[-1]]

    def check_metadata(self, meta: dict) -> None:
        """ValueError unless a cache entry's metadata is what this backend's compile writes (types and
        ranges of the fields the driver reads), checked before the entry is used: an entry with
        absurd fields is a bad entry, rebuilt, not an error at launch. Backends add their fields."""
        need = require_metadata
        need(isinstance(meta.get("name"), str) and _SYMBOL.fullmatch(meta["name"]), f"name {meta.get('name')!r}")
        stages, binary = meta.get("stages"), meta.get("binary_stages", [])
        need(isinstance(stages, list) and stages and all(isinstance(x, str) for x in stages), "stages")
        need(isinstance(binary, list) and set(binary) <= set(stages), "binary_stages")
        types = meta.get("arg_types")
        need(types is None or isinstance(types, list) and all(isinstance(t, str) for t in types), "arg_types")
        for field, hi in (("num_warps", 32), ("num_ctas", 16), ("shared", 2 ** 31 - 1)):
            v = meta.get(field)
            need(v is None or type(v) is int and 0 <= v <= hi, f"{field} {v!r}")

    def derive_artifact(self, name: str, kernel) -> bytes | None:
        """An artifact other programs ask a compiled `kernel` for under `name` (in its `asm`), made
        from its stages' artifacts on first request; None: this backend has no such artifact."""
        return None


_SYMBOL = __import__("re").compile(r"[A-Za-z_][A-Za-z0-9_.$]*")  # a kernel's symbol, as compile() names it


def require_metadata(ok, what: str) -> None:
    """check_metadata's test: ValueError naming the field unless `ok`."""
    if not ok:
        raise ValueError(f"metadata field {what}")


class BadBinary(RuntimeError):
    """A driver found a cached binary unloadable (a broken object): the entry is rebuilt."""


class Driver(ABC):
    backend: str = "?"

    @abstractmethod
    def is_available(self) -> bool: ...

    @abstractmethod
    def get_current_target(self) -> Target: ...

    def target_of(self, device: int) -> Target:
        """The target of device number `device` (where arguments on that device run)."""
        return self.get_current_target()

    def adapt(self, arg):
        """Array-like argument -> pointer argument for this driver, or None if not ours."""
        return None

    @abstractmethod
    def load(self, binary: bytes, metadata: dict):
        """The binary stage's artifact -> a launcher: `launcher(grid, args[, stream])`. Drivers of
        devices also take `device=` (the device index the arguments live on; None: the current one)."""

    def launch(self, kernel, grid, args, stream=None) -> None:
        kernel(grid, args)

    # Triton's driver.active hooks; these defaults suit drivers without streams or device switching
    def get_current_device(self) -> int:
        return 0

    def set_current_device(self, device) -> None:
        pass

    def get_current_stream(self, device=None) -> int:
        return 0

    def profiler_clock(self):
        """What tritium's profiler (`triton.profiler`) times launches and scopes with: marks taken on
        a stream and the time between two of them. This default is the host's clock, which is the
        kernel's time where a launch returns when its kernel is done; asynchronous devices override it."""
        from ..timing import HostClock
        return HostClock()


def open_library(names) -> ctypes.CDLL | None:  # noqa: F821 - (ctypes is imported where used)
    """The first of `names` (shared-library names or paths) that loads, or None: drivers look for
    their system library (libcuda, the Level Zero loader) under its usual names."""
    import ctypes
    for name in names:
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    return None
