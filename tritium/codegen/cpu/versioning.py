"""Versioned lane-wise groups: a copy of a group's loop without its masks, and one whose stores stream.

Why, masks. Most masks only cut off the tail of the last program (`offs < n`, `cols < n_cols`):
in every other program all their lanes are true, yet each chunk computes the mask and runs
`llvm.masked.load/store`. When one check before the loop can tell that every mask a group's
accesses use is all true, the group runs a copy of its loop with plain loads and stores (the masks'
arithmetic is then dead and LLVM deletes it); the masked loop runs otherwise. Measured on a 2^24
fp32 vector add (2-core Xeon): 6.35-6.5 ms a launch with its masks, 6.1 ms for the same kernel
without them.

Why, streaming stores. A store to a line that is not in the cache first reads the line (read for
ownership) and later writes it back: a launch that writes more than the caches keep pays for its
output twice, and evicts its own inputs. Non-temporal stores (`!nontemporal`: x86 `movntps`) write
around the caches, which wins when the output is not in the cache already and loses when it is
(a kernel rerun on buffers that stay in the last-level cache). Measured in one process, the speedup
of streaming (time without / time with):
  An fp32 add rerun alone on the same buffers, 2-core Xeon VM (4 MiB of L2): 1-16 MiB written
  0.97-1.26x (noisy; 0.97-0.98x at 4-16 MiB); 32 MiB 1.36x; 64-256 MiB 1.32-1.36x. 16-core Xeon
  (32 MiB of L2): 4-32 MiB 0.96-1.43x (noisy); 64 MiB 1.25x; 128-256 MiB 1.17-1.21x.
  A 4096 x 1024 fp32 softmax (16 MiB written), 2-core VM: rerun alone 0.93-0.94x; with NumPy's
  softmax run between the calls (which leaves other data in the cache) 1.45-1.48x; after 128 MiB
  of other writes 1.27x.
A program runs other work between its kernels, so at 16 MiB streaming is taken: a store streams
when the launch writes at least STREAM_BYTES through it (programs x the bytes
one program stores there: a store inside a loop is counted once, so long loops stream later than
they could). `TRITIUM_CPU_STREAMING_STORES` sets the threshold in bytes, or `off` / `always`.
Triton's store hints decide for themselves: `cache_modifier=".cs"` or `eviction_policy=
"evict_first"` (written once, not read soon) always stream; `.wb`, `.cg`, `.wt` and `"evict_last"`
never do. Only unmasked, contiguous, 16-byte aligned stores stream (x86 has no masked streaming store,
and below 16 bytes LLVM streams 8 bytes from a general register at a time), and only on x86-64.
Ordering: a thread's own later loads see its streamed stores; every locked instruction (each
atomic the kernel runs: how one program signals another) drains them first; and each thread runs
an `sfence` when it has no programs left, before the grid's end barrier (one per thread: an
`sfence` after every program's loop made a 1024-column softmax ~2x slower, as it waits for the
row's lines to reach memory).

How. `plan` builds the checks before the loop (`all_true`: scalar masks, constants, broadcasts
checked on their small source, `&` of checkable parts, and `run < bound` for a contiguous run,
whose first and last lanes decide it; anything else is evaluated lane by lane when it has few
lanes, or not versioned), and `variants` emits the branches, running the group's loop once per
version with `L.unmasked` / `L.streaming` naming the accesses that drop their mask or stream.
Debug launches (the sanitizer) are never versioned. The dot (dot.py) uses `all_true` for its own
in-place A operand.
"""
from __future__ import annotations

from ...ir.core import Block
from ..llvm.types import llty, scalar_lit, size_of, vec

STREAM_BYTES = 16 << 20  # the measurements above: below this, streaming was a wash, or a loss where buffers stay cached
VIEWS = {"tt.expand_dims", "tt.reshape", "tt.multiple_of", "tt.max_contiguous"}
_FLIP = {"slt": "sgt", "sle": "sge", "sgt": "slt", "sge": "sle", "ult": "ugt", "ule": "uge", "ugt": "ult", "uge": "ule"}
_ALWAYS = {".cs", "evict_first"}  # Triton's "streamed: not read again soon" hints
_NEVER = {".wb", ".cg", ".wt", "evict_last"}


def _and(L, a: str, b: str) -> str:
    if a == "true":
        return b
    if b == "true":
        return a
    r = L.tmp()
    L.emit(f"{r} = and i1 {a}, {b}")
    return r


