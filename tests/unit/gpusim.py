"""A reference simulator of the GPU per-thread program, so the SIMT lowering can be tested without a GPU.

`lower_kernel` turns a ttgir kernel into the program ONE thread runs (tile-IR scalar ops + gpu.*
ops). This runs that program for all threads of a block in lockstep with NumPy: every value is an
array over the block's threads (or a 0-d array when the same for all), scalar tile-IR ops are
evaluated by `ir/numpy_semantics.py` (as the interpreter does), global memory is the caller's real
buffers addressed like the interpreter does (its `Memory`, which also rejects out-of-bounds
accesses), and the gpu.* ops do what the hardware does (the tensor-core, TMA and cooperative-matrix
ops' handlers live in gpusim_mma.py, gpusim_wgmma.py, gpusim_tma.py and gpusim_coopmat.py):
  - `gpu.shuffle` reads across the lanes of each warp (PTX shfl.sync rules: 5-bit lane operand,
    `up` keeps its own value below lane 0);
  - `gpu.load`/`gpu.store` with predicates, `other` values (0 when masked without one, as the NVPTX
    renderer moves), n consecutive elements per access (misaligned vector accesses are errors);
  - shared memory is a per-block byte buffer of exactly the size the lowering claimed, filled with
    garbage; accesses outside it are errors, and so are *races*: a thread reading bytes another
    thread wrote, or writing bytes another thread read or wrote (with a different value), since
    the last `gpu.barrier` (lockstep execution would otherwise hide a missing barrier);
  - `gpu.mma` computes m16n8k16 from the PTX ISA fragment layouts (not from the lowering's tables);
  - `gpu.coopmat_*` (Vulkan cooperative matrices): a matrix value is a (slots, threads) array whose
    element-to-lane map is a scrambled permutation (drivers keep theirs secret); loads and stores
    need one 16-byte-aligned base per subgroup and are race-checked per element;
  - `gpu.ldmatrix` (ldmatrix.sync.aligned.m8n8.x{1,2,4}{.trans}.shared.b16) per the PTX ISA: lanes
    8i..8i+7 give the 16-byte-aligned row addresses of matrix i (the other lanes' addresses are
    ignored), lane l receives row l/4, columns 2*(l%4), +1 of each matrix (of its transpose with
    .trans); results 2i, 2i+1 are matrix i's pair. Races are checked per element against the lane
    that receives it;
  - `gpu.stmatrix` (stmatrix.sync.aligned.m8n8.x{1,2,4}.shared.b16) per the PTX ISA: lanes 8i..8i+7
    give the 16-byte-aligned row addresses of matrix i, lane l holds row l/4, columns 2*(l%4), +1 of
    each matrix (operands 2i, 2i+1 are matrix i's pair); each element counts as written by the lane
    that held it;
  - `gpu.cp_async` / `gpu.cp_async_commit` / `gpu.cp_async_wait` model cp.async groups per thread:
    a copy reads global memory when issued but its bytes land in shared memory only when the
    thread's `cp.async.wait_group n` completes its group (copies since the last commit form one
    group; `wait n` completes all but the newest n committed groups, never uncommitted copies; a
    false predicate copies zeros). Until then the destination bytes are *pending*: any access to
    them (a load, a store, an ldmatrix, another copy, by any thread) is an error. A copy is also an
    error into bytes another thread read or wrote since the last barrier, and its bytes, once
    landed, count as written by the copying thread (other threads need a barrier to read them);
  - `gpu.wgmma` (wgmma.mma_async m64nNk16, f16/bf16 -> f32) per the PTX ISA: warpgroup g (threads
    128g..128g+127) names each operand by a 64-bit shared-memory matrix descriptor (`gpu.smem_desc`
    builds one; the same in all its threads), decoded by the ISA's field layout (start, leading and
    stride byte offsets, base offset, swizzle mode); or A comes from registers (each warp's 16 rows
    as mma.sync's A: m16n8k16's fragment, 8-bit elements m16n8k32's, four K a register); the element
    addresses come from the ISA's canonical layouts (K-major: row i at (i / 8) * stride + (i % 8) *
    W; B N-major with trans-b: column n in panel n / (W / size) at leading offsets, row k at
    (k / 8) * stride + (k % 8) * W), then the W-byte swizzle on address bits (bits 4.. XOR bits
    7..). The accumulators are the ISA's D fragment (row 16 * warp + lane / 4 (+ 8), column
    8 * (j / 4) + 2 * (lane % 4) (+ 1)). A wgmma reads shared memory through the async proxy: bytes
    written since the last barrier are errors, and so are bytes stored with st.shared (the generic
    proxy) until the thread that stored them runs `gpu.fence_proxy_async` (fence.proxy.async; what
    cp.async wrote needs none after its wait and a barrier, as Triton and CUTLASS rely on). Its results are *pending*
    until a `gpu.wgmma_wait` completes its group (commit groups as for cp.async): any other use of
    a pending value is an error;
  - atomics run thread by thread in thread order; `gpu.print` formats its C format string with
    Python's `%` and writes it to stdout; a false `gpu.assert` raises DeviceAssertionError;
  - structured control flow whose condition differs between threads (data-dependent branches in
    combine regions) runs both sides / all iterations with a mask of active threads; shuffles,
    barriers and mma there are errors (they need every thread).
Blocks (programs) run one after another in grid order, as in the interpreter.
"""
from __future__ import annotations

