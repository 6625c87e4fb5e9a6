"""tt.print / tt.assert / tt.assume / tt.debug_barrier in the per-thread program.

`tt.print` becomes one `gpu.print` per element, in the thread that owns it (copies in broadcast
layouts stay silent; a scalar prints from thread 0): a C format string that spells the line
`debug_ops.print_lines` gives, `pid (x, y, z) idx (i, j){prefix}{value}\n`, with the program ids,
the element's coordinates and its value as arguments. Arguments reach the renderer as i32, i64, f32,
f64 or i1 only: narrower integers are sign-extended (the interpreter prints every integer signed),
f16/bf16 widened to f32, pointers printed as their i64 address; an i1 is printed with `%s` as
`True`/`False`. Where C's printf cannot say what NumPy's `str` says, lines differ:
  - floats print with `%.9g` (f32, f16, bf16) / `%.17g` (f64): round-trip exact but not the
    shortest form (`3` where the interpreter prints `3.0`, `0.100000001` for `0.1`);
  - lines of different threads come in the GPU's order, not in index order.
`tt.assert`: each thread ANDs its registers' conditions into one `gpu.assert`, which calls
`__assertfail(message, file, line, function)` when false; the kernel then stops with
CUDA_ERROR_ASSERT and the driver prints CUDA's `file:line: function: block: [...], thread: [...]
Assertion `message` failed.`, not the interpreter's `device assertion failed in program ... at index`.
`tt.assume` emits nothing (no pass uses it yet); `tt.debug_barrier` is a `gpu.barrier`.
"""
from __future__ import annotations

from ...ir.types import FloatType, PtrType, f32, i1, i32, i64, is_fp8
from .lowering import SIMTLowering, handles


@handles("tt.assume")
def _assume(L: SIMTLowering, o):
    pass


@handles("tt.debug_barrier")
def _debug_barrier(L: SIMTLowering, o):
    L.barrier()


def _printable(L: SIMTLowering, x, t, hexfmt: bool):
    """(conversion, value) of one value for printf."""
    if isinstance(t, PtrType):
        return "%lld", L.v("tt.ptr_to_int", [x], i64)
    if isinstance(t, FloatType):
        if is_fp8(t):  # (an upcast to f32 is exact for every fp8 format)
            x = L.v("tt.fp_to_fp", [x], f32)
        elif t.name in ("f16", "bf16"):
            x = L.v("arith.extf", [x], f32)
        return ("%.17g" if t.name == "f64" else "%.9g"), x
    if t == i1 and not hexfmt:
        return "%s", x
    if t.bits == 64:
        return ("0x%llx" if hexfmt else "%lld"), x
    if t.bits < 32:
        x = L.v("arith.extui" if hexfmt else "arith.extsi", [x], i32)
    return ("0x%x" if hexfmt else "%d"), x


@handles("tt.print")
def _print(L: SIMTLowering, o):
    prefix = o.attrs.get("prefix", "").replace("%", "%%")
    hexfmt = bool(o.attrs.get("hex", False))
    pids = [L.v("tt.get_program_id", [], i32, axis=k) for k in range(3)]
    head = "pid (%d, %d, %d) idx ("
    for v in o.operands:
        t = v.type
        regs = L.regs(v)
        if not t.is_tensor():
            first = L.v("arith.cmpi", [L.tid, L.const(0, i32)], i1, predicate="eq")
            conv, x = _printable(L, regs[0], t, hexfmt)
            L.op("gpu.print", [first] + pids + [x], [], format=head + ")" + prefix + conv + "\n", has_pred=True)
            continue
        lay = L.linear(t)
        coords = L.coords(lay)
        owner = L.owner(lay)
        idx = ", ".join(["%d"] * len(t.shape))
        for r in lay.unique_regs():
            conv, x = _printable(L, regs[r], t.element, hexfmt)
            fmt = head + idx + ")" + prefix + conv + "\n"
            ops = ([owner] if owner is not None else []) + pids + list(coords[r]) + [x]
            L.op("gpu.print", ops, [], format=fmt, has_pred=owner is not None)


@handles("tt.assert")
def _assert(L: SIMTLowering, o):
    cond = L.regs(o.operands[0])
    ok = cond[0]
    for c in cond[1:]:
        if c is not ok:
            ok = L.v("arith.andi", [ok, c], i1)
    file, line = (o.loc[0], o.loc[1]) if o.loc else ("<unknown>", 0)
    L.op("gpu.assert", [ok], [], message=str(o.attrs.get("message", "")), file=str(file), line=int(line),
         func=str(L.src.attrs.get("sym_name", "kernel")))
