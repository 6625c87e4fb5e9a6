"""tritium's exceptions, at the bottom of its layers: the root `TritonError` (Triton's
`triton.TritonError`: library code catching Triton's errors catches ours), the errors of running
kernels under Triton's names (`triton.runtime.errors`: OutOfResources, PTXASError, InterpreterError,
...), and `OutOfBoundsError`, the sanitizer's report.

The sanitizer (`@tritium.jit(debug=True)`, the launch option `debug=True` or `TRITIUM_DEBUG=1`)
checks every load, store and atomic of a compiled CPU kernel against the extent of the argument
buffer its pointer derives from (the memory the argument's array or tensor view spans); the
reference interpreter checks the same. A violating lane is not accessed (it is treated as masked
off) and the launch raises `OutOfBoundsError` after the grid, naming the first violation in grid
order (the interpreter stops there): the access's kernel line, the program id, the lane's index in
the tile, the address, the argument buffer and its extent. `out_of_bounds_message` writes that
message for both, so they say the same for the same mistake.
"""
from __future__ import annotations

class TritonError(Exception):
    """Base class of the errors tritium raises for kernels (as Triton's)."""


class UnsupportedTritonAPI(TritonError, NotImplementedError):
    """A name of Triton's API that tritium cannot give Triton's meaning (its MLIR bindings, for
    one): raised where it is used, saying what to do instead, rather than an AttributeError."""

    def __init__(self, name: str, why: str):
        self.api_name = name
        super().__init__(f"triton.{name} is not available under tritium: {why}")


class UnsupportedTritonModule(UnsupportedTritonAPI, ImportError):
    """An import of a Triton module tritium does not have (compat.MISSING_MODULES): an ImportError too,
    so that programs' guarded imports fall back."""


class UnsupportedTritonAttribute(UnsupportedTritonAPI, AttributeError):
    """A name missing from a Triton module tritium has only in part (`triton._C`'s bindings): an
    AttributeError too, so that `getattr(module, name, default)` and `hasattr` see it as missing
    (torch looks names up on every loaded module) and `from ... import name` is an ImportError."""


class OutOfResources(TritonError, RuntimeError):
    """A kernel needs more of a per-block resource (shared memory, registers) than the device has
    (Triton's exception: the autotuner drops such configs)."""

    def __init__(self, required: int, limit: int, name: str):
        self.required, self.limit, self.name = required, limit, name
        super().__init__(f"out of resource: {name}, Required: {required}, Hardware limit: {limit}. "
                         "Reducing block sizes or `num_stages` may help.")


class BackendCompileError(TritonError, RuntimeError):
    """A backend's toolchain rejected a kernel (e.g. ptxas): the autotuner drops such configs."""


class ExportError(RuntimeError):
    """A kernel could not be exported into a bundle (a toolchain failure, a feature bundles cannot
    carry): `tritium aot` prints it on one line."""


class InterpreterError(TritonError, RuntimeError):
    """The reference interpreter refused a kernel's behaviour (an out-of-bounds access, a false
    `tl.assume`, ...)."""


class PTXASError(BackendCompileError):
    """Triton's name for a ptxas failure; the CUDA backend's PTXASError derives from it."""


class AutotunerError(TritonError, RuntimeError):
    """The autotuner could not run (no config left after pruning, ...)."""


class LaunchNeedsVariant(TritonError, ValueError):
    """A compiled kernel cannot run these arguments, but the same kernel compiled with `options`
    can (a TMA tensor map of an empty made descriptor: none exists, the pointer tiles read nothing).
    The jit launch catches it and launches that variant; a direct `CompiledKernel` launch raises it,
    its message naming the options."""

    def __init__(self, message: str, options: dict):
        self.options = dict(options)
        super().__init__(message)


