"""Global memory: tt.load / tt.store / atomics -> per-thread accesses.

A thread's registers that hold consecutive elements of the last axis (the first register bits of
the layout) form one access of up to 16 bytes, when the axis analysis proves the pointers
contiguous and aligned that far and the mask constant over the run; otherwise narrower accesses.
Threads and registers that hold copies of an element (broadcast layouts) do not store it, and an
atomic runs once per element, in its owner; scalars are stored and updated by thread 0 alone, and
an atomic's old value reaches the other threads through shared memory.
"""
from __future__ import annotations

from ...ir.types import i1, i32
from .lowering import SIMTLowering, elem_bytes, handles, row_major_strides


def _run(L: SIMTLowering, o, ptr, mask) -> int:
    """Elements per access: what the layout groups, the axis analysis allows and 16 bytes hold."""
    t = ptr.type
    lay = L.linear(t)
    size = elem_bytes(t.element.pointee)
    axis = lay.run_axis()  # (a column-major layout's registers run down the first axis)
    info_of = L.info if axis == len(t.shape) - 1 else L.info_first_axis()
    run = lay.contiguous_run(axis)
    info = info_of.get(ptr)
    if info is None:
        return 1
    run = min(run, info.contiguity, max(1, info.divisibility // size), max(1, 16 // size))
    if mask is not None and mask.type.is_tensor():
        m = info_of.get(mask)
        run = min(run, m.constancy if m is not None else 1)
    p = 1
    while p * 2 <= run:
        p *= 2
    return p


def _attrs(o) -> dict:
    return {"cache": o.attrs.get("cache", ""), "evict": o.attrs.get("evict", "")}


@handles("tt.load")
def _load(L: SIMTLowering, o):
    ptr = o.operands[0]
    mask = o.operands[1] if len(o.operands) > 1 else None
    other = o.operands[2] if len(o.operands) > 2 else None
    elem = o.result.type.scalar
    ptrs = L.regs(ptr)
    masks = L.regs(mask) if mask is not None else None
    others = L.regs(other) if other is not None else None
    if not ptr.type.is_tensor():
        L.env[o.result] = _access(L, ptrs[0], masks[0] if masks else None, others, 1, elem, o)[0]
        return
    n = L.linear(ptr.type).nregs
    run = _run(L, o, ptr, mask)
    out = []
    for r in range(0, n, run):
        m = masks[r] if masks else None
        oth = [others[r + k] if len(others) > 1 else others[0] for k in range(run)] if others else None
        out += _access(L, ptrs[r], m, oth, run, elem, o)
    L.env[o.result] = out


def _access(L, addr, pred, others, n, elem, o):
    operands = [addr] + ([pred] if pred is not None else []) + (list(others) if others else [])
    ld = L.op("gpu.load", operands, [elem] * n, space="global", n=n, has_pred=pred is not None,
              has_other=bool(others), volatile=bool(o.attrs.get("volatile", False)), **_attrs(o))
    return list(ld.results)


@handles("tt.store")
def _store(L: SIMTLowering, o):
    ptr, val = o.operands[0], o.operands[1]
    mask = o.operands[2] if len(o.operands) > 2 else None
    ptrs, vals = L.regs(ptr), L.regs(val)
    masks = L.regs(mask) if mask is not None else None
    if not ptr.type.is_tensor():
        first = L.v("arith.cmpi", [L.tid, L.const(0, i32)], i1, predicate="eq")
        pred = L.and_pred(first, masks[0] if masks else None)
        L.op("gpu.store", [ptrs[0], pred, vals[0]], [], space="global", n=1, has_pred=True, **_attrs(o))
        return
    lay = L.linear(ptr.type)
    run = _run(L, o, ptr, mask)
    owner = L.owner(lay)
    unique = set(lay.unique_regs())
    for r in range(0, lay.nregs, run):
        if r not in unique:
            continue
        pred = L.and_pred(owner, masks[r] if masks else None)
        group = [vals[r + k] if len(vals) > 1 else vals[0] for k in range(run)]
        operands = [ptrs[r]] + ([pred] if pred is not None else []) + group
        L.op("gpu.store", operands, [], space="global", n=run, has_pred=pred is not None, **_attrs(o))


@handles("tt.atomic_rmw", "tt.atomic_cas")
def _atomic(L: SIMTLowering, o):
    cas = o.name == "tt.atomic_cas"
    ptr = o.operands[0]
    vals = [L.regs(x) for x in o.operands[1:3 if cas else 2]]
    mask = None if cas or len(o.operands) < 3 else o.operands[2]
    masks = L.regs(mask) if mask is not None else None
    ptrs = L.regs(ptr)
    elem = o.result.type.scalar
    attrs = {"sem": o.attrs.get("sem", "acq_rel"), "scope": o.attrs.get("scope", "gpu")}
    if not cas:
        attrs["op"] = o.attrs["op"]
    name = "gpu.atomic_cas" if cas else "gpu.atomic_rmw"
    used = bool(L.users.get(o.result))
    if not ptr.type.is_tensor():
        first = L.v("arith.cmpi", [L.tid, L.const(0, i32)], i1, predicate="eq")
        pred = L.and_pred(first, masks[0] if masks else None)
        old = L.v(name, [ptrs[0]] + [v[0] for v in vals] + [pred], elem, has_pred=True, **attrs)
        if used:  # thread 0 has the old value: everyone reads it from shared memory
            L.scratch(8)
            L.barrier()
            L.op("gpu.store", [L.const(0, i32), first, L.to_smem(old, elem)], [], space="shared", n=1, has_pred=True)
            L.barrier()
            old = L.smem_load(L.const(0, i32), 1, elem)[0]
        L.env[o.result] = old
        return
    lay = L.linear(ptr.type)
    owner = L.owner(lay)
    unique = set(lay.unique_regs())
    olds = {}
    for r in range(lay.nregs):
        if r not in unique:
            continue
        pred = L.and_pred(owner, masks[r] if masks else None)
        ops = [ptrs[r]] + [v[r] if len(v) > 1 else v[0] for v in vals] + ([pred] if pred is not None else [])
        olds[r] = L.v(name, ops, elem, has_pred=pred is not None, **attrs)
    if len(olds) == lay.nregs and owner is None:
        L.env[o.result] = [olds[r] for r in range(lay.nregs)]
        return
    if not used:
        L.env[o.result] = [olds.get(r) for r in range(lay.nregs)]
        return
    # copies of an element: its owner publishes the old value through shared memory
    coords = lay.reg_coords()
    first_reg = {}
    for r, c in enumerate(coords):
        first_reg.setdefault(c, r)
    shape = lay.shape
    strides = row_major_strides(shape)
    numel = strides[0] * shape[0]
    L.scratch(numel * elem_bytes(L.smem_type(elem)))
    idx = L.linear_index(lay, strides)
    L.barrier()
    for r, old in olds.items():
        operands = [_scaled(L, idx[r], elem)] + ([owner] if owner is not None else []) + [L.to_smem(old, elem)]
        L.op("gpu.store", operands, [], space="shared", n=1, has_pred=owner is not None)
    L.barrier()
    L.env[o.result] = [L.smem_load(idx[r], 1, elem)[0] for r in range(lay.nregs)]


def _scaled(L, idx, elem):
    size = elem_bytes(L.smem_type(elem))
    return idx if size == 1 else L.v("arith.muli", [idx, L.const(size, i32)], i32)
