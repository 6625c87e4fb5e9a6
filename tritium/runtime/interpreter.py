"""The reference interpreter: executes tile IR with NumPy, one program instance at a time.

It is the oracle every backend is tested against, so it is deliberately plain: programs run in
grid order (x fastest), ops in program order, atomics lane by lane in order, and memory is the
caller's real buffers. Masked-off lanes are never read or written; an unmasked access outside every
argument buffer raises `InterpreterError` naming the kernel line.

Out-of-bounds accesses raise `errors.InterpreterOutOfBoundsError` (an `InterpreterError` and
an `OutOfBoundsError`) with the message compiled debug kernels give (`out_of_bounds_message`): the
line, the program, the lane's index in the tile, the address and the argument buffer the pointer
derives from (passes/provenance.py) with its extent. Always checked: inside some argument's
memory (its whole allocation). With `strict` (debug launches), as the CPU sanitizer checks: inside
the extent of the argument the pointer derives from (the bytes its array view spans), or, where that
is not known at compile time, inside any argument's.
"""
from __future__ import annotations

import bisect
import ctypes
import os

import numpy as np

from .. import knobs
from ..ir import Block, Operation
from ..ir import numpy_semantics as S
from ..ir.core import Pure
from ..ir.ops import Func, Module
from ..ir.debug_ops import DeviceAssertionError, failed_index, print_lines
from ..ir.types import PtrType, Type


from ..errors import InterpreterError  # noqa: E402 - Triton's name, shared with triton.runtime.errors
from ..errors import InterpreterOutOfBoundsError, out_of_bounds_message  # noqa: E402

LAST_RUN: dict = {}  # how the last launch ran: programs run batched / sequentially, why it fell back




def _where(op: Operation) -> str:
    if op.loc is None:
        return op.name
    f, line, _ = op.loc
    return f"{op.name} at {f}:{line}"


