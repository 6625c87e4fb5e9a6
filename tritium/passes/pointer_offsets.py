"""Loop-carried pointer tiles advanced uniformly -> a fixed pointer tile plus a carried scalar offset.

Why (CPU only): in a K loop (`a_ptrs += BLOCK_K * stride_ak`) the pointer tile is an `scf.for`
iter_arg, and the CPU lowering keeps tiles in stack buffers: every iteration reads the whole tile
(8 bytes a lane: 64 KiB for 128x64) to advance it and writes it back, and the copies crowd the
operands out of L1/L2. When every lane moves by the same amount, the tile at iteration n is the
initial tile plus one scalar, so only that scalar needs carrying; each use recomputes its chunk
as `addptr(P_init, splat(o))` in the group that uses it (one vector add, no buffer). GPU backends
keep pointer tiles in registers and do not run this pass.

What: for an iter_arg P of pointer-tile type whose yielded value is a chain
`addptr(...addptr(P, u1)..., uk)` with every u uniform (`splat(s)` of an integer scalar, or an
integer constant with one value), P becomes an i64 offset o (init 0, yields o + sext(s1) + ...):
every use of P in the body, of an addptr of the chain (o + the steps so far) and of the loop's
result after it reads `addptr(P_init, splat(offset))`, built right before the use so it lands in
the user's lane-wise group; the chain then dies. Other iter_args (a tile step, an update under an
scf.if, pointers that do not move) are left alone. Exact: addptr offsets are
signed element counts added to 64-bit addresses (sign-extended from narrower offsets), and the
i64 sum of the sign-extended steps wraps exactly as the repeated pointer additions do.
"""
from __future__ import annotations

from ..ir.core import OPS, Operation
from ..ir.ops import Module
from ..ir.types import IntType, TensorType
from .dce import dce

I64 = IntType(64)


def _uniform_step(u):
    """The one value of offset tile `u`: a scalar Value (a splat's), an int (a constant's), or None."""
    d = u.owner
    if not isinstance(d, Operation):
        return None
    if d.name == "tt.splat" and d.operands[0].type.is_int():
        return d.operands[0]
    value = d.attrs.get("value")
    if d.name == "arith.constant" and isinstance(value, int) and not isinstance(value, bool):
        bits = u.type.scalar.bits  # as the lowering reads it: signed, of the offset's width
        return (value + (1 << (bits - 1))) % (1 << bits) - (1 << (bits - 1))
    return None


def _advance_chain(p, yielded):
    """The addptrs taking iter_arg `p` to `yielded`, innermost first, each with its uniform step
    (all in the loop's body: the yield reads the last), or None."""
    chain = []
    v = yielded
    while v is not p:
        d = v.owner
        if not isinstance(d, Operation) or d.name != "tt.addptr":
            return None
        s = _uniform_step(d.operands[1])
        if s is None:
            return None
        chain.append((d, s))
        v = d.operands[0]
    return chain[::-1] or None


def _new(name, operands, result_type, attrs=None, loc=None) -> Operation:
    return OPS[name](operands, [result_type], attrs or {}, None, loc=loc)


def _insert_before(anchor: Operation, ops) -> None:
    block = anchor.parent
    i = block.ops.index(anchor)
    for o in ops:
        o.parent = block
    block.ops[i:i] = ops


def _rebase_uses(root, old, base, offset) -> None:
    """Every use of `old` under `root` reads `addptr(base, splat(offset))`, built before its user."""
    for user in [o for o in root.walk() if any(v is old for v in o.operands)]:
        splat = _new("tt.splat", [offset], TensorType(base.type.shape, I64), loc=user.loc)
        moved = _new("tt.addptr", [base, splat.result], base.type, loc=user.loc)
        _insert_before(user, [splat, moved])
        user.operands = [moved.result if v is old else v for v in user.operands]


def _rewrite(loop: Operation, k: int, chain, func_body) -> None:
    body = loop.regions[0]
    p, init, result = body.args[1 + k], loop.operands[3 + k], loop.results[k]
    yld = body.terminator
    zero = _new("arith.constant", [], I64, {"value": 0}, loop.loc)
    _insert_before(loop, [zero])
    loop.operands[3 + k] = zero.result
    p.type = result.type = I64
    _rebase_uses(body, p, init, p)
    # each addptr of the chain is P_init + (o + the steps so far): a running i64 sum computed
    # before it (its step is defined before it); the last sum is what the loop carries
    offset = p
    for d, s in chain:
        ops = []
        if isinstance(s, int):
            ops.append(_new("arith.constant", [], I64, {"value": s}, d.loc))
        elif s.type.bits < 64:
            ops.append(_new("arith.extsi", [s], I64, loc=d.loc))
        ops.append(_new("arith.addi", [offset, ops[-1].result if ops else s], I64, loc=d.loc))
        _insert_before(d, ops)
        offset = ops[-1].result
        if d is chain[-1][0]:
            yld.operands[k] = offset
        # (the chain's addptrs keep no users and go in dce)
        _rebase_uses(body, d.result, init, offset)
    _rebase_uses(func_body, result, init, result)


def _loop(loop: Operation, func_body) -> bool:
    body = loop.regions[0]
    changed = False
    for k in range(len(loop.operands) - 3):
        p = body.args[1 + k]
        if not (p.type.is_tensor() and p.type.scalar.is_ptr()):
            continue
        chain = _advance_chain(p, body.terminator.operands[k])
        if chain is not None:
            _rewrite(loop, k, chain, func_body)
            changed = True
    return changed


def pointer_offsets(module: Module) -> Module:
    for f in module.body.ops:
        changed = False
        for o in list(f.body.walk()):
            if o.name == "scf.for":
                changed |= _loop(o, f.body)
        if changed:
            dce(module)
    return module