def all_true(L, v, chunk, available, max_lanes: int) -> str | None:
    """An i1 ref: every lane of mask `v` is true; None where that is not cheap to know.
    `chunk(v, at, w)` evaluates lanes at..at+w-1 of a value before the loop, `available(v)` says
    whether it can; a mask evaluated lane by lane may have at most `max_lanes` lanes."""
    if not v.type.is_tensor():
        return L.env.get(v)
    o = v.owner
    if not isinstance(o, Block):
        if o.name == "arith.constant":
            val = o.attrs.get("value")
            return "true" if val is True or val == 1 else "false"
        if o.name == "tt.splat":
            return L.env.get(o.operands[0])
        if o.name == "tt.broadcast" or o.name in VIEWS:
            r = all_true(L, o.operands[0], chunk, available, max_lanes)
            if r is not None:
                return r
        elif o.name == "arith.andi":
            a = all_true(L, o.operands[0], chunk, available, max_lanes)
            b = all_true(L, o.operands[1], chunk, available, max_lanes) if a is not None else None
            if b is not None:
                return _and(L, a, b)
        elif o.name == "arith.cmpi":
            r = _run_compare(L, o, chunk, available)
            if r is not None:
                return r
    n = v.type.numel
    if n > max_lanes or not available(v):
        return None
    w = L.chunk_width(n)
    acc = L.slot("i1")
    L.store_slot(acc, "i1", "true")
    with L.loop(0, n, w) as c:
        x = chunk(v, c, w)
        r = L.intr("vector.reduce.and", f"v{w}i1", "i1", [(vec(w, "i1"), x)])
        L.store_slot(acc, "i1", _and(L, L.load_slot(acc, "i1"), r))
    return L.load_slot(acc, "i1")


def _uniform(L, v) -> str | None:
    """The scalar every lane of `v` holds (a splat or constant, through broadcasts), or None."""
    for _ in range(8):
        if not v.type.is_tensor():
            return L.env.get(v)
        o = v.owner
        if isinstance(o, Block):
            return None
        if o.name == "arith.constant" and not isinstance(o.attrs.get("value"), (list, tuple)):
            return scalar_lit(o.attrs["value"], v.type.scalar)
        if o.name == "tt.splat":
            return L.env.get(o.operands[0])
        if o.name != "tt.broadcast" and o.name not in VIEWS:
            return None
        v = o.operands[0]
    return None


def _is_run(L, v) -> bool:
    """`v` is one run of consecutive integers x, x+1, ... over all its lanes (axis analysis)."""
    t = v.type
    if not t.is_tensor() or not t.scalar.is_int() or t.shape[-1] != t.numel:
        return False
    info = L.info.get(v)
    return info is not None and info.contiguity >= t.numel


def _run_compare(L, o, chunk, available) -> str | None:
    """`run < bound` (or <=, >, >=; either side) for a contiguous run and a uniform bound: true on
    every lane when it holds at the run's last lane (first, for > and >=) and the run does not
    wrap around (first <= last)."""
    pred = o.attrs.get("predicate")
    x, b = o.operands
    if pred not in _FLIP:
        return None
    if not _is_run(L, x):
        x, b, pred = b, x, _FLIP[pred]
    if not _is_run(L, x) or not available(x):
        return None
    bound = _uniform(L, b)
    if bound is None:
        return None
    ty = llty(x.type.scalar)
    first = L.extract(chunk(x, "0", 1), 1, ty, 0)
    last = L.extract(chunk(x, str(x.type.numel - 1), 1), 1, ty, 0)
    ordered, holds = L.tmp(), L.tmp()
    L.emit(f"{ordered} = icmp {pred[0]}le {ty} {first}, {last}")
    L.emit(f"{holds} = icmp {pred} {ty} {last if pred[1] == 'l' else first}, {bound}")
    return _and(L, ordered, holds)


class Plan:
    """The versions of one group: `fast` (i1: every mask true) with the accesses it unmasks, and
    `stream` (i1: the launch writes enough) with the stores that then stream."""

    def __init__(self, fast: str, unmask: set, stream: str | None, streams: set):
        self.fast, self.unmask, self.stream, self.streams = fast, unmask, stream, streams


def _threshold() -> int | None:
    """STREAM_BYTES, or TRITIUM_CPU_STREAMING_STORES: a byte count, `off` (None) or `always` (0)."""
    from ... import knobs
    knob = (knobs.cpu.streaming_stores or "").strip().lower()
    if knob in ("", "auto"):
        return STREAM_BYTES
    if knob in ("off", "0", "false", "no", "never"):
        return None
    if knob in ("always", "on", "true", "yes"):
        return 0
    if knob.isdigit():
        return int(knob)
    raise ValueError(f"TRITIUM_CPU_STREAMING_STORES={knob!r}: expected a number of bytes, off, always or auto")