# ------------------------------------------------------------------ memory
class Memory:
    """The argument buffers, addressed by their real addresses."""

    def __init__(self):
        self.bases: list[int] = []
        self.views: list[np.ndarray] = []

    def add(self, base: int, nbytes: int):
        if nbytes <= 0:
            return
        for b, v in zip(self.bases, self.views):
            if b <= base < b + v.size or base <= b < base + nbytes:
                lo, hi = min(b, base), max(b + v.size, base + nbytes)
                self._remove(b)
                return self.add(lo, hi - lo)
        view = np.ctypeslib.as_array((ctypes.c_uint8 * nbytes).from_address(base))
        i = int(np.searchsorted(self.bases, base))
        self.bases.insert(i, base)
        self.views.insert(i, view)

    def _remove(self, base):
        i = self.bases.index(base)
        del self.bases[i]
        del self.views[i]

    def _locate(self, addrs: np.ndarray, size: int, op):
        """(buffer index of each address, offset in it): one int when all lie in one buffer."""
        if not self.bases:
            raise InterpreterError(f"{_where(op)}: memory access but the kernel got no buffers")
        if addrs.size:  # the common case: every address in one buffer
            lo, hi = int(addrs.min()), int(addrs.max())
            i = bisect.bisect_right(self.bases, lo) - 1
            if i >= 0 and hi + size <= self.bases[i] + self.views[i].size:
                return i, addrs - self.bases[i]
        idx = np.searchsorted(np.asarray(self.bases, dtype=np.int64), addrs, side="right") - 1
        ok = idx >= 0
        safe = np.where(ok, idx, 0)
        bases = np.asarray(self.bases, dtype=np.int64)[safe]
        ends = bases + np.asarray([v.size for v in self.views], dtype=np.int64)[safe]
        ok &= (addrs >= bases) & (addrs + size <= ends)
        if not ok.all():
            bad = int(addrs[~ok][0])
            raise InterpreterError(f"{_where(op)}: out-of-bounds access at address {bad:#x} "
                                   "(outside every argument buffer); mask the access or fix the offsets")
        return safe, addrs - bases

    def _parts(self, addrs, size, op):
        """[(buffer index, selection of addrs or None for all, offsets)] of one access."""
        bufs, offs = self._locate(addrs, size, op)
        if isinstance(bufs, int):
            self.last_located = (bufs, (bufs,))
            return [(bufs, None, offs)]
        ubufs = np.unique(bufs)
        self.last_located = (bufs, ubufs)
        if len(ubufs) == 1:
            return [(int(ubufs[0]), None, offs)]
        return [(int(b), bufs == b, offs[bufs == b]) for b in ubufs]

    def read(self, addrs: np.ndarray, elt: Type, op) -> np.ndarray:
        size, storage = S.mem_format(elt)
        out = np.empty(addrs.shape, dtype=storage)
        for b, sel, o in self._parts(addrs, size, op):
            raw = self.views[b]
            if (o % size == 0).all():
                typed = raw[: raw.size - raw.size % size].view(storage)
                vals = typed[o // size]
            else:
                idx = o[:, None] + np.arange(size)
                vals = raw[idx].reshape(-1).view(storage)
            if sel is None:
                out[...] = vals
            else:
                out[sel] = vals
        return S.from_memory(out, elt)

    def write(self, addrs: np.ndarray, values: np.ndarray, elt: Type, op, undo: list | None = None):
        """Store `values` at `addrs`; with `undo`, first append (array, index, old values) to it."""
        size, storage = S.mem_format(elt)
        values = S.to_memory(values, elt)
        for b, sel, o in self._parts(addrs, size, op):
            raw = self.views[b]
            v = values if sel is None else values[sel]
            if (o % size == 0).all():
                typed = raw[: raw.size - raw.size % size].view(storage)
                i = o // size
                if undo is not None:
                    undo.append((typed, i, typed[i]))
                typed[i] = v
            else:
                if undo is not None:
                    idx = o[:, None] + np.arange(size)
                    undo.append((raw, idx, raw[idx]))
                for off, x in zip(o, v):
                    raw[off:off + size] = np.frombuffer(np.asarray(x, dtype=storage).tobytes(), np.uint8)


# ------------------------------------------------------------------ execution
class _Yield(Exception):
    pass


class Interpreter:
    def __init__(self, module: Module, kernel: str | None = None):
        funcs = module.funcs()
        publics = [f for f in funcs.values() if f.attrs.get("visibility") == "public"]
        self.func: Func = funcs[kernel] if kernel else publics[0]
        for o in self.func.body.walk():
            if o.name == "tt.call":
                raise InterpreterError("the interpreter runs inlined IR; run the inline pass first")
        self.pid = (0, 0, 0)
        self.grid = (1, 1, 1)
        self.memory = Memory()
        self.stats: dict = {}
        self.extents = None  # per argument: its errors.Buffer, or None (a scalar, or not known)
        self.strict = False
        self._access_arg = None

    def run(self, grid, args: list, buffers: list[tuple[int, int]], extents: list | None = None,
            strict: bool = False):
        """args: one value per kernel parameter (addresses for pointers, numbers for scalars);
        buffers: (base, bytes) of the memory they may reach; extents: per parameter, its Buffer
        (names it in errors) or None; strict: check each access against its own argument's extent
        (debug launches), not only against all the memory."""
        for base, n in buffers:
            self.memory.add(base, n)
        self.extents = list(extents) if extents is not None else None
        self.strict = bool(strict) and self.extents is not None
        params = self.func.body.args
        if len(args) != len(params):
            raise InterpreterError(f"kernel takes {len(params)} runtime arguments, got {len(args)}")
        env0 = {}
        for p, a in zip(params, args):
            env0[p] = S.constant(a, p.type) if not isinstance(p.type, PtrType) else np.asarray(a, dtype=np.int64)
        self.grid = tuple(grid) + (1,) * (3 - len(grid))
        total = self.grid[0] * self.grid[1] * self.grid[2]
        if total > 2 ** 31 - 1:  # (as the CPU backend: program ids are int32, and this would run for years)
            raise ValueError(f"grid {self.grid} is too large for the interpreter: {total} programs in one launch, "
                             f"at most 2**31 - 1")
        mode = (knobs.runtime.interpret_sequential or "").lower() not in ("", "0", "false", "no")
        if mode:
            self._run_sequential(env0, 0, total)
            self.stats = {"sequential": total, "batched": 0, "fallback": "TRITIUM_INTERPRET_SEQUENTIAL"}
        elif (knobs.runtime.interpret_verify or "").lower() not in ("", "0", "false", "no"):
            self._run_verified(env0, total)
        else:
            self._run_batched(env0, total, force=False)
        global LAST_RUN
        LAST_RUN = self.stats

    def _run_sequential(self, env0, start, stop):
        """Programs start..stop-1 (linear grid index, x fastest) one at a time."""
        gx, gy, gz = self.grid
        for lin in range(start, stop):
            self.pid = (lin % gx, lin // gx % gy, lin // (gx * gy))
            env = dict(env0)
            self.exec_block(self.func.body, env)

    def _run_batched(self, env0, total, force):
        """Batches of programs at once where the kernel allows it (interp_batched), else one at a time."""
        from . import interp_batched as B
        plan = B.plan(self.func)
        stats = self.stats = {"sequential": 0, "batched": 0, "fallback": plan.reason}
        if plan.reason is not None or (total < 2 and not force):
            self._run_sequential(env0, 0, total)
            stats["sequential"] += total
            return
        start = 0
        while start < total:
            stop = min(total, start + plan.batch)
            if plan.conflicts >= 2:
                stats["fallback"] = stats["fallback"] or "conflicting accesses in earlier batches"
                self._run_sequential(env0, start, total)
                stats["sequential"] += total - start
                return
            batch = B.Batch(self, np.arange(start, stop, dtype=np.int64))
            try:
                batch.run(self.func, env0)
                stats["batched"] += stop - start
            except Exception as e:  # noqa: BLE001 - undone and rerun exactly, which raises it again if real
                batch.rollback()
                if isinstance(e, B.Fallback) and "memory" in str(e):
                    plan.conflicts += 1
                stats["fallback"] = f"{type(e).__name__}: {e}"
                log = knobs.runtime.interpret_batch_log
                if log:  # debugging aid: why batches fell back
                    import traceback
                    with open(log, "a") as fh:
                        fh.write(f"{os.environ.get('PYTEST_CURRENT_TEST')}: {type(e).__name__}: {e}\n")
                        if not isinstance(e, (B.Fallback, InterpreterError)):
                            fh.write(traceback.format_exc())
                self._run_sequential(env0, start, stop)
                stats["sequential"] += stop - start
            start = stop

    def _run_verified(self, env0, total):
        """TRITIUM_INTERPRET_VERIFY=1: run batched (even a single program), snapshot the buffers, undo, run
        sequentially, and raise if the two left different bytes or outcomes."""
        from . import interp_batched as B
        if B.plan(self.func).reason is not None:  # runs sequentially anyway (and may print: once)
            return self._run_batched(env0, total, force=True)
        before = [v.copy() for v in self.memory.views]
        try:
            self._run_batched(env0, total, force=True)
            err_b = None
        except Exception as e:  # noqa: BLE001
            err_b = e
        stats = self.stats
        after_b = [v.copy() for v in self.memory.views]
        for v, b in zip(self.memory.views, before):
            v[:] = b
        try:
            self._run_sequential(env0, 0, total)
            err_s = None
        except Exception as e:  # noqa: BLE001
            err_s = e
        self.stats = stats
        if (err_b is None) != (err_s is None) or (err_b is not None and str(err_b) != str(err_s)):
            raise AssertionError(f"batched interpreter: outcome {err_b!r} differs from the sequential {err_s!r}")
        for i, (v, b) in enumerate(zip(self.memory.views, after_b)):
            if not np.array_equal(v, b):
                n = int((v != b).sum())
                raise AssertionError(f"batched interpreter: {n} bytes of buffer {i} differ from the sequential run "
                                     f"({self.stats})")
        if err_s is not None:
            raise err_s

    def exec_block(self, block: Block, env: dict):
        """Run a block; returns the operands of its terminator."""
        for o in block.ops:
            if o.name in ("scf.yield", "tt.return", "tt.reduce.return", "tt.scan.return", "scf.condition",
                          "tt.map_elementwise.return"):
                return [env[v] for v in o.operands]
            handler = _HANDLERS.get(o.name)
            if handler is None:
                out = S.elementwise(o.name, o.attrs, [v.type for v in o.operands], o.results[0].type if o.results else None,
                                    [env[v] for v in o.operands])
                if out is None:
                    raise InterpreterError(f"the interpreter cannot execute {_where(o)}")
                env[o.results[0]] = np.asarray(out)
                continue
            outs = handler(self, o, env, [env[v] for v in o.operands])
            for r, v in zip(o.results, outs):
                env[r] = v
        return []

    def call_region(self, block: Block, env: dict, args: list):
        local = dict(env)
        for a, v in zip(block.args, args):
            local[a] = v
        return self.exec_block(block, local)

    # -------------------------------------------------------------- out-of-bounds accesses
    def access_arg(self, op):
        """The argument index `op`'s pointer derives from, or None (not known at compile time)."""
        if self._access_arg is None:
            from ..passes.provenance import access_buffers
            self._access_arg = access_buffers(self.func)
        return self._access_arg.get(op)

    def _pointer_args(self):
        return [k for k, a in enumerate(self.func.body.args) if isinstance(a.type, PtrType)]

    def in_extent(self, op, addrs: np.ndarray, size: int) -> np.ndarray:
        """Which of `addrs` the strict check lets `op` access (its argument's extent, or any's)."""
        ext = self.extents
        k = self.access_arg(op)
        keys = [k] if k is not None else self._pointer_args()
        ok = np.zeros(np.shape(addrs), bool)
        for j in keys:
            b = ext[j] if j < len(ext) else None
            if b is None:  # an extent nobody knows: everything passes
                return np.ones(np.shape(addrs), bool)
            ok |= (addrs >= b.lo) & (addrs + size <= b.hi)
        return ok

    def check_access(self, op, ptrs, mask) -> None:
        """Strict mode: raise for the first active lane of `op` (row-major) outside its extent."""
        if not self.strict:
            return
        ptrs = np.asarray(ptrs, dtype=np.int64)
        size = S.mem_format(op.operands[0].type.scalar.pointee)[0]
        bad = ~self.in_extent(op, ptrs, size)
        if mask is not None:
            bad &= np.asarray(mask, dtype=bool)
        if bad.any():
            self.raise_out_of_bounds(op, ptrs, bad)

    def outside_memory(self, op, ptrs, mask, err):
        """After Memory refused an access of `op`: raise the full report of its first active lane
        outside every argument's memory (or `err` itself if none is: not a bounds problem)."""
        ptrs = np.asarray(ptrs, dtype=np.int64)
        size = S.mem_format(op.operands[0].type.scalar.pointee)[0]
        inside = np.zeros(ptrs.shape, bool)
        for b, v in zip(self.memory.bases, self.memory.views):
            inside |= (ptrs >= b) & (ptrs + size <= b + v.size)
        bad = ~inside if mask is None else ~inside & np.asarray(mask, dtype=bool)
        if not bad.any():
            raise err
        self.raise_out_of_bounds(op, ptrs, bad, err)

    def raise_out_of_bounds(self, op, ptrs: np.ndarray, bad: np.ndarray, cause=None):
        index = tuple(int(i) for i in np.argwhere(bad)[0]) if bad.shape else ()
        address = int(ptrs[index]) if index else int(ptrs)
        elt = op.operands[0].type.scalar.pointee
        size = S.mem_format(elt)[0]
        ext = self.extents or []
        k = self.access_arg(op)
        buffer = ext[k] if k is not None and k < len(ext) else None
        f, line = (op.loc[0], op.loc[1]) if op.loc else (None, None)
        msg, fields = out_of_bounds_message(op.name, f, line, self.pid, index, address, size, str(elt), buffer,
                                            [b for b in ext if b is not None],
                                            known=self.extents is not None)
        raise InterpreterOutOfBoundsError(msg, **fields) from cause


def _h(name):
    def deco(fn):
        _HANDLERS[name] = fn
        return fn
    return deco


_HANDLERS: dict = {}


@_h("arith.constant")
def _constant(it, o, env, a):
    return [S.constant(o.attrs["value"], o.result.type)]


@_h("ub.poison")
def _poison(it, o, env, a):
    t = o.result.type  # any value is right; zeros keep runs reproducible
    return [np.zeros(tuple(t.shape), S.np_dtype(t.scalar)) if t.is_tensor() else S.np_dtype(t).type(0)]


@_h("tt.get_program_id")
def _pid(it, o, env, a):
    return [np.int32(it.pid[o.attrs["axis"]])]


@_h("tt.get_num_programs")
def _nprog(it, o, env, a):
    return [np.int32(it.grid[o.attrs["axis"]])]


@_h("tt.make_range")
def _range(it, o, env, a):
    return [np.arange(o.attrs["start"], o.attrs["end"], dtype=np.int32)]


@_h("tt.splat")
def _splat(it, o, env, a):
    return [np.full(o.result.type.shape, a[0], dtype=S.np_dtype(o.result.type))]


@_h("tt.broadcast")
def _broadcast(it, o, env, a):
    return [np.broadcast_to(a[0], o.result.type.shape).copy()]


@_h("tt.expand_dims")
def _expand(it, o, env, a):
    return [np.expand_dims(a[0], o.attrs["axis"])]


@_h("tt.reshape")
def _reshape(it, o, env, a):
    return [np.reshape(a[0], o.result.type.shape).copy()]


@_h("tt.trans")
def _trans(it, o, env, a):
    return [np.transpose(a[0], o.attrs["order"]).copy()]


@_h("tt.join")
def _join(it, o, env, a):
    return [np.stack([a[0], a[1]], axis=-1)]


@_h("tt.split")
def _split(it, o, env, a):
    return [a[0][..., 0].copy(), a[0][..., 1].copy()]


@_h("tt.multiple_of")
@_h("tt.max_contiguous")
@_h("tt.descriptor_load")  # (the tile it describes)
@_h("tt.descriptor_store")
def _hint(it, o, env, a):
    return [a[0]]


@_h("tt.assume")
def _assume(it, o, env, a):
    if not np.all(a[0]):
        raise InterpreterError(f"{_where(o)}: tl.assume condition is false in program {it.pid}")
    return []


@_h("tt.debug_barrier")
def _barrier(it, o, env, a):
    return []


@_h("tt.load")
def _load(it, o, env, a):
    ptrs = np.asarray(a[0])
    mask = np.ones(ptrs.shape, bool) if len(a) < 2 else np.asarray(a[1], dtype=bool)
    elt = o.operands[0].type.scalar.pointee
    out = np.zeros(ptrs.shape, dtype=S.np_dtype(o.result.type)) if len(a) < 3 else np.array(a[2], copy=True)
    if mask.any():
        it.check_access(o, ptrs, mask)
        try:
            out[mask] = it.memory.read(ptrs[mask], elt, o)
        except InterpreterError as e:
            it.outside_memory(o, ptrs, mask, e)
    return [out]


@_h("tt.store")
def _store(it, o, env, a):
    ptrs, vals = np.asarray(a[0]), np.asarray(a[1])
    mask = np.ones(ptrs.shape, bool) if len(a) < 3 else np.asarray(a[2], dtype=bool)
    if mask.any():
        it.check_access(o, ptrs, mask)
        try:
            it.memory.write(ptrs[mask], vals[mask], o.operands[0].type.scalar.pointee, o)
        except InterpreterError as e:
            it.outside_memory(o, ptrs, mask, e)
    return []


_RMW = {
    "add": lambda t, old, v: S.INT_BINARY["arith.addi"](t, old, v),
    "fadd": lambda t, old, v: S.FLOAT_BINARY["arith.addf"](t, old, v),
    "max": lambda t, old, v: np.maximum(old, v), "min": lambda t, old, v: np.minimum(old, v),
    "umax": lambda t, old, v: S.INT_BINARY["arith.maxui"](t, old, v),
    "umin": lambda t, old, v: S.INT_BINARY["arith.minui"](t, old, v),
    "and": lambda t, old, v: old & v, "or": lambda t, old, v: old | v, "xor": lambda t, old, v: old ^ v,
    "xchg": lambda t, old, v: v,
}


@_h("tt.atomic_rmw")
def _atomic_rmw(it, o, env, a):
    ptrs, vals = np.atleast_1d(a[0]), np.atleast_1d(a[1])
    mask = np.ones(ptrs.shape, bool) if len(a) < 3 else np.atleast_1d(np.asarray(a[2], dtype=bool))
    elt = o.operands[0].type.scalar.pointee
    t = o.result.type.scalar
    fn = _RMW[o.attrs["op"]]
    old = np.zeros(ptrs.shape, dtype=S.np_dtype(o.result.type))
    flat_p, flat_v, flat_m = ptrs.reshape(-1), vals.reshape(-1), mask.reshape(-1)
    flat_old = old.reshape(-1)
    active = np.nonzero(flat_m)[0]
    shaped_p = np.asarray(a[0])
    shaped_m = None if len(a) < 3 else np.asarray(a[2], dtype=bool)
    it.check_access(o, shaped_p, shaped_m)
    try:
        if len(np.unique(flat_p[active])) == len(active):  # no lane races another: one vector step
            cur = it.memory.read(flat_p[active], elt, o)
            flat_old[active] = cur
            it.memory.write(flat_p[active], np.asarray(fn(t, cur, flat_v[active])), elt, o)
        else:
            for i in active:  # lanes in order, each sees the previous lane's write
                cur = it.memory.read(flat_p[i:i + 1], elt, o)
                flat_old[i] = cur[0]
                it.memory.write(flat_p[i:i + 1], np.asarray(fn(t, cur, flat_v[i:i + 1])), elt, o)
    except InterpreterError as e:
        it.outside_memory(o, shaped_p, shaped_m, e)
    return [old.reshape(np.shape(a[0]))]


@_h("tt.atomic_cas")
def _atomic_cas(it, o, env, a):
    ptrs, cmp, vals = (np.atleast_1d(x).reshape(-1) for x in a)
    elt = o.operands[0].type.scalar.pointee
    old = np.zeros(ptrs.shape, dtype=S.np_dtype(o.result.type))
    it.check_access(o, np.asarray(a[0]), None)
    try:
        for i in range(len(ptrs)):
            cur = it.memory.read(ptrs[i:i + 1], elt, o)
            old[i] = cur[0]
            if cur[0] == cmp[i]:
                it.memory.write(ptrs[i:i + 1], vals[i:i + 1], elt, o)
    except InterpreterError as e:
        it.outside_memory(o, np.asarray(a[0]), None, e)
    return [old.reshape(np.shape(a[0]))]


def _round_tf32(x: np.ndarray) -> np.ndarray:
    """The tensor cores read the top 19 bits of an fp32 operand: the mantissa is truncated to 10 bits."""
    b = x.astype(np.float32).view(np.uint32)
    r = (b & np.uint32(0xFFFFE000)).view(np.float32)
    return np.where(np.isfinite(x), r, x)


@_h("tt.dot")
def _dot(it, o, env, a):
    x, y, acc = a
    out_t = o.result.type
    if np.issubdtype(x.dtype, np.integer):
        r = np.matmul(x.astype(np.int64), y.astype(np.int64)) + acc.astype(np.int64)
        return [r.astype(S.np_dtype(out_t))]
    if o.attrs.get("input_precision") == "tf32" and x.dtype == np.float32 and \
            o.operands[0].type.scalar.name == "f32":
        x, y = _round_tf32(x), _round_tf32(y)
    with np.errstate(all="ignore"):
        r = np.matmul(x.astype(np.float64), y.astype(np.float64)) + acc.astype(np.float64)
    if out_t.scalar.name == "bf16":
        return [S.f64_to_bf16(r)]
    return [r.astype(S.np_dtype(out_t))]


def _elementwise_region(block: Block) -> bool:
    return all((op.has_trait(Pure) and not op.regions) or op.name.endswith(".return") for op in block.ops)


def _combine(it, o, env, lhs: list, rhs: list) -> list:
    block = o.regions[0]
    if _elementwise_region(block):
        return [np.asarray(v) for v in it.call_region(block, env, lhs + rhs)]
    # regions with control flow run one element at a time
    shape = np.shape(lhs[0])
    outs = [np.empty(shape, dtype=x.dtype) for x in lhs]
    for idx in np.ndindex(*shape):
        res = it.call_region(block, env, [x[idx] for x in lhs] + [x[idx] for x in rhs])
        for out, r in zip(outs, res):
            out[idx] = r
    return outs


def reduce_along(vals, axis: int, combine, results) -> list:
    """A reduction in the order every backend reproduces: halves combined pairwise, an odd tail
    folded into the first element. `combine(a_list, b_list) -> list` applies the combine region."""
    vals = [np.moveaxis(np.asarray(x), axis, -1) for x in vals]
    while vals[0].shape[-1] > 1:
        n = vals[0].shape[-1]
        h = n // 2
        merged = combine([v[..., :h] for v in vals], [v[..., h:2 * h] for v in vals])
        if n % 2:
            tail = combine([m[..., :1] for m in merged], [v[..., 2 * h:] for v in vals])
            merged = [np.concatenate([t, m[..., 1:]], axis=-1) for t, m in zip(tail, merged)]
        vals = merged
    return [v[..., 0].astype(S.np_dtype(r.type)) for v, r in zip(vals, results)]


def scan_along(vals, axis: int, reverse: bool, combine, results) -> list:
    """An inclusive scan in Hillis-Steele order (every lane combines with the lane d before it, d
    doubling), the order every backend reproduces."""
    vals = [np.moveaxis(np.asarray(x), axis, -1) for x in vals]
    if reverse:
        vals = [v[..., ::-1] for v in vals]
    n = vals[0].shape[-1]
    d = 1
    while d < n:
        combined = combine([v[..., :-d] for v in vals], [v[..., d:] for v in vals])
        vals = [np.concatenate([v[..., :d], c], axis=-1) for v, c in zip(vals, combined)]
        d *= 2
    if reverse:
        vals = [v[..., ::-1] for v in vals]
    return [np.moveaxis(v, -1, axis).astype(S.np_dtype(r.type)) for v, r in zip(vals, results)]


@_h("tt.reduce")
def _reduce(it, o, env, a):
    return reduce_along(a, o.attrs["axis"], lambda x, y: _combine(it, o, env, x, y), o.results)


@_h("tt.scan")
def _scan(it, o, env, a):
    return scan_along(a, o.attrs["axis"], o.attrs.get("reverse", False), lambda x, y: _combine(it, o, env, x, y),
                      o.results)


@_h("tt.print")
def _print(it, o, env, a):
    print("".join(print_lines(it.pid, a, o.attrs)), end="")
    return []


@_h("tt.assert")
def _assert(it, o, env, a):
    bad = failed_index(a[0])
    if bad is not None:
        raise DeviceAssertionError(f"{_where(o)}: device assertion failed in program {it.pid} "
                                   f"at index {bad}: {o.attrs.get('message', '')}")
    return []


@_h("scf.if")
def _if(it, o, env, a):
    region = o.regions[0] if bool(a[0]) else o.regions[1]
    return it.call_region(region, env, [])


@_h("tt.map_elementwise")
def _map_elementwise(it, o, env, a):
    """The region once per `pack` consecutive elements, in order (the function may have effects)."""
    pack, region = o.attrs.get("pack", 1), o.regions[0]
    shape = tuple(o.results[0].type.shape)
    flat = [np.asarray(x).reshape(-1) for x in a]  # one shape (the verifier's rule)
    outs = [np.empty(len(flat[0]), dtype=S.np_dtype(r.type.scalar)) for r in o.results]
    for i in range(0, len(flat[0]), pack):
        res = it.call_region(region, env, [f[i + j] for f in flat for j in range(pack)])
        for k, out in enumerate(outs):
            out[i:i + pack] = res[k * pack:(k + 1) * pack]
    return [out.reshape(shape) for out in outs]


@_h("scf.for")
def _for(it, o, env, a):
    lb, ub, step = (int(x) for x in a[:3])
    carried = list(a[3:])
    body = o.regions[0]
    iv_dt = S.np_dtype(o.operands[0].type)
    for iv in range(lb, ub, step) if step > 0 else ():
        carried = it.call_region(body, env, [iv_dt.type(iv)] + carried)
    return carried


@_h("scf.while")
def _while(it, o, env, a):
    before, after = o.regions
    carried = list(a)
    while True:
        cond, *fwd = it.call_region(before, env, carried)
        if not bool(cond):
            return fwd
        carried = it.call_region(after, env, fwd)