import sys

import numpy as np

from tritium.ir import numpy_semantics as S
from tritium.ir.debug_ops import DeviceAssertionError
from tritium.ir.types import FloatType, IntType, PtrType, TensorMapType
from tritium.runtime.interpreter import _RMW, Memory


class SimError(RuntimeError):
    """The per-thread program did something a GPU would not allow (race, misaligned access, ...)."""


def _where(o) -> str:
    return f"{o.name} at {o.loc[0]}:{o.loc[1]}" if o.loc else o.name


def _size(t) -> int:
    return S.mem_format(t)[0]


def _garbage(t, n):
    dt = S.np_dtype(t)
    if dt.kind == "f":
        return np.full(n, np.nan, dt)
    if dt == np.bool_:
        return np.ones(n, bool)
    return np.full(n, 0x5EADBEEF, np.int64).astype(dt)


class _Return(Exception):
    pass


class BlockSim:
    """Runs one per-thread program (a lowered `tt.func`) block by block."""

    def __init__(self, func, meta: dict, memory: Memory, check_races: bool = True):
        self.func, self.memory = func, memory
        self.nthreads = meta["num_warps"] * meta.get("threads_per_warp", 32)
        self.ws = meta.get("threads_per_warp", 32)
        self.smem_size = int(meta.get("shared", 0))
        self.check_races = check_races
        self.tid = np.arange(self.nthreads, dtype=np.int32)
        self.active = None  # None: every thread runs; else the threads of a divergent branch or loop
        self.unwaited = 0  # cp.async still pending when a block exited
        self.duplicate_copies = 0  # bytes copied by cp.async more than once by one op (broadcast layouts)
        self.wg_pending: dict = {}  # wgmma result value -> its commit group (None: not committed yet)
        self.wg_groups = 0  # wgmma groups committed
        self.wg_reads: list = []  # [group (None: not committed yet), shared byte indices, warpgroup] of unretired wgmma
        self.wg_retired: list = []  # [byte indices, warpgroup] of wgmma retired since the last barrier
        self.wgmmas = 0  # wgmma instructions run (all blocks, all warpgroups)
        self.stored = np.full(self.smem_size, -1, np.int32)  # (reset per block by run)
        self.tma_store_reads: list = []

    def mask(self):
        return np.ones(self.nthreads, bool) if self.active is None else self.active

    def converged(self, o):
        """Warp- and block-wide ops need every thread (shfl.sync with a full mask, bar.sync)."""
        if self.active is not None and not self.active.all():
            raise SimError(f"{_where(o)}: executed in divergent code (not all threads active)")

    # ------------------------------------------------------------ running
    def run(self, grid, args):
        grid = tuple(grid) + (1,) * (3 - len(grid))
        self.grid = grid
        env0 = {}
        for p, a in zip(self.func.body.args, args):
            if isinstance(p.type, TensorMapType):  # (a tensor map: cuTensorMapEncodeTiled's fields, gpusim_tma.py)
                env0[p] = a
            else:
                env0[p] = np.asarray(a, np.int64) if isinstance(p.type, PtrType) else S.constant(a, p.type)
        for z in range(grid[2]):
            for y in range(grid[1]):
                for x in range(grid[0]):
                    self.pid = (x, y, z)
                    self.smem = np.random.default_rng(1).integers(0, 256, self.smem_size, dtype=np.uint8)
                    self.writer = np.full(self.smem_size, -1, np.int32)
                    self.reader = np.full(self.smem_size, -1, np.int32)
                    self.pending = np.full(self.smem_size, -1, np.int32)  # thread of a pending cp.async
                    self.copies = []  # pending cp.async: [tids, group, byte index (k x n), data (k x n)]
                    self.committed = np.zeros(self.nthreads, np.int64)  # groups each thread committed
                    # the thread whose st.shared (generic proxy) wrote each byte, until it fences the proxies
                    self.stored = np.full(self.smem_size, -1, np.int32)
                    self.wg_reads, self.wg_retired = [], []
                    self.mbar = {}  # shared byte offset -> mbarrier state (gpusim_tma.py)
                    self.tma_store_reads = []  # shared bytes TMA stores may still read (gpusim_tma.py)
                    try:
                        self.block(self.func.body, dict(env0))
                    except _Return:
                        pass
                    self.unwaited += sum(len(c[0]) for c in self.copies)  # copies never waited for
                    self.unwaited += sum(len(b["copies"]) + len(b["landed"]) for b in self.mbar.values())  # (TMA ones)
                    self.unwaited += len(self.tma_store_reads)

    def block(self, blk, env):
        """Runs the ops of `blk`; returns its terminator's operand values."""
        for o in blk.ops:
            n = o.name
            if n in ("scf.yield", "scf.condition"):
                return [env[v] for v in o.operands]
            if n == "tt.return":
                raise _Return()
            try:
                args = [env[v] for v in o.operands]
            except KeyError:
                raise SimError(f"{_where(o)}: uses a value not defined on this path (defined in a region "
                               "that does not dominate it)") from None
            if self.wg_pending and n not in ("gpu.wgmma", "gpu.wgmma_wait") and \
                    any(v in self.wg_pending for v in o.operands):
                raise SimError(f"{_where(o)}: reads a wgmma accumulator before a wgmma.wait_group completed it")
            h = _OPS.get(n)
            if h is not None:
                outs = h(self, o, args, env)
                for r, v in zip(o.results, outs or ()):
                    env[r] = v
                continue
            out = S.elementwise(n, o.attrs, [v.type for v in o.operands], o.results[0].type, args)
            if out is None:
                raise SimError(f"the simulator cannot run {_where(o)}")
            env[o.results[0]] = np.asarray(out)
        return []

    def full(self, x):
        x = np.asarray(x)
        return np.broadcast_to(x, (self.nthreads,)) if x.ndim == 0 else x

    # ------------------------------------------------------------ shared memory
    def _smem_bytes(self, o, addr, nbytes, active, align):
        addr = self.full(addr).astype(np.int64)[active]
        if ((addr < 0) | (addr + nbytes > self.smem_size)).any():
            bad = int(addr[(addr < 0) | (addr + nbytes > self.smem_size)][0])
            raise SimError(f"{_where(o)}: shared memory access at byte {bad} (+{nbytes}) outside the "
                           f"{self.smem_size} bytes the kernel claimed")
        if (addr % align).any():
            raise SimError(f"{_where(o)}: shared memory access of {nbytes} bytes misaligned at {int(addr[addr % align != 0][0])}")
        return addr[:, None] + np.arange(nbytes)

    def smem_read(self, o, addr, t, n, active):
        size, storage = S.mem_format(t)
        idx = self._smem_bytes(o, addr, size * n, active, size * n)
        tids = self.tid[active]
        self.check_pending(o, idx, tids, "reads")
        if self.check_races and idx.size:
            w = self.writer[idx]
            bad = (w >= 0) & (w != tids[:, None])
            if bad.any():
                i = np.argwhere(bad)[0]
                raise SimError(f"{_where(o)}: race: thread {tids[i[0]]} reads shared byte {idx[i[0], i[1]]} that "
                               f"thread {w[i[0], i[1]]} wrote with no barrier in between")
            self._note_readers(idx, tids)
        raw = self.smem[idx].reshape(-1).view(storage).reshape(len(tids), n)
        return S.from_memory(raw, t)

    def _note_readers(self, idx, tids):
        flat = idx.reshape(-1)
        who = np.repeat(tids, idx.shape[1])
        mn = np.full(self.smem_size, 1 << 30, np.int32)
        mx = np.full(self.smem_size, -1, np.int32)
        np.minimum.at(mn, flat, who)
        np.maximum.at(mx, flat, who)
        touched = mx >= 0
        new = np.where(mn != mx, -2, mn)
        old = self.reader
        merged = np.where(old == -1, new, np.where((old == new) & (new >= 0), old, -2))
        self.reader = np.where(touched, merged, old).astype(np.int32)

    def smem_write(self, o, addr, vals, t, active):
        size, storage = S.mem_format(t)
        n = len(vals)
        idx = self._smem_bytes(o, addr, size * n, active, size * n)
        tids = self.tid[active]
        data = np.stack([S.to_memory(np.asarray(self.full(v))[active].astype(S.np_dtype(t)), t).astype(storage)
                         for v in vals], axis=1)
        data = np.ascontiguousarray(data).view(np.uint8).reshape(len(tids), size * n)
        self.check_pending(o, idx, tids, "writes")
        if self.wg_reads or self.wg_retired:
            self.check_wgmma_reads(o, idx, "writes", tids)
        for busy in self.tma_store_reads:  # (gpusim_tma.py)
            if np.isin(idx, busy).any():
                raise SimError(f"{_where(o)}: race: writes shared bytes a TMA store may still read (no "
                               "cp.async.bulk.wait_group.read for it yet)")
        if self.check_races and idx.size:
            r = self.reader[idx]
            bad = (r != -1) & (r != tids[:, None])
            if bad.any():
                i = np.argwhere(bad)[0]
                raise SimError(f"{_where(o)}: race: thread {tids[i[0]]} overwrites shared byte {idx[i[0], i[1]]} "
                               "that another thread read with no barrier in between")
            w = self.writer[idx]
            bad = (w >= 0) & (w != tids[:, None]) & (self.smem[idx] != data)
            if bad.any():
                i = np.argwhere(bad)[0]
                raise SimError(f"{_where(o)}: race: threads {tids[i[0]]} and {w[i[0], i[1]]} write different "
                               f"values to shared byte {idx[i[0], i[1]]} with no barrier in between")
        self.smem[idx] = data
        self.stored[idx] = tids[:, None]
        if self.check_races and idx.size and (self.smem[idx] != data).any():
            raise SimError(f"{_where(o)}: race: threads of one store write different values to one shared byte")
        self.writer[idx] = tids[:, None]

    # ------------------------------------------------------------ asynchronous copies
    def check_wgmma_reads(self, o, idx, what, tids):
        """Writing bytes an unretired wgmma (its group not completed by a wgmma.wait_group) reads,
        or bytes another warpgroup's wgmma read and retired with no barrier since."""
        for grp, read, g in self.wg_reads:
            if np.isin(idx.reshape(-1), read).any():
                raise SimError(f"{_where(o)}: race: {what} shared bytes a wgmma still in flight reads (its "
                               "group was not retired by a wgmma.wait_group)")
        for read, g in self.wg_retired:
            hit = np.isin(idx, read).any(axis=1) & (tids // 128 != g)
            if hit.any():
                raise SimError(f"{_where(o)}: race: thread {tids[hit][0]} {what} shared bytes warpgroup {g}'s wgmma "
                               "read, retired with no barrier since")

    def check_pending(self, o, idx, tids, what):
        """Accessing bytes a cp.async has not yet landed in (it may land at any time before the
        copying thread's matching wait) is a race, whoever the copying thread is."""
        if not idx.size:
            return
        p = self.pending[idx]
        if (p >= 0).any():
            i = np.argwhere(p >= 0)[0]
            raise SimError(f"{_where(o)}: race: thread {tids[i[0]]} {what} shared byte {idx[i[0], i[1]]} while the "
                           f"cp.async of thread {p[i[0], i[1]]} into it is pending (no cp.async.wait_group for it yet)")

    def land(self, keep_pending):
        """Completes the pending copies for which keep_pending(tids, group) is false."""
        left = []
        for tids, grp, idx, data in self.copies:
            keep = keep_pending(tids, grp)
            done = ~keep
            if done.any():
                di, dd, dt = idx[done], data[done], tids[done]
                self.smem[di] = dd  # (visible to wgmma after the wait and a barrier: no proxy fence needed)
                self.pending[di] = -1
                self.writer[di] = dt[:, None]
            if keep.any():
                left.append((tids[keep], grp[keep], idx[keep], data[keep]))
        self.copies = left


# ------------------------------------------------------------------ op handlers
_OPS: dict = {}


def _h(*names):
    def deco(fn):
        for n in names:
            _OPS[n] = fn
        return fn
    return deco


@_h("arith.constant")
def _constant(sim, o, a, env):
    return [S.constant(o.attrs["value"], o.result.type)]


@_h("gpu.thread_id")
def _thread_id(sim, o, a, env):
    return [sim.tid]


@_h("tt.get_program_id")
def _pid(sim, o, a, env):
    return [np.int32(sim.pid[o.attrs["axis"]])]


@_h("tt.get_num_programs")
def _nprog(sim, o, a, env):
    return [np.int32(sim.grid[o.attrs["axis"]])]


@_h("gpu.barrier")
def _barrier(sim, o, a, env):
    sim.converged(o)
    sim.writer[:] = -1
    sim.reader[:] = -1
    sim.wg_retired = []
    return []


@_h("gpu.shuffle")
def _shuffle(sim, o, a, env):
    sim.converged(o)
    x = sim.full(a[0])
    b = sim.full(a[1]).astype(np.int64) & 31
    lane = sim.tid % sim.ws
    mode = o.attrs["mode"]
    if mode == "xor":
        src = lane ^ b
    elif mode == "idx":
        src = b
    elif mode == "up":
        src = lane - b
        src = np.where(src < 0, lane, src)
    else:
        raise SimError(f"shuffle mode {mode}")
    src = np.where(src < sim.ws, src, lane)  # out of the warp: own value (clamp 31)
    return [x[sim.tid - lane + src]]


def _pred(sim, o, a, i):
    if not o.attrs.get("has_pred"):
        return sim.mask(), i
    return sim.full(a[i]).astype(bool) & sim.mask(), i + 1


@_h("gpu.load")
def _load(sim, o, a, env):
    n = o.attrs["n"]
    t = o.results[0].type
    active, i = _pred(sim, o, a, 1)
    if o.attrs.get("has_other"):
        outs = [np.array(sim.full(v), dtype=S.np_dtype(t)) for v in a[i:i + n]]
    elif o.attrs["space"] == "shared":
        outs = [_garbage(t, sim.nthreads) for _ in range(n)]
    else:
        outs = [np.zeros(sim.nthreads, S.np_dtype(t)) for _ in range(n)]
    if not active.any():
        return outs
    if o.attrs["space"] == "shared":
        got = sim.smem_read(o, a[0], t, n, active)
    else:
        size = _size(t)
        addr = sim.full(a[0]).astype(np.int64)[active]
        if n > 1 and (addr % (size * n)).any():
            raise SimError(f"{_where(o)}: vector load of {n} x {t} at a misaligned address {int(addr[addr % (size * n) != 0][0]):#x}")
        addrs = addr[:, None] + size * np.arange(n)
        got = sim.memory.read(addrs.reshape(-1), t, o).reshape(len(addr), n)
    for k in range(n):
        outs[k][active] = got[:, k]
    return outs


@_h("gpu.store")
def _store(sim, o, a, env):
    n = o.attrs["n"]
    active, i = _pred(sim, o, a, 1)
    vals = a[i:i + n]
    t = o.operands[-1].type
    if not active.any():
        return []
    if o.attrs["space"] == "shared":
        sim.smem_write(o, a[0], vals, t, active)
        return []
    size = _size(t)
    addr = sim.full(a[0]).astype(np.int64)[active]
    if n > 1 and (addr % (size * n)).any():
        raise SimError(f"{_where(o)}: vector store of {n} x {t} at a misaligned address")
    addrs = (addr[:, None] + size * np.arange(n)).reshape(-1)
    data = np.stack([np.asarray(sim.full(v))[active] for v in vals], axis=1).reshape(-1)
    sim.memory.write(addrs, data.astype(S.np_dtype(t)), t, o)
    return []


@_h("gpu.atomic_rmw", "gpu.atomic_cas")
def _atomic(sim, o, a, env):
    cas = o.name == "gpu.atomic_cas"
    t = o.result.type
    nv = 2 if cas else 1
    active = (sim.full(a[1 + nv]).astype(bool) if o.attrs.get("has_pred") else np.ones(sim.nthreads, bool)) & sim.mask()
    addr = sim.full(a[0]).astype(np.int64)
    vals = [np.asarray(sim.full(v)).astype(S.np_dtype(t)) for v in a[1:1 + nv]]
    old = _garbage(t, sim.nthreads)
    fn = None if cas else _RMW[o.attrs["op"]]
    for i in np.nonzero(active)[0]:  # thread order, each sees the previous thread's write
        cur = sim.memory.read(addr[i:i + 1], t, o)
        old[i] = cur[0]
        if cas:
            if cur[0] == vals[0][i]:
                sim.memory.write(addr[i:i + 1], vals[1][i:i + 1], t, o)
        else:
            sim.memory.write(addr[i:i + 1], np.asarray(fn(t, cur, vals[0][i:i + 1])).astype(S.np_dtype(t)), t, o)
    return [old]


@_h("gpu.cp_async")
def _cp_async(sim, o, a, env):
    nbytes = int(o.attrs["bytes"])
    if nbytes not in (4, 8, 16):
        raise SimError(f"{_where(o)}: cp.async of {nbytes} bytes (4, 8 or 16)")
    active = sim.mask()
    if not active.any():
        return []
    copy = (sim.full(a[2]).astype(bool) if o.attrs.get("has_pred") else np.ones(sim.nthreads, bool))[active]
    tids = sim.tid[active]
    dst = sim.full(a[0]).astype(np.int64) + int(o.attrs.get("offset", 0))  # [reg + imm] addressing
    idx = sim._smem_bytes(o, dst, nbytes, active, nbytes)  # the destination is cp-size aligned
    data = np.zeros(idx.shape, np.uint8)  # a false predicate: src-size 0, the destination is zero-filled
    if copy.any():
        src = sim.full(a[1]).astype(np.int64)[active][copy]
        if (src % nbytes).any():
            raise SimError(f"{_where(o)}: cp.async of {nbytes} bytes from a misaligned global address "
                           f"{int(src[src % nbytes != 0][0]):#x}")
        got = sim.memory.read((src[:, None] + np.arange(nbytes)).reshape(-1), IntType(8), o)
        data[copy] = np.asarray(got).astype(np.int8).view(np.uint8).reshape(-1, nbytes)
    sim.check_pending(o, idx, tids, "starts a cp.async into")
    if sim.wg_reads or sim.wg_retired:
        sim.check_wgmma_reads(o, idx, "starts a cp.async into", tids)
    # threads holding copies of an element (broadcast layouts) may copy it twice: the same bytes
    # land either way; different bytes into one shared byte are a race
    flat, fdata = idx.reshape(-1), data.reshape(-1)
    order = np.argsort(flat, kind="stable")
    same = flat[order][1:] == flat[order][:-1]
    if same.any():
        if (fdata[order][1:][same] != fdata[order][:-1][same]).any():
            raise SimError(f"{_where(o)}: race: two threads' cp.async write different values to one shared byte")
        sim.duplicate_copies += int(same.sum())
    if sim.check_races:
        r = sim.reader[idx]
        bad = (r != -1) & (r != tids[:, None])
        if bad.any():
            i = np.argwhere(bad)[0]
            raise SimError(f"{_where(o)}: race: thread {tids[i[0]]} starts a cp.async into shared byte {idx[i[0], i[1]]} "
                           "that another thread read with no barrier in between")
        w = sim.writer[idx]
        bad = (w >= 0) & (w != tids[:, None])
        if bad.any():
            i = np.argwhere(bad)[0]
            raise SimError(f"{_where(o)}: race: thread {tids[i[0]]} starts a cp.async into shared byte {idx[i[0], i[1]]} "
                           f"that thread {w[i[0], i[1]]} wrote with no barrier in between")
    sim.pending[idx] = tids[:, None]
    # the group this copy joins: the thread's next commit closes it
    sim.copies.append((tids, sim.committed[tids].copy(), idx, data))
    return []


@_h("gpu.cp_async_commit")
def _cp_async_commit(sim, o, a, env):
    sim.committed[sim.mask()] += 1  # with no copies since the last commit: an empty group
    return []


@_h("gpu.cp_async_wait")
def _cp_async_wait(sim, o, a, env):
    """cp.async.wait_group n: all but the newest n committed groups of each (active) thread are
    complete; copies not yet committed are not waited for."""
    n = int(o.attrs["num"])
    active = sim.mask()

    def keep(tids, grp):
        return ~active[tids] | (grp >= sim.committed[tids] - n)
    sim.land(keep)
    return []


@_h("gpu.cvt_pack_fp8")
def _cvt_pack_fp8(sim, o, a, env):
    """cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32: the low operand's fp8 pattern in bits 0-7, the high's in 8-15."""
    from tritium.ir import fp8
    hi, lo = (np.asarray(sim.full(x), np.float32) for x in a)
    pat = [fp8.from_float(v, "f32", o.attrs["fmt"], "rtne").astype(np.int64) for v in (lo, hi)]
    return [(pat[0] | (pat[1] << 8)).astype(np.int32)]


@_h("gpu.print")
def _print(sim, o, a, env):
    active, i = _pred(sim, o, a, 0)
    args = a[i:]
    types = [v.type for v in o.operands[i:]]
    fmt = o.attrs["format"].replace("%lld", "%d").replace("%llx", "%x")
    cols = [sim.full(x) for x in args]
    out = []
    for th in np.nonzero(active)[0]:
        vals = []
        for c, ty in zip(cols, types):
            x = c[th]
            if ty == IntType(1):
                vals.append("True" if x else "False")
            elif isinstance(ty, FloatType):
                vals.append(float(x))
            else:
                hexed = "0x%x" in fmt  # C prints the bits unsigned
                vals.append(int(x) & ((1 << (32 if ty.bits <= 32 else 64)) - 1) if hexed else int(x))
        out.append(fmt % tuple(vals))
    sys.stdout.write("".join(out))
    return []


@_h("gpu.assert")
def _assert(sim, o, a, env):
    ok = sim.full(a[0]).astype(bool) | ~sim.mask()
    if not ok.all():
        raise DeviceAssertionError(f"{o.attrs['file']}:{o.attrs['line']}: device assertion failed in program "
                                   f"{sim.pid}: {o.attrs['message']}")
    return []


def _diverges(sim, c) -> bool:
    c = np.asarray(c)
    return bool(c.ndim) and not (c == c.reshape(-1)[0]).all()


def _merge(c, xs, ys):
    return [np.where(c, x, y) for x, y in zip(xs, ys)]


@_h("scf.if")
def _if(sim, o, a, env):
    if not _diverges(sim, a[0]):
        c = np.asarray(a[0]).reshape(-1)[0]
        region = o.regions[0 if c else 1]
        out = sim.block(region, dict(env))  # values of a region stay in it
        _carry_pending(sim, list(region.terminator.operands), o.results)  # (a sum still in flight)
        return out
    # threads disagree (data-dependent branches, e.g. in a combine region): both sides, masked
    c = sim.full(a[0]).astype(bool)
    saved = sim.active
    base = sim.mask()
    outs = []
    for region, m in ((o.regions[0], base & c), (o.regions[1], base & ~c)):
        if m.any():
            sim.active = m
            outs.append(sim.block(region, dict(env)))
        else:
            outs.append(None)
    sim.active = saved
    if outs[0] is None or outs[1] is None:
        return outs[0] if outs[1] is None else outs[1]
    return _merge(c, outs[0], outs[1])


def _carry_pending(sim, src, dst):
    """Values a loop carries stay pending wgmma results (of the same group) on the other side."""
    if sim.wg_pending:
        for s_, d in zip(src, dst):
            if s_ in sim.wg_pending:
                sim.wg_pending[d] = sim.wg_pending[s_]
            else:
                sim.wg_pending.pop(d, None)


@_h("scf.for")
def _for(sim, o, a, env):
    carried = list(a[3:])
    body = o.regions[0]
    dt = S.np_dtype(o.operands[0].type)
    if not any(_diverges(sim, x) for x in a[:3]):
        lb, ub, step = (int(np.asarray(x).reshape(-1)[0]) for x in a[:3])
        prev = list(o.operands[3:])
        for iv in range(lb, ub, step) if step > 0 else ():
            local = dict(env)
            for arg, v in zip(body.args, [dt.type(iv)] + carried):
                local[arg] = np.asarray(v)
            _carry_pending(sim, prev, body.args[1:])
            carried = sim.block(body, local)
            prev = list(body.terminator.operands)
        _carry_pending(sim, prev, o.results)
        return carried
    lb, ub, step = (sim.full(x).astype(np.int64) for x in a[:3])
    iv, saved = lb.copy(), sim.active
    live = sim.mask() & (iv < ub) & (step > 0)
    while live.any():
        sim.active = live
        local = dict(env)
        for arg, v in zip(body.args, [iv.astype(dt)] + carried):
            local[arg] = np.asarray(v)
        carried = _merge(live, sim.block(body, local), carried)
        iv = np.where(live, iv + step, iv)
        live = live & (iv < ub)
    sim.active = saved
    return carried


@_h("scf.while")
def _while(sim, o, a, env):
    before, after = o.regions
    carried = list(a)
    saved = sim.active
    live = sim.mask()
    results = None
    while True:
        local = dict(env)
        for arg, v in zip(before.args, carried):
            local[arg] = v
        cond, *fwd = sim.block(before, local)
        c = np.asarray(cond)
        if saved is None and not _diverges(sim, c) and results is None:
            if not c.reshape(-1)[0]:
                return fwd
        else:
            c = sim.full(c).astype(bool) & live
            leaving = live & ~c
            results = [np.array(sim.full(f)) for f in fwd] if results is None else _merge(leaving, fwd, results)
            live = c
            if not live.any():
                sim.active = saved
                return results
            sim.active = live
        local = dict(env)
        for arg, v in zip(after.args, fwd):
            local[arg] = v
        carried = sim.block(after, local)


# ------------------------------------------------------------------ from tile IR
def ttgir(ttir_module, num_warps: int = 4, target=None, num_stages: int = 1):
    """ttir module (left untouched) -> the ttgir module make_ttgir would build for `target` (a
    GPUTarget; default: an sm_90 GPU): layouts, then the software pipeline with `num_stages` stages
    on targets with asynchronous copies."""
    from tritium.codegen.gpu import ttgir_passes
    from tritium.codegen.gpu.nvptx import nvptx_target
    from tritium.ir import parse_ir, print_ir
    target = target or nvptx_target(90)  # (an NVIDIA GPU with mma.sync; the backend compiles cuda:90 as "90a")
    m = ttgir_passes(parse_ir(print_ir(ttir_module, with_locs=True)), target, num_warps, num_stages)
    return parse_ir(print_ir(m, with_locs=True))  # what the llir stage reads: the ttgir text


def lower(ttir_module, num_warps: int = 4, target=None, num_stages: int = 1):
    """ttir module (left untouched) -> (per-thread program, metadata), through ttgir."""
    from tritium.codegen.gpu.lowering import lower_kernel
    from tritium.codegen.gpu.nvptx import nvptx_target
    return lower_kernel(ttgir(ttir_module, num_warps, target, num_stages), stmatrix=(target or nvptx_target(90)).stmatrix)


def run(func, meta, grid, args, buffers, check_races: bool = True):
    """Run a lowered kernel over `grid` on real buffers: args as the interpreter takes them."""
    mem = Memory()
    for base, n in buffers:
        mem.add(base, n)
    sim = BlockSim(func, meta, mem, check_races)
    sim.run(grid, args)
    return sim


from gpusim_coopmat import *  # noqa: E402,F401,F403 - registers the cooperative-matrix handlers (gpu.coopmat_*)
from gpusim_mma import *  # noqa: E402,F401,F403 - registers the mma.sync handlers (gpu.mma, gpu.ldmatrix, gpu.stmatrix)
from gpusim_wgmma import *  # noqa: E402,F401,F403 - registers the warpgroup MMA handlers (gpu.wgmma, ...)
from gpusim_tma import *  # noqa: E402,F401,F403 - registers the TMA handlers (gpu.tma_load, mbarriers)
