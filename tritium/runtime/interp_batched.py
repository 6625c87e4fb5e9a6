"""Batched execution for the reference interpreter: many programs of one grid at once.

Every value of a kernel gets a leading *program* axis when it differs between programs: a tile of
shape S is an array of shape [P, *S] and a scalar one of shape [P]; values every program computes
alike (constants, arguments, `tl.arange`, offsets from them) keep their own shape and broadcast.
Whether a value is batched is read off its rank (`ndim > len(value.type.shape)`). Each op then
runs once per batch with NumPy, on the same elementwise definitions (numpy_semantics) as the
sequential interpreter, so each program's lanes get the same bits.

- `tl.program_id` is the batch's program ids; loads gather and stores scatter over all active lanes
  of all programs in program order.
- Control flow splits the batch: `scf.if` with a per-program condition runs each region for the
  programs that take it (values from outside are indexed lazily, see `_Scope`) and merges the
  results; `scf.for` with per-program bounds and `scf.while` with per-program exit conditions run
  the body for the programs still looping and drop the others as they finish. Programs that do not
  execute a region never touch memory in it.
- Reductions and scans use the sequential interpreter's pairwise orders on the shifted axis;
  `tt.dot` multiplies per program with the same float64 product (NumPy's matmul runs one BLAS call
  per matrix of a stack).

Where batching could change results it is not used, or undone:
- kernels with atomics, `tl.device_print` / `print`, `tl.device_assert` / `assert` (or an op this
  module has no rule for) run sequentially (`plan()` says why);
- every store of a batch is logged with the bytes it overwrote; after the batch, the accesses are
  checked: two programs storing the same byte, or one program loading a byte another stores, is a
  conflict (sequential order would be observable), and so is any error raised while batched (an
  out-of-bounds access, a false `tl.assume`; in strict (debug) runs an access outside the extent of
  the argument its pointer derives from). Then the batch's stores are undone and its programs run
  one at a time in grid order, which gives exactly the sequential result, or the sequential error.
  Programs of different batches never conflict: batches run in grid order.
"""
from __future__ import annotations

import math
import weakref

import numpy as np

from ..ir import numpy_semantics as S

MAX_BATCH = 1 << 16            # programs per batch at most
ELEMENT_BUDGET = 1 << 20       # elements per batched value at most (8 MB of int64), sets the batch size
RECORD_BUDGET = 1 << 23        # addresses kept per buffer for the exact conflict check (else: undo, sequential)

_SEQUENTIAL_ONLY = {"tt.atomic_rmw": "atomics", "tt.atomic_cas": "atomics", "tt.print": "device_print",
                    "tt.assert": "device_assert"}
_TERMINATORS = ("scf.yield", "tt.return", "tt.reduce.return", "tt.scan.return", "scf.condition")
_OTHER_ELEMENTWISE = {"math.absi", "arith.cmpi", "arith.cmpf", "arith.select", "math.fma", "tt.clampf",
                      "tt.addptr", "arith.bitcast", "tt.int_to_ptr", "tt.ptr_to_int", "tt.bitcast"}
_CAST_PREFIXES = ("arith.ext", "arith.trunc", "arith.sito", "arith.uito", "arith.fpto")
_I64_MAX = np.iinfo(np.int64).max


class Fallback(Exception):
    """This batch cannot be run batched; its stores are undone and its programs run one at a time."""


def _is_elementwise(name: str) -> bool:
    return (name in S.INT_BINARY or name in S.FLOAT_BINARY or name in S.FLOAT_UNARY
            or name in _OTHER_ELEMENTWISE or name.startswith(_CAST_PREFIXES))


class Plan:
    """What the batched mode needs to know about a kernel, computed once per function."""
    __slots__ = ("reason", "batch", "conflicts", "__weakref__")

    def __init__(self, reason, batch):
        self.reason = reason      # None: batchable; else why the kernel runs sequentially
        self.batch = batch        # programs per batch
        self.conflicts = 0        # batches undone for conflicting accesses (after 2, stop trying)


_PLANS: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def plan(func) -> Plan:
    p = _PLANS.get(func)
    if p is None:
        p = _PLANS[func] = _make_plan(func)
    return p


