"""Memory operations of the semantic: load, store, atomics, and dot.

A mixin of `Semantic` (semantic.py), split off to keep each file one topic; it relies on the
promotion, broadcasting and cast helpers defined there.
"""
from __future__ import annotations

from . import dtypes as tdt
from .errors import KernelError
from .values import unwrap


def _fail(msg):
    raise KernelError(msg)


class MemorySemantics:
    # ------------------------------------------------------------------ memory
    def _mask_and_ptr(self, ptr, mask, what):
        ptr = self.to_tensor(ptr)
        if not ptr.dtype.is_ptr():
            _fail(f"unsupported pointer type {ptr.type!r} in `tl.{what}`")
        if getattr(ptr.dtype, "const", False) and what != "load":  # a tl.const pointer (Triton's wording)
            _fail("Cannot store to a constant pointer" if what == "store" else
                  f"Cannot store to a constant pointer (tl.{what})")
        if ptr.dtype.element_ty.is_fp8():
            self.check_fp8(ptr.dtype.element_ty)
        if mask is None:
            return ptr, None
        mask = self.to_tensor(mask)
        if not mask.dtype.is_int1():
            if what != "load":
                _fail(f"mask of tl.{what} must have boolean scalar type, got {mask.dtype!r}")
            mask = self.cast(mask, tdt.int1)
        if not ptr.type.is_block() and mask.type.is_block():
            _fail(f"mask of tl.{what} cannot be a block when the pointer is a scalar")
        if ptr.type.is_block():
            ptr, mask = self.broadcast_pair(ptr, mask)
        return ptr, mask

    def load(self, ptr, mask=None, other=None, cache_modifier="", eviction_policy="", volatile=False):
        ptr, mask = self._mask_and_ptr(ptr, unwrap(mask), "load")
        other = unwrap(other)
        if other is not None and mask is None:
            _fail("`other` cannot be given without `mask`")
        _check_modifiers(cache_modifier, eviction_policy, (".ca", ".cg", ".cs", ".cv"))
        elt = ptr.dtype.element_ty
        shape = list(ptr.type.shape) if ptr.type.is_block() else []
        if elt.is_int1():  # booleans live in memory as bytes
            ptr = self.cast(ptr, tdt.pointer_type(tdt.int8))
            if other is not None:
                other = self.cast(other, tdt.int1)
            ret = self.load(ptr, mask, None if other is None else self.cast(other, tdt.int8),
                            cache_modifier, eviction_policy, volatile)
            return self.cast(ret, tdt.int1)
        operands = [ptr]
        if mask is not None:
            operands.append(mask)
            if other is not None:
                other = self.broadcast_to_shape(self.cast(self.to_tensor(other), elt), shape)
                operands.append(other)
        ty = tdt.block_type(elt, shape) if shape else elt
        return self._make("tt.load", operands, ty, cache=unwrap(cache_modifier) or "",
                          evict=unwrap(eviction_policy) or "", volatile=bool(unwrap(volatile)))

    def store(self, ptr, value, mask=None, cache_modifier="", eviction_policy=""):
        ptr, mask = self._mask_and_ptr(ptr, unwrap(mask), "store")
        _check_modifiers(cache_modifier, eviction_policy, (".wb", ".cg", ".cs", ".wt"))
        value = self.to_tensor(value)
        shape = list(ptr.type.shape) if ptr.type.is_block() else []
        if value.type.is_block() and not shape:
            _fail("cannot store a block through a scalar pointer")
        elt = ptr.dtype.element_ty
        if elt.is_int1():
            ptr = self.cast(ptr, tdt.pointer_type(tdt.int8))
            elt = tdt.int8
        value = self.broadcast_to_shape(self.cast(value, elt), shape)
        operands = [ptr, value] + ([mask] if mask is not None else [])
        self.b.create("tt.store", [o.handle for o in operands], [],
                      {"cache": unwrap(cache_modifier) or "", "evict": unwrap(eviction_policy) or ""})

    def _atomic_operands(self, ptr, val, mask, op):
        ptr, mask = self._mask_and_ptr(ptr, unwrap(mask), f"atomic_{op}")
        elt = ptr.dtype.element_ty
        if elt.is_int1() or elt in (tdt.int8, tdt.uint8, tdt.int16, tdt.uint16) or elt.is_fp8():
            _fail(f"atomic_{op} does not support {elt.name}")
        if elt in (tdt.float16, tdt.bfloat16) and op not in ("add", "cas"):
            _fail(f"atomic_{op} does not support {elt.name}")
        shape = list(ptr.type.shape) if ptr.type.is_block() else []
        val = self.to_tensor(val)
        if val.type.is_block() and not shape:
            _fail(f"atomic_{op}: a block value needs a block of pointers")
        val = self.broadcast_to_shape(self.cast(val, elt), shape)
        if mask is None:
            mask = self.full(shape, True, tdt.int1)
        return ptr, val, mask

    def atomic_rmw(self, op, ptr, val, mask=None, sem=None, scope=None):
        ptr, val, mask = self._atomic_operands(ptr, val, mask, op)
        elt = val.dtype
        if op in ("and", "or", "xor") and not elt.is_int():
            _fail(f"atomic_{op} needs integers, got {elt!r}")
        if op in ("max", "min") and elt.is_floating():
            return self._atomic_float_minmax(op, ptr, val, mask, sem, scope)
        kind = {"add": "fadd" if elt.is_floating() else "add",
                "max": "umax" if elt.is_int_unsigned() else "max",
                "min": "umin" if elt.is_int_unsigned() else "min"}.get(op, op)
        return self._make("tt.atomic_rmw", [ptr, val, mask], val.type, op=kind, **_sem_scope(sem, scope))

    def _atomic_float_minmax(self, op, ptr, val, mask, sem, scope):
        # Floats order like their bit patterns read as signed ints when the sign bit is clear and
        # reversed (unsigned) when it is set, so max/min become one integer atomic per sign. The sign
        # bit, not `val < 0`, decides: -0.0 is below +0.0 and above every negative number.
        ity = {16: tdt.int16, 32: tdt.int32, 64: tdt.int64}[val.dtype.primitive_bitwidth]
        iptr = self.cast(ptr, tdt.pointer_type(ity))
        ival = self.bitcast(val, ity)
        pos = self.greater_equal(ival, 0)
        neg = self.less_than(ival, 0)
        pos_op, neg_op = ("max", "umin") if op == "max" else ("min", "umax")
        attrs = _sem_scope(sem, scope)
        r1 = self._make("tt.atomic_rmw", [iptr, ival, self.and_(mask, pos)], ival.type, op=pos_op, **attrs)
        r2 = self._make("tt.atomic_rmw", [iptr, ival, self.and_(mask, neg)], ival.type, op=neg_op, **attrs)
        return self.bitcast(self.where(pos, r1, r2), val.dtype)

    def atomic_cas(self, ptr, cmp, val, sem=None, scope=None):
        ptr, val, _ = self._atomic_operands(ptr, val, None, "cas")
        cmp = self.broadcast_to_shape(self.cast(self.to_tensor(cmp), val.dtype),
                                      list(ptr.type.shape) if ptr.type.is_block() else [])
        if val.dtype.primitive_bitwidth not in (16, 32, 64):
            _fail(f"atomic_cas does not support {val.dtype!r}")
        return self._make("tt.atomic_cas", [ptr, cmp, val], val.type, **_sem_scope(sem, scope))

    # ------------------------------------------------------------------ dot
    def _fp8_dot_operands(self, a, b, acc, out_dtype):
        return _fp8_dot_operands_impl(self, a, b, acc, out_dtype)

    def _batched_dot(self, a, b, acc, input_precision, max_num_imprecise_acc, out_dtype):
        """A dot over several leading batch dimensions is one 3-D dot over their product (as Triton
        accepts it): the batch dimensions are merged by reshapes, which keep the elements' order."""
        sa, sb = list(a.type.shape), list(b.type.shape)
        batch = 1
        for d in sa[:-2]:
            batch *= d
        a3 = self.reshape(a, [batch] + sa[-2:])
        b3 = self.reshape(b, [batch] + sb[-2:])
        acc3 = None if acc is None else self.reshape(self.to_tensor(acc), [batch, sa[-2], sb[-1]])
        c = self.dot(a3, b3, acc3, input_precision, max_num_imprecise_acc, out_dtype)
        return self.reshape(c, sa[:-1] + [sb[-1]])

    def dot(self, a, b, acc=None, input_precision=None, max_num_imprecise_acc=None, out_dtype=None):
        a, b = self.to_tensor(a), self.to_tensor(b)
        out_dtype = unwrap(out_dtype)
        if not (a.type.is_block() and b.type.is_block()):
            _fail("dot needs two blocks")
        sa, sb = a.type.shape, b.type.shape
        if len(sa) == len(sb) > 3 and list(sa[:-2]) == list(sb[:-2]):
            return self._batched_dot(a, b, acc, input_precision, max_num_imprecise_acc, out_dtype)
        if len(sa) != len(sb) or len(sa) < 2:
            _fail(f"dot needs two blocks of one rank, 2-D or more (batched), got shapes {list(sa)} and {list(sb)}")
        if len(sa) > 3:
            _fail(f"dot batch dimensions differ: {list(sa[:-2])} and {list(sb[:-2])}")
        if sa[-1] != sb[-2]:
            _fail(f"dot shapes {list(sa)} and {list(sb)} do not match: {sa[-1]} != {sb[-2]}")
        if len(sa) == 3 and sa[0] != sb[0]:
            _fail(f"dot batch sizes differ: {sa[0]} and {sb[0]}")
        native_fp8 = False
        if a.dtype.is_fp8() and b.dtype.is_fp8():
            imprecise = unwrap(max_num_imprecise_acc)
            if imprecise is not None and imprecise > sa[-1]:  # Triton's check (it only concerns fp8 operands)
                _fail(f"max_num_imprecise_acc ({imprecise}) must be <= K ({sa[-1]})")
            if imprecise is None:  # (Triton's default: the backend's; Hopper's lets the fp8 MMAs accumulate alone)
                max_num_imprecise_acc = self.options.get("max_num_imprecise_acc_default", 0)
            native_fp8 = _fp8_dot_native(self, a, b, acc, out_dtype)
            if not native_fp8:
                a, b, out_dtype = self._fp8_dot_operands(a, b, acc, out_dtype)
        if a.dtype != b.dtype:
            _fail(f"both operands of dot must have the same dtype, got {a.dtype.name} and {b.dtype.name}")
        elt = a.dtype
        min_k = {8: 32, 16: 16, 32: 8, 64: 4}.get(elt.primitive_bitwidth, 16)
        if sa[-1] < min_k:
            _fail(f"dot of {elt.name} needs K >= {min_k}, got shapes {list(sa)} and {list(sb)}")
        if acc is not None and out_dtype is None:
            out_dtype = self.to_tensor(acc).dtype
        out_dtype = tdt.float32 if out_dtype is None else out_dtype
        if elt.is_int():
            if elt not in (tdt.int8, tdt.uint8):
                _fail(f"dot supports int8 integers only, got {elt.name}")
            ret_elt = tdt.int32
        elif elt == tdt.float16:
            if out_dtype not in (tdt.float16, tdt.float32):
                _fail(f"out_dtype={out_dtype!r} is unsupported; use float32 or float16 and cast afterwards")
            ret_elt = out_dtype
        elif elt in (tdt.bfloat16, tdt.float32) or native_fp8:
            ret_elt = tdt.float32
        elif elt == tdt.float64:
            ret_elt = tdt.float64
        else:
            _fail(f"dot does not support {elt.name}")
        precision = unwrap(input_precision)
        if precision is None:
            precision = self.options.get("default_dot_input_precision", "ieee") if elt == tdt.float32 else "ieee"
        precision = str(precision).lower()
        if precision not in ("tf32", "tf32x3", "ieee", "bf16x3", "bf16x6"):
            _fail(f"input_precision must be one of (tf32, tf32x3, ieee, bf16x3, bf16x6); got {precision!r}")
        shape = list(sa[:-1]) + [sb[-1]]
        ret_ty = tdt.block_type(ret_elt, shape)
        if acc is None:
            acc = self.full(shape, 0, ret_elt)
        else:
            acc = self.to_tensor(acc)
            if acc.type != ret_ty:
                _fail(f"dot accumulator must be {ret_ty!r}, got {acc.type!r}")
        return self._make("tt.dot", [a, b, acc], ret_ty, input_precision=precision,
                          max_num_imprecise_acc=int(unwrap(max_num_imprecise_acc) or 0))