class OutOfBoundsError(TritonError, RuntimeError):
    """A kernel accessed memory outside the buffer its pointer came from (found by the sanitizer of
    a debug launch, or by the interpreter). The attributes repeat what the message says:
    `op` ('tt.load', 'tt.store', 'tt.atomic_rmw', 'tt.atomic_cas'), `file` and `line` of the access,
    `pid` (x, y, z), `index` (the lane's index in the pointer tile, () for a scalar access),
    `address`, `buffer` (the argument's name, None when the pointer's buffer is unknown at compile
    time), `extent` (the buffer's size in bytes) and `offset` (the address relative to the
    argument's pointer, in elements)."""

    def __init__(self, message: str, **fields):
        super().__init__(message)
        self.op = fields.get("op")
        self.file = fields.get("file")
        self.line = fields.get("line")
        self.pid = fields.get("pid")
        self.index = fields.get("index")
        self.address = fields.get("address")
        self.buffer = fields.get("buffer")
        self.extent = fields.get("extent")
        self.offset = fields.get("offset")

    def __reduce__(self):
        return (_rebuild, (type(self), str(self), self.__dict__))


def _rebuild(cls, message, fields):
    err = cls.__new__(cls)
    Exception.__init__(err, message)
    err.__dict__.update(fields)
    return err


class InterpreterOutOfBoundsError(OutOfBoundsError, InterpreterError):
    """The interpreter's out-of-bounds error: an `OutOfBoundsError` (as compiled kernels raise) and
    an `InterpreterError` (as Triton's interpreter raises)."""


class Buffer:
    """A pointer argument as the sanitizer sees it: its name, the address passed (`ptr`) and the
    bytes [lo, hi) its array or tensor spans."""
    __slots__ = ("name", "ptr", "lo", "hi")

    def __init__(self, name: str, ptr: int, lo: int, hi: int):
        self.name, self.ptr, self.lo, self.hi = name, int(ptr), int(lo), int(hi)

    def holds(self, address: int, size: int) -> bool:
        return self.lo <= address and address + size <= self.hi

    def __repr__(self):
        return f"Buffer({self.name!r}, {self.ptr:#x}, [{self.lo:#x}, {self.hi:#x}))"


def _elements(n_bytes: int, size: int) -> str:
    return f"{n_bytes // size}" if n_bytes % size == 0 else f"{n_bytes / size:g}"


def out_of_bounds_message(op: str, file, line, pid, index, address: int, size: int, elt: str,
                          buffer: Buffer | None, buffers=(), known: bool = True) -> tuple[str, dict]:
    """(message, fields of OutOfBoundsError) of one out-of-bounds access: `op` at file:line, program
    `pid`, lane `index` (a tuple, () for a scalar access) accessing `size` bytes of element type
    `elt` at `address`; `buffer` the argument the pointer derives from (None: not known at compile
    time, checked against every argument in `buffers`; `known` False: the caller knows no argument
    names or extents at all)."""
    where = f"{op} at {file}:{line}" if file is not None else op
    head = f"{where}: out-of-bounds access in program {tuple(int(p) for p in pid)} at index {tuple(index)}: "
    fields = dict(op=op, file=file, line=line, pid=tuple(int(p) for p in pid), index=tuple(index),
                  address=int(address))
    if buffer is not None:
        delta = int(address) - buffer.ptr
        if delta % size == 0:
            at, offset = f"element {delta // size}", delta // size
        else:
            at, offset = f"byte {delta}", delta / size
        extent = buffer.hi - buffer.lo
        first, last = (buffer.lo - buffer.ptr), (buffer.hi - buffer.ptr)
        span = (f"elements {_elements(first, size)} to {_elements(last, size)} (exclusive)" if first
                else f"{_elements(last, size)} elements" if last > 0 else "no elements")
        body = (f"address {int(address):#x} is {at} of '{buffer.name}', outside its {extent} bytes "
                f"({span} of {elt})")
        fields.update(buffer=buffer.name, extent=extent, offset=offset)
    else:
        body = f"address {int(address):#x} ({size} bytes of {elt}) is outside every argument buffer"
        if known:
            names = ", ".join(f"'{b.name}'" for b in buffers) or "none"
            body += (f" ({names}): the pointer's buffer is not known at compile time (a pointer loaded from "
                     f"memory, made from an integer, or chosen between arguments), so any argument's is allowed")
        fields.update(buffer=None, extent=None, offset=None)
    return head + body + "; mask the access or fix the offsets", fields