def _make_plan(func) -> Plan:
    biggest = 1

    def visit(block, in_combine):
        nonlocal biggest
        for o in block.ops:
            if o.name in _SEQUENTIAL_ONLY:
                return f"the kernel uses {_SEQUENTIAL_ONLY[o.name]}"
            if not in_combine and o.name not in _HANDLERS and o.name not in _TERMINATORS \
                    and not _is_elementwise(o.name):
                return f"no batched rule for {o.name}"
            for v in list(o.results) + list(o.operands):
                n = math.prod(getattr(v.type, "shape", ()) or (1,))
                biggest = max(biggest, n)
            for r in o.regions:
                why = visit(r, in_combine or o.name in ("tt.reduce", "tt.scan"))
                if why:
                    return why
        return None

    why = visit(func.body, False)
    batch = max(1, min(MAX_BATCH, ELEMENT_BUDGET // biggest))
    return Plan(why, batch)


# ------------------------------------------------------------------ scopes
class _Scope(dict):
    """The values of a region run for a subset `idx` of the enclosing batch: values from outside are
    looked up in `parent` and, when batched, indexed by `idx` on first use."""
    __slots__ = ("parent", "idx")

    def __init__(self, parent, idx=None):
        super().__init__()
        self.parent = parent
        self.idx = idx

    def __missing__(self, key):
        v = self.parent[key]
        if self.idx is not None and np.ndim(v) > len(key.type.shape):
            v = v[self.idx]
            self[key] = v
        return v


def _batched(v, value) -> bool:
    return np.ndim(v) > len(value.type.shape)


# ------------------------------------------------------------------ one batch
class Batch:
    """Runs programs `lin` (linear grid indices, x fastest) of one launch together."""

    def __init__(self, interp, lin: np.ndarray):
        self.seq = interp                 # the sequential interpreter: memory, grid, combine regions
        self.mem = interp.memory
        gx, gy, _ = interp.grid
        self.P = self.N = len(lin)
        self.prog = np.arange(self.P)     # batch-local index of each program of the current sub-batch
        self.pids = tuple(a.astype(np.int32) for a in (lin % gx, (lin // gx) % gy, lin // (gx * gy)))
        self.undo: list = []
        # per (buffer, kind): [lo, hi) hull of each program's accesses, and the accesses themselves
        self.hulls: dict = {}
        self.records: dict = {}
        self.kept: dict = {}

    # -------------------------------------------------------------- running
    def run(self, func, env0):
        self.exec_block(func.body, _Scope(env0))
        self.check_conflicts()

    def rollback(self):
        for arr, idx, old in reversed(self.undo):
            arr[idx] = old
        self.undo.clear()

    def exec_block(self, block, env):
        for o in block.ops:
            name = o.name
            if name in _TERMINATORS:
                return [env[v] for v in o.operands]
            args = [env[v] for v in o.operands]
            h = _HANDLERS.get(name)
            if h is None:
                rt = o.results[0].type if o.results else None
                rank = len(rt.shape) if rt is not None else 0
                if rank and self.P:
                    for i, (v, x) in enumerate(zip(o.operands, args)):  # a batched scalar among tiles
                        if not v.type.shape and np.ndim(x) == 1:
                            args[i] = np.reshape(x, (len(x),) + (1,) * rank)
                out = S.elementwise(name, o.attrs, [v.type for v in o.operands], rt, args)
                if out is None:
                    raise Fallback(f"no batched rule for {name}")
                env[o.results[0]] = np.asarray(out)
                continue
            outs = h(self, o, env, args)
            for r, v in zip(o.results, outs):
                env[r] = v
        return []

    def call(self, block, env, args, idx=None):
        """Run `block` for the programs `idx` of the current batch (all when None); `args` are already
        those programs' values."""
        if idx is None:
            local = _Scope(env)
            for a, v in zip(block.args, args):
                local[a] = v
            return self.exec_block(block, local)
        saved = self.prog, self.pids, self.P
        self.prog = self.prog[idx]
        self.pids = tuple(p[idx] for p in self.pids)
        self.P = len(idx)
        try:
            local = _Scope(env, idx)
            for a, v in zip(block.args, args):
                local[a] = v
            return self.exec_block(block, local)
        finally:
            self.prog, self.pids, self.P = saved

    def full(self, x, value):
        """`x` with the program axis (a view where it has none)."""
        if _batched(x, value):
            return x
        x = np.asarray(x)
        return np.broadcast_to(x, (self.P,) + x.shape)

    # -------------------------------------------------------------- memory
    def record(self, kind, ptrs, mask, size, uniform=False):
        """Note an access of the current sub-batch: `ptrs` [P, ...] (or shared by all programs when
        `uniform`), `mask` like it or None; the memory was just located (bufs/ubufs below)."""
        bufs, ubufs = self.mem.last_located
        if len(ubufs) == 0:
            return
        for b in ubufs:
            b = int(b)
            if len(ubufs) == 1:
                m = mask
            else:  # one access spanning several buffers: split it
                bm = np.zeros(ptrs.shape, bool)
                if mask is None:
                    bm.reshape(-1)[:] = bufs == b
                else:
                    bm[mask] = bufs == b
                m = bm
            if uniform:
                # every program of the sub-batch accesses the same addresses
                sel = ptrs.reshape(-1) if m is None else ptrs[m]
                lo = np.full(self.P, sel.min(), np.int64)
                hi = np.full(self.P, sel.max() + size, np.int64)
            else:
                axes = tuple(range(1, ptrs.ndim))
                if m is None and not axes:
                    lo, hi = ptrs, ptrs + size
                elif m is None:
                    lo, hi = ptrs.min(axis=axes), ptrs.max(axis=axes) + size
                else:
                    lo = np.where(m, ptrs, _I64_MAX).min(axis=axes)
                    hi = np.where(m, ptrs, -1).max(axis=axes) + size
            key = (b, kind)
            h = self.hulls.get(key)
            if h is None:
                h = self.hulls[key] = [np.full(self.N, _I64_MAX, np.int64), np.zeros(self.N, np.int64)]
            if self.P == self.N:
                np.minimum(h[0], lo, out=h[0])
                np.maximum(h[1], hi, out=h[1])
            else:
                h[0][self.prog] = np.minimum(h[0][self.prog], lo)
                h[1][self.prog] = np.maximum(h[1][self.prog], hi)
            recs = self.records.get(key, [])
            if recs is not None:  # kept for an exact check, within a budget (None: too many to keep)
                n = self.kept.get(key, 0) + ptrs.size
                self.kept[key] = n
                recs.append((ptrs, m, self.prog, size, uniform))
                self.records[key] = recs if n <= RECORD_BUDGET else None

    def check_conflicts(self):
        """Raise Fallback if a program stores a byte another program of the batch stores or loads."""
        for (b, kind), (slo, shi) in self.hulls.items():
            if kind != "st":
                continue
            progs = np.nonzero(slo != _I64_MAX)[0]
            sp, sl, sh = progs, slo[progs], shi[progs]
            if len(sp) > 1 and not (sl[1:] >= sh[:-1]).all():  # not ascending with the program: sort
                order = np.argsort(sl, kind="stable")
                sp, sl, sh = sp[order], sl[order], sh[order]
                if (sl[1:] < np.maximum.accumulate(sh)[:-1]).any():
                    self.exact_check(b)
                    continue
            ld = self.hulls.get((b, "ld"))
            if ld is None:
                continue
            llo, lhi = ld
            # a program loading within its own store hull loads nothing another program stores
            lp = np.nonzero((llo != _I64_MAX) & ~((llo >= slo) & (lhi <= shi)))[0]
            if len(lp) == 0:
                continue
            a, z = llo[lp], lhi[lp]
            i0 = np.searchsorted(sh, a, side="right")
            i1 = np.searchsorted(sl, z, side="left")
            n = i1 - i0
            if (n > 1).any():
                self.exact_check(b)
                continue
            one = n == 1
            if one.any() and (sp[np.minimum(i0[one], len(sp) - 1)] != lp[one]).any():
                self.exact_check(b)

    def _keys(self, b, kind, unit):
        """(keys, programs) of every access of one kind to buffer b, one key per `unit` bytes."""
        ks, ps = [], []
        for ptrs, m, prog, size, uniform in self.records.get((b, kind), []):
            if uniform:
                flat = ptrs.reshape(-1) if m is None else ptrs.reshape(-1)[m.reshape(-1)]
                if len(flat) * len(prog) > (1 << 24):
                    raise Fallback("programs of one batch access the same memory")
                a = np.tile(flat, len(prog))
                p = np.repeat(prog, len(flat))
            else:
                pp = np.broadcast_to(prog.reshape((len(prog),) + (1,) * (ptrs.ndim - 1)), ptrs.shape)
                if m is None:
                    a, p = ptrs.reshape(-1), pp.reshape(-1)
                else:
                    a, p = ptrs[m], pp[m]
            if size == unit:
                ks.append(a // unit)
                ps.append(p)
            else:
                n = size // unit
                ks.append(((a // unit)[:, None] + np.arange(n)).reshape(-1))
                ps.append(np.repeat(p, n))
        if not ks:
            return np.zeros(0, np.int64), np.zeros(0, np.int64)
        return np.concatenate(ks), np.concatenate(ps)

    def exact_check(self, b):
        st, ld = self.records.get((b, "st"), []), self.records.get((b, "ld"), [])
        if st is None or ld is None:
            raise Fallback("programs of one batch may access the same memory (too many accesses to check)")
        recs = st + ld
        unit = 0
        for ptrs, m, prog, size, uniform in recs:
            unit = math.gcd(unit, size)
        for ptrs, m, prog, size, uniform in recs:
            if unit > 1:
                sel = ptrs if m is None else ptrs[m]
                if (np.asarray(sel) % unit != 0).any():
                    unit = 1
                    break
        sk, sp = self._keys(b, "st", unit)
        order = np.lexsort((sp, sk))
        sk, sp = sk[order], sp[order]
        same = sk[1:] == sk[:-1]
        if (same & (sp[1:] != sp[:-1])).any():
            raise Fallback("two programs of one batch store the same memory")
        first = np.concatenate([[True], ~same]) if len(sk) else np.zeros(0, bool)
        uk, up = sk[first], sp[first]
        lk, lp = self._keys(b, "ld", unit)
        if len(uk) and len(lk):
            i = np.minimum(np.searchsorted(uk, lk), len(uk) - 1)
            if ((uk[i] == lk) & (up[i] != lp)).any():
                raise Fallback("a program of one batch loads memory another one stores")


# ------------------------------------------------------------------ handlers
_HANDLERS: dict = {}


def _h(*names):
    def deco(fn):
        for n in names:
            _HANDLERS[n] = fn
        return fn
    return deco


@_h("arith.constant")
def _constant(bt, o, env, a):
    return [S.constant(o.attrs["value"], o.result.type)]


@_h("ub.poison")
def _poison(bt, o, env, a):
    t = o.result.type  # an undefined value: zeros, as the sequential interpreter gives
    return [np.zeros(tuple(t.shape), S.np_dtype(t.scalar)) if t.is_tensor() else S.np_dtype(t).type(0)]


@_h("tt.get_program_id")
def _pid(bt, o, env, a):
    return [bt.pids[o.attrs["axis"]]]


@_h("tt.get_num_programs")
def _nprog(bt, o, env, a):
    return [np.int32(bt.seq.grid[o.attrs["axis"]])]


@_h("tt.make_range")
def _range(bt, o, env, a):
    return [np.arange(o.attrs["start"], o.attrs["end"], dtype=np.int32)]


@_h("tt.splat")
def _splat(bt, o, env, a):
    shape = o.result.type.shape
    dt = S.np_dtype(o.result.type)
    if _batched(a[0], o.operands[0]):
        x = np.asarray(a[0]).astype(dt, copy=False)
        return [np.broadcast_to(x.reshape((len(x),) + (1,) * len(shape)), (len(x),) + tuple(shape))]
    return [np.full(shape, a[0], dtype=dt)]


@_h("tt.broadcast")
def _broadcast(bt, o, env, a):
    shape = tuple(o.result.type.shape)
    if _batched(a[0], o.operands[0]):
        return [np.broadcast_to(a[0], (a[0].shape[0],) + shape)]
    return [np.broadcast_to(a[0], shape).copy()]


@_h("tt.expand_dims")
def _expand(bt, o, env, a):
    return [np.expand_dims(a[0], o.attrs["axis"] + _batched(a[0], o.operands[0]))]


@_h("tt.reshape")
def _reshape(bt, o, env, a):
    shape = tuple(o.result.type.shape)
    if _batched(a[0], o.operands[0]):
        return [np.reshape(a[0], (a[0].shape[0],) + shape)]
    return [np.reshape(a[0], shape).copy()]


@_h("tt.trans")
def _trans(bt, o, env, a):
    order = list(o.attrs["order"])
    if _batched(a[0], o.operands[0]):
        order = [0] + [i + 1 for i in order]
    return [np.transpose(a[0], order).copy()]


@_h("tt.join")
def _join(bt, o, env, a):
    x, y = a
    if _batched(x, o.operands[0]) or _batched(y, o.operands[1]):
        x, y = bt.full(x, o.operands[0]), bt.full(y, o.operands[1])
    return [np.stack([x, y], axis=-1)]


@_h("tt.split")
def _split(bt, o, env, a):
    return [a[0][..., 0].copy(), a[0][..., 1].copy()]


@_h("tt.multiple_of", "tt.max_contiguous", "tt.descriptor_load", "tt.descriptor_store")
def _hint(bt, o, env, a):
    return [a[0]]


@_h("tt.assume")
def _assume(bt, o, env, a):
    if not np.all(a[0]):
        raise Fallback("tl.assume is false")  # the sequential run reports it, naming the program
    return []


@_h("tt.debug_barrier")
def _barrier(bt, o, env, a):
    return []


def _check_extent(bt, o, ptrs, mask):
    """Strict runs: an active lane outside its argument's extent makes the batch run sequentially,
    which reports it (program, lane) as the sequential interpreter does."""
    if not bt.seq.strict:
        return
    p = np.asarray(ptrs)
    sel = p.reshape(-1) if mask is None else p[mask]
    size = S.mem_format(o.operands[0].type.scalar.pointee)[0]
    if sel.size and not bt.seq.in_extent(o, sel, size).all():
        raise Fallback("an access outside the extent of its argument")


@_h("tt.load")
def _load(bt, o, env, a):
    t = o.result.type
    elt = o.operands[0].type.scalar.pointee
    dt = S.np_dtype(t)
    size = S.mem_format(elt)[0]
    if not any(_batched(x, v) for x, v in zip(a, o.operands)):
        ptrs = np.asarray(a[0])
        mask = None if len(a) < 2 else np.asarray(a[1], dtype=bool)
        out = np.zeros(ptrs.shape, dtype=dt) if len(a) < 3 else np.array(a[2], copy=True)
        _check_extent(bt, o, ptrs, mask)
        if mask is None:
            if ptrs.size:
                out[...] = bt.mem.read(ptrs.reshape(-1), elt, o).reshape(ptrs.shape)
                bt.record("ld", ptrs, None, size, uniform=True)
        elif mask.any():
            out[mask] = bt.mem.read(ptrs[mask], elt, o)
            bt.record("ld", ptrs, mask, size, uniform=True)
        return [out]
    shape = (bt.P,) + tuple(t.shape)
    ptrs = np.broadcast_to(a[0], shape)
    if len(a) < 3:
        out = np.zeros(shape, dtype=dt)
    else:
        out = np.array(np.broadcast_to(a[2], shape), copy=True)
    if len(a) < 2:
        if out.size:
            _check_extent(bt, o, ptrs, None)
            out.reshape(-1)[:] = bt.mem.read(ptrs.reshape(-1), elt, o)
            bt.record("ld", ptrs, None, size)
    else:
        mask = np.broadcast_to(np.asarray(a[1], dtype=bool), shape)
        _check_extent(bt, o, ptrs, mask)
        if mask.any():
            out[mask] = bt.mem.read(ptrs[mask], elt, o)
            bt.record("ld", ptrs, mask, size)
    return [out]


@_h("tt.store")
def _store(bt, o, env, a):
    elt = o.operands[0].type.scalar.pointee
    size = S.mem_format(elt)[0]
    if not any(_batched(x, v) for x, v in zip(a, o.operands)):
        ptrs, vals = np.asarray(a[0]), np.asarray(a[1])
        mask = None if len(a) < 3 else np.asarray(a[2], dtype=bool)
        if mask is not None and not mask.any() or ptrs.size == 0:
            return []
        if bt.P > 1:
            raise Fallback("every program of the batch stores the same memory")
        _check_extent(bt, o, ptrs, mask)
        sel = ptrs.reshape(-1) if mask is None else ptrs[mask]
        v = np.broadcast_to(vals, ptrs.shape).reshape(-1) if mask is None else vals[mask]
        bt.mem.write(sel, v, elt, o, undo=bt.undo)
        bt.record("st", ptrs, mask, size, uniform=True)
        return []
    shape = (bt.P,) + tuple(o.operands[0].type.shape)
    ptrs = np.broadcast_to(a[0], shape)
    vals = np.broadcast_to(a[1], shape)
    if len(a) < 3:
        if ptrs.size:
            _check_extent(bt, o, ptrs, None)
            bt.mem.write(ptrs.reshape(-1), vals.reshape(-1), elt, o, undo=bt.undo)
            bt.record("st", ptrs, None, size)
    else:
        mask = np.broadcast_to(np.asarray(a[2], dtype=bool), shape)
        _check_extent(bt, o, ptrs, mask)
        if mask.any():
            bt.mem.write(ptrs[mask], vals[mask], elt, o, undo=bt.undo)
            bt.record("st", ptrs, mask, size)
    return []


@_h("tt.dot")
def _dot(bt, o, env, a):
    from .interpreter import _round_tf32
    x, y, acc = a
    if not any(_batched(v, val) for v, val in zip(a, o.operands)):
        from .interpreter import _dot as seq_dot
        return seq_dot(bt.seq, o, env, a)
    x, y, acc = (np.ascontiguousarray(bt.full(v, val)) for v, val in zip(a, o.operands))
    out_t = o.result.type
    if np.issubdtype(x.dtype, np.integer):
        r = np.matmul(x.astype(np.int64), y.astype(np.int64)) + acc.astype(np.int64)
        return [r.astype(S.np_dtype(out_t))]
    if o.attrs.get("input_precision") == "tf32" and x.dtype == np.float32 and \
            o.operands[0].type.scalar.name == "f32":
        x, y = _round_tf32(x), _round_tf32(y)
    with np.errstate(all="ignore"):
        r = np.matmul(np.ascontiguousarray(x.astype(np.float64)), np.ascontiguousarray(y.astype(np.float64))) \
            + acc.astype(np.float64)
    if out_t.scalar.name == "bf16":
        return [S.f64_to_bf16(r)]
    return [r.astype(S.np_dtype(out_t))]


# reductions and scans: the sequential orders, on the axis after the program axis
def _outer_refs(o):
    """Values a combine region uses that are defined outside it (cached on the op)."""
    refs = getattr(o, "_batched_outer_refs", None)
    if refs is None:
        inside = set()
        refs = []
        for blk in o.regions:
            inside.update(blk.args)
            for op in blk.walk():
                inside.update(op.results)
                for r in op.regions:
                    inside.update(r.args)
        for blk in o.regions:
            for op in blk.walk():
                for v in op.operands:
                    if v not in inside and v not in refs:
                        refs.append(v)
        try:
            o._batched_outer_refs = refs
        except AttributeError:
            pass
    return refs


def _combine_setup(bt, o, env, a):
    """(operands with a program axis or not, outer values for the region, whether batched)."""
    from .interpreter import _elementwise_region
    refs = _outer_refs(o)
    outer = {v: env[v] for v in refs}
    batched = any(_batched(x, v) for x, v in zip(a, o.operands))
    outer_b = [v for v in refs if _batched(outer[v], v)]
    if outer_b:
        if not _elementwise_region(o.regions[0]):
            raise Fallback("a combine region with control flow uses per-program values")
        batched = True
        rank = len(o.operands[0].type.shape)
        for v in outer_b:  # a per-program scalar: broadcast against [P, ..., n]
            outer[v] = np.reshape(outer[v], (bt.P,) + (1,) * (rank + len(v.type.shape)))
    if batched:
        a = [np.asarray(bt.full(x, v)) for x, v in zip(a, o.operands)]
    return a, outer, batched


def _combine(bt, o, outer, lhs, rhs):
    from .interpreter import _elementwise_region
    block = o.regions[0]
    if _elementwise_region(block):
        local = dict(outer)
        for arg, v in zip(block.args, lhs + rhs):
            local[arg] = v
        return [np.asarray(v) for v in bt.seq.exec_block(block, local)]
    shape = np.shape(lhs[0])
    outs = [np.empty(shape, dtype=x.dtype) for x in lhs]
    for idx in np.ndindex(*shape):
        local = dict(outer)
        for arg, v in zip(block.args, [x[idx] for x in lhs] + [x[idx] for x in rhs]):
            local[arg] = v
        res = bt.seq.exec_block(block, local)
        for out, r in zip(outs, res):
            out[idx] = r
    return outs


@_h("tt.reduce")
def _reduce(bt, o, env, a):
    from .interpreter import reduce_along
    a, outer, batched = _combine_setup(bt, o, env, a)
    return reduce_along(a, o.attrs["axis"] + batched, lambda x, y: _combine(bt, o, outer, x, y), o.results)


@_h("tt.scan")
def _scan(bt, o, env, a):
    from .interpreter import scan_along
    a, outer, batched = _combine_setup(bt, o, env, a)
    return scan_along(a, o.attrs["axis"] + batched, o.attrs.get("reverse", False),
                      lambda x, y: _combine(bt, o, outer, x, y), o.results)


# control flow: split the batch
def _merge(bt, results, parts):
    """Per-program results of regions run for disjoint subsets: parts = [(idx, values), ...]."""
    outs = []
    for k, r in enumerate(results):
        out = np.empty((bt.P,) + tuple(r.type.shape), dtype=S.np_dtype(r.type))
        for idx, vals in parts:
            out[idx] = vals[k]
        outs.append(out)
    return outs


@_h("scf.if")
def _if(bt, o, env, a):
    c = a[0]
    if not _batched(c, o.operands[0]):
        return bt.call(o.regions[0] if bool(c) else o.regions[1], env, [])
    c = np.asarray(c, dtype=bool)
    if c.all():
        return bt.call(o.regions[0], env, [])
    if not c.any():
        return bt.call(o.regions[1], env, [])
    t, e = np.nonzero(c)[0], np.nonzero(~c)[0]
    rt = bt.call(o.regions[0], env, [], t)
    re = bt.call(o.regions[1], env, [], e)
    return _merge(bt, o.results, [(t, rt), (e, re)])


def _take(vals, values, keep):
    return [v[keep] if _batched(v, val) else v for v, val in zip(vals, values)]


class _Finished:
    """Final values of loop results for programs that left the loop early."""

    def __init__(self, bt, results):
        self.bt, self.results, self.parts = bt, results, []

    def add(self, idx, vals, keep):
        self.parts.append((idx, _take(vals, self.results, keep)))

    def result(self, live, vals):
        if not self.parts:
            return vals
        return _merge(self.bt, self.results, self.parts + [(live, vals)])


@_h("scf.for")
def _for(bt, o, env, a):
    lb, ub, step = a[:3]
    carried = list(a[3:])
    body = o.regions[0]
    iv_dt = S.np_dtype(o.operands[0].type)
    if not any(_batched(x, v) for x, v in zip(a[:3], o.operands[:3])):
        lb, ub, step = int(lb), int(ub), int(step)
        for iv in range(lb, ub, step) if step > 0 else ():
            carried = bt.call(body, env, [iv_dt.type(iv)] + carried)
        return carried
    P = bt.P
    lbs, ubs, steps = (np.broadcast_to(np.asarray(x).astype(np.int64), (P,)) for x in (lb, ub, step))
    if iv_dt.itemsize < 8:
        with np.errstate(all="ignore"):
            tc = np.where(steps > 0, np.maximum(0, (ubs - lbs + steps - 1) // np.maximum(steps, 1)), 0)
    else:
        tc = np.array([len(range(int(l), int(u), int(s))) if s > 0 else 0 for l, u, s in zip(lbs, ubs, steps)],
                      dtype=np.int64)
    uniform_iv = not _batched(lb, o.operands[0]) and not _batched(step, o.operands[2])
    live = np.arange(P)
    fin = _Finished(bt, o.results)
    for i in range(int(tc.max()) if P else 0):
        keep = tc[live] > i
        if not keep.all():
            fin.add(live[~keep], carried, ~keep)
            live = live[keep]
            carried = _take(carried, o.results, keep)
        if uniform_iv:
            iv = iv_dt.type(int(lb) + i * int(step))
        else:
            iv = (lbs[live] + i * steps[live]).astype(iv_dt)
        carried = bt.call(body, env, [iv] + carried, None if len(live) == P else live)
    return fin.result(live, carried)


@_h("scf.while")
def _while(bt, o, env, a):
    before, after = o.regions
    P = bt.P
    live = np.arange(P)
    carried = list(a)
    fin = _Finished(bt, o.results)
    while True:
        sub = None if len(live) == P else live
        cond, *fwd = bt.call(before, env, carried, sub)
        if not _batched(cond, before.ops[-1].operands[0]):
            if not bool(cond):
                return fin.result(live, fwd)
        else:
            c = np.asarray(cond, dtype=bool)
            if not c.all():
                fin.add(live[~c], fwd, ~c)
                live = live[c]
                if len(live) == 0:
                    return fin.result(live, _take(fwd, o.results, c))
                fwd = _take(fwd, o.results, c)
        carried = bt.call(after, env, fwd, None if len(live) == P else live)