def _fp8_dot_native(sem, a, b, acc, out_dtype) -> bool:
    """Whether this fp8 dot keeps its operands (a backend whose tensor cores take them, by its
    `fp8_dot_native` option: Hopper's wgmma) rather than casting them to fp16: same format on both
    sides, fp32 sums."""
    if a.dtype != b.dtype or a.dtype.name not in sem.options.get("fp8_dot_native", ()):
        return False
    for x in (a, b):
        sem.check_fp8(x.dtype)
    out = unwrap(out_dtype) if out_dtype is not None else (sem.to_tensor(acc).dtype if acc is not None else tdt.float32)
    return out == tdt.float32 and a.type.shape[-1] >= 32


def _fp8_dot_operands_impl(sem, a, b, acc, out_dtype):
    for x in (a, b):
        sem.check_fp8(x.dtype)
        if x.dtype.name in sem.options.get("deprecated_fp8_dot_operand_dtypes", ()):
            _fail(f"{x.dtype.codegen_name()} is deprecated as a dot operand on this architecture: cast it to "
                  "float16 first")
    sa = a.type.shape
    if sa[-1] < 32:
        _fail(f"dot of fp8 operands needs K >= 32, got shapes {list(sa)} and {list(b.type.shape)}")
    if acc is not None and out_dtype is None:
        out_dtype = sem.to_tensor(acc).dtype
    out_dtype = tdt.float32 if out_dtype is None else out_dtype
    if out_dtype not in (tdt.float16, tdt.float32):
        _fail(f"out_dtype={out_dtype!r} is unsupported for fp8 operands; use float32 or float16 and cast afterwards")
    # every fp8 value is exact in fp16 and products of two are exact in fp32: the fp16 dot computes it
    return sem.cast(a, tdt.float16), sem.cast(b, tdt.float16), out_dtype


def _check_modifiers(cache, evict, allowed_cache):
    cache, evict = unwrap(cache) or "", unwrap(evict) or ""
    if cache not in ("",) + allowed_cache:
        _fail(f"cache_modifier {cache!r} is not one of {list(allowed_cache)}")
    if evict not in ("", "evict_last", "evict_first", "evict_normal"):
        _fail(f"eviction_policy {evict!r} is not one of evict_first, evict_last, evict_normal")


def _sem_scope(sem, scope):
    sem, scope = unwrap(sem) or "acq_rel", unwrap(scope) or "gpu"
    if sem not in ("acq_rel", "acquire", "release", "relaxed"):
        _fail(f"atomic sem must be acq_rel, acquire, release or relaxed, got {sem!r}")
    if scope not in ("gpu", "cta", "sys"):
        _fail(f"atomic scope must be gpu, cta or sys, got {scope!r}")
    return {"sem": sem, "scope": scope}
