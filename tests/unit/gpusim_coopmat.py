"""The simulator's Vulkan cooperative-matrix ops (gpusim.py registers them by importing this
module): `gpu.coopmat_fill/load/store/convert/muladd`, a matrix value a (slots, threads) array whose
element-to-lane map is a scrambled permutation (gpusim.py's docstring says what is checked)."""
from __future__ import annotations

import numpy as np

from gpusim import S, SimError, _h, _size, _where

__all__: list = []


def _coopmat_slots(t, ws: int):
    """Which element of a cooperative matrix each lane holds: slot e of lane l holds row-major
    element slots[e, l]. A fixed scrambled permutation, as the layout is the driver's secret: a
    lowering that assumed one would compute garbage here."""
    n = t.rows * t.cols
    if n % ws:
        raise SimError(f"a {t.rows}x{t.cols} cooperative matrix does not divide among {ws} lanes")
    perm = np.random.default_rng(t.rows * 1000 + t.cols + 7 * len(t.use) + t.element.bits).permutation(n)
    return perm.reshape(ws, n // ws).T  # (slots, lanes)


def _coopmat_addrs(sim, o, a, t):
    """Byte address of every (slot, thread) element, checking the subgroup agrees on the base."""
    sim.converged(o)
    base = sim.full(a[0]).astype(np.int64).reshape(-1, sim.ws)
    if (base != base[:, :1]).any():
        raise SimError(f"{_where(o)}: lanes of one subgroup give different matrix addresses")
    if (base % 16).any() or (o.attrs["stride"] * _size(t.element)) % 16:
        raise SimError(f"{_where(o)}: cooperative matrix rows not 16-byte aligned")
    el = _coopmat_slots(t, sim.ws)  # (slots, lanes)
    rows, cols = el // t.cols, el % t.cols
    off = (rows * o.attrs["stride"] + cols) * _size(t.element)  # (slots, lanes)
    return base.reshape(-1)[None, :] + np.tile(off, (1, sim.nthreads // sim.ws))  # (slots, threads)


@_h("gpu.coopmat_load")
def _coopmat_load(sim, o, a, env):
    t = o.results[0].type
    addrs = _coopmat_addrs(sim, o, a, t)
    return [np.stack([sim.smem_read(o, row, t.element, 1, sim.mask())[:, 0] for row in addrs])]


@_h("gpu.coopmat_store")
def _coopmat_store(sim, o, a, env):
    t = o.operands[1].type
    addrs = _coopmat_addrs(sim, o, a, t)
    for row, vals in zip(addrs, np.asarray(a[1])):
        sim.smem_write(o, row, [vals], t.element, sim.mask())
    return []


@_h("gpu.coopmat_fill")
def _coopmat_fill(sim, o, a, env):
    t = o.results[0].type
    slots = t.rows * t.cols // sim.ws
    return [np.broadcast_to(np.asarray(a[0], S.np_dtype(t.element)), (slots, sim.nthreads)).copy()]


def _coopmat_matrices(sim, x, t):
    """(slots, threads) values -> (warps, rows, cols) matrices."""
    el = _coopmat_slots(t, sim.ws)
    W = sim.nthreads // sim.ws
    out = np.zeros((W, t.rows * t.cols))
    v = np.asarray(x, np.float64).reshape(el.shape[0], W, sim.ws)
    for w in range(W):
        out[w, el.reshape(-1)] = v[:, w, :].reshape(-1)
    return out.reshape(W, t.rows, t.cols)


@_h("gpu.coopmat_convert")
def _coopmat_convert(sim, o, a, env):
    """Elements converted (rounded once); the two types may spread them over the lanes differently."""
    ts, td = o.operands[0].type, o.results[0].type
    D = _coopmat_matrices(sim, a[0], ts)
    el = _coopmat_slots(td, sim.ws)
    W = sim.nthreads // sim.ws
    flat = D.reshape(W, -1)[:, el]
    return [flat.transpose(1, 0, 2).reshape(el.shape[0], sim.nthreads).astype(S.np_dtype(td.element))]


@_h("gpu.coopmat_muladd")
def _coopmat_muladd(sim, o, a, env):
    """D = A B + C per subgroup, products and sums in fp64 rounded once to the accumulator type."""
    sim.converged(o)
    ta, tb, tc = (v.type for v in o.operands)
    D = _coopmat_matrices(sim, a[0], ta) @ _coopmat_matrices(sim, a[1], tb) + _coopmat_matrices(sim, a[2], tc)
    el = _coopmat_slots(tc, sim.ws)
    W = sim.nthreads // sim.ws
    flat = D.reshape(W, -1)[:, el]  # (warps, slots, lanes)
    return [flat.transpose(1, 0, 2).reshape(el.shape[0], sim.nthreads).astype(S.np_dtype(tc.element))]