def _streamable(L, o, unmasked: bool) -> str | None:
    """'always', 'size' (by the launch's bytes) or None for store `o` in the fast version."""
    from .memory import alignment, contiguous
    if o.name != "tt.store" or not o.operands[0].type.is_tensor():
        return None
    if len(o.operands) > 2 and not unmasked:
        return None
    ptr = o.operands[0]
    w = L.chunk_width(ptr.type.numel)
    if w < 4 or not contiguous(L, ptr, w) or alignment(L, ptr, ptr.type.scalar.pointee, w) < 16:
        return None  # (x86 streams 16-byte aligned vectors: below that LLVM stores 8 bytes at a time)
    hints = {o.attrs.get("cache") or "", o.attrs.get("evict") or ""}
    if hints & _NEVER:
        return None
    return "always" if hints & _ALWAYS else "size"


def plan(L, ops, numel: int) -> Plan | None:
    """The group's versions, with their checks emitted here (before its loop); None: one loop as is."""
    from .remat import recomputable
    if L.sanitize:
        return None
    members = set(map(id, ops))

    def available(v) -> bool:
        if recomputable(L, v):
            return True
        o = v.owner
        return v in L.env and (isinstance(o, Block) or id(o) not in members)

    def chunk(v, at, w):
        return L.chunk_of(v, {}, at, w)

    fast, unmask, checked = "true", set(), set()
    for o in ops:
        k = {"tt.load": 1, "tt.store": 2}.get(o.name)
        if k is None or len(o.operands) <= k or not o.operands[k].type.is_tensor():
            continue
        mask = o.operands[k]
        if mask not in checked:  # (accesses usually share their mask: one check each)
            checked.add(mask)
            r = all_true(L, mask, chunk, available, max(numel // 8, 1))
            if r is None or r == "false":
                fast, unmask = None, set()
                break
            fast = _and(L, fast, r)
        unmask.add(id(o))
    streams, by_size, stored = set(), False, 0
    threshold = _threshold() if L.target_info.get("triple", "").startswith("x86_64") else None
    if fast is not None and threshold is not None:
        for o in ops:
            how = _streamable(L, o, id(o) in unmask)
            if how is not None:
                streams.add(id(o))
                by_size |= how == "size"
                stored += numel * size_of(o.operands[0].type.scalar.pointee)
    stream = None
    if streams:
        stream = "true" if not by_size or threshold == 0 else _launch_writes_at_least(L, stored, threshold)
    if not unmask and not streams:
        return None
    return Plan(fast, unmask, stream, streams)


def _launch_writes_at_least(L, per_program: int, threshold: int) -> str:
    total = "1"
    for a in ("%np0", "%np1", "%np2"):
        x, m = L.tmp(), L.tmp()
        L.emit(f"{x} = zext i32 {a} to i64")
        L.emit(f"{m} = mul i64 {total}, {x}")
        total = m
    r = L.tmp()
    L.emit(f"{r} = icmp uge i64 {total}, {-(-threshold // per_program)}")
    return r


def _split(L, cond: str, taken: str, other: str) -> str | None:
    """Branch on i1 `cond` (unless it is "true") and go on in the taken block: -> the other's label."""
    if cond == "true":
        return None
    yes, no = L.new_label(taken), L.new_label(other)
    L.emit(f"br i1 {cond}, label %{yes}, label %{no}")
    L.start_block(yes)
    return no


def variants(L, p: Plan | None):
    """Yield once per version of the group's loop, with the branches to them emitted around it."""
    if p is None:
        yield
        return
    done = L.new_label("versions_done")
    slow = _split(L, p.fast, "in_bounds", "masked")
    L.unmasked = p.unmask
    if p.stream is not None:
        plain = _split(L, p.stream, "streaming", "cached")
        L.streaming = p.streams
        yield
        L.streaming = frozenset()
        L.streamed = True  # (the grid loop drains the write-combining buffers: grid_entry.GRID_LOOP)
        L.br(done)
        if plain is not None:
            L.start_block(plain)
            yield
            L.br(done)
    else:
        yield
        L.br(done)
    L.unmasked = frozenset()
    if slow is not None:
        L.start_block(slow)
        yield
        L.br(done)
    L.start_block(done)
