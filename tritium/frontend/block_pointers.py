"""Block pointers (`tl.make_block_ptr`, `tl.advance`) and tensor descriptors
(`tl.make_tensor_descriptor`, host-side `TensorDescriptor` arguments), lowered in the frontend.

Both are compile-time values made of scalar tensors (base pointer, shape, strides, offsets) and a
static block shape. A load or store through one becomes a plain `tt.load`/`tt.store` of a tile of
pointers

    base + sum_d (offsets[d] + arange(block_shape[d])) * strides[d]      (64-bit offsets)

with a mask for the checked dimensions (index in [0, shape[d])), so every backend runs them with
no code of its own. The values travel through loops, branches and @jit calls as their tensors
(`values.composite`); the loop code stops carrying the parts a loop leaves unchanged.
"""
from __future__ import annotations

from . import dtypes as tdt
from .errors import KernelError
from .markers import builtin
from .values import composite, constexpr, sem, tensor, unwrap


def _fail(msg):
    raise KernelError(msg)


def _seq(x, what):
    x = unwrap(x)
    if isinstance(x, (tuple, list)):
        return [unwrap(e) for e in x]
    if isinstance(x, tensor) and x.type.is_block():
        _fail(f"{what} must be a tuple or list of scalars, got a block {x.type!r}")
    return [x]


def _static_ints(x, what):
    out = []
    for e in _seq(x, what):
        if isinstance(e, tensor) or not isinstance(e, int) or isinstance(e, bool):
            _fail(f"Expected a list of constant integers in `{what}`, got {e!r}")
        out.append(e)
    return out


# ---------------------------------------------------------------------------------- values
class block_pointer(composite):
    """`tl.make_block_ptr(...)`: a block of `block_shape` at `offsets` in a tensor of `shape`/`strides`."""

    def __init__(self, base, shape, strides, offsets, block_shape, order):
        self.base, self.shape, self.strides, self.offsets = base, tuple(shape), tuple(strides), tuple(offsets)
        self.block_shape, self.order = tuple(block_shape), tuple(order)

    def _flatten(self):
        return (self.base, self.shape, self.strides, self.offsets), (self.block_shape, self.order)

    @classmethod
    def _rebuild(cls, meta, values):
        base, shape, strides, offsets = values
        return cls(base, shape, strides, offsets, *meta)

    @property
    def element_ty(self):
        """The type of the elements the block pointer points at."""
        return self.base.dtype.element_ty

    @property
    def type(self):
        return tdt.pointer_type(tdt.block_type(self.element_ty, self.block_shape))

    @property
    def dtype(self):
        """As in Triton, where a block pointer is a scalar tensor of type pointer<block>: its type, so
        that `p.dtype.element_ty` (as kernels write it, `x.to(p.dtype.element_ty)`) is the block type."""
        return self.type

    def __repr__(self):
        return f"block_pointer<{self.element_ty!r}{list(self.block_shape)}>"

    def __bool__(self):
        raise TypeError("a block pointer has no truth value")


class tensor_descriptor(composite):
    """A tensor descriptor: `tl.make_tensor_descriptor(...)` or a host `TensorDescriptor` argument
    (`host`: its parts are that argument's, which a TMA target's launcher encodes a tensor map of)."""

    def __init__(self, base, shape, strides, block_shape, padding="zero", host=False):
        self.base, self.shape, self.strides = base, tuple(shape), tuple(strides)
        self.block_shape_, self.padding, self.host = tuple(block_shape), padding, host

    def _flatten(self):
        return (self.base, self.shape, self.strides), (self.block_shape_, self.padding, self.host)

    @classmethod
    def _rebuild(cls, meta, values):
        base, shape, strides = values
        return cls(base, shape, strides, *meta)

    @property
    def dtype(self):
        return self.base.dtype.element_ty

    @property
    def block_shape(self):
        return tuple(constexpr(b) for b in self.block_shape_)

    @property
    def block_type(self):
        return tdt.block_type(self.dtype, self.block_shape_)

    @property
    def type(self):
        return self.block_type

    @property
    def rank(self):
        return len(self.block_shape_)

    def __repr__(self):
        return f"tensor_descriptor<{self.dtype!r}{list(self.block_shape_)}>"

    def __bool__(self):
        raise TypeError("a tensor descriptor has no truth value")

    # methods kernels call: desc.load(offsets), desc.store(offsets, value), desc.atomic_add(...)
    @builtin
    def load(self, offsets):
        return sem().descriptor_load(self, offsets)

    @builtin
    def store(self, offsets, value):
        return sem().descriptor_store(self, offsets, value)

    def _atomic(op):
        def f(self, offsets, value):
            return sem().descriptor_atomic(self, offsets, value, op)
        f.__name__ = f"atomic_{op}"
        return builtin(f)

    atomic_add, atomic_min, atomic_max = _atomic("add"), _atomic("min"), _atomic("max")
    atomic_and, atomic_or, atomic_xor = _atomic("and"), _atomic("or"), _atomic("xor")
    del _atomic


class TensorDescSig(tuple):
    """The signature entry of a host `TensorDescriptor` argument: a tuple of the types of the kernel
    arguments it expands to (base pointer, shape as i32, strides as i64 but the last one, which is 1
    and compiled in), so the launch machinery flattens it as it flattens tuples; `block_shape` and
    `padding` rebuild the descriptor inside the kernel."""

    @staticmethod
    def make(ptr_ty, block_shape, padding="zero"):
        rank = len(block_shape)
        sig = TensorDescSig((ptr_ty,) + (tdt.int32,) * rank + (tdt.int64,) * (rank - 1) + (constexpr(1),))
        sig.block_shape, sig.padding = tuple(int(b) for b in block_shape), padding
        return sig

    def placeholder(self, leaf):
        """The descriptor a kernel parameter of this type starts as (leaf: type -> placeholder)."""
        r = len(self.block_shape)
        return tensor_descriptor(leaf(self[0]), tuple(leaf(t) for t in self[1:1 + r]),
                                 tuple(leaf(t) for t in self[1 + r:]), self.block_shape, self.padding, host=True)

    def __repr__(self):
        return f"tensordesc<{self[0].element_ty.mangle()}{list(self.block_shape)}{',nan' if self.padding == 'nan' else ''}>"

    __str__ = __repr__

    def __eq__(self, other):
        return isinstance(other, TensorDescSig) and tuple.__eq__(self, other) and \
            (self.block_shape, self.padding) == (other.block_shape, other.padding)

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash((tuple(self), self.block_shape, self.padding))

    def __reduce__(self):
        return _make_desc_sig, (self[0], self.block_shape, self.padding)


def _make_desc_sig(ptr_ty, block_shape, padding):
    return TensorDescSig.make(ptr_ty, block_shape, padding)


# ------------------------------------------------------------------------------- semantics
_PADDINGS = ("", "zero", "nan")


class BlockSemantics:
    """Mixin of `Semantic`: block pointers and tensor descriptors as pointer tiles and masks."""

    # --- scalars
    def _index_scalar(self, x, what, ty):
        """A shape/stride/offset element -> a scalar tensor of `ty` (Triton's conversions: ints of
        any width widen to i64 for shapes and strides; block pointer offsets must be i32)."""
        x = unwrap(x)
        if isinstance(x, bool):
            _fail(f"Expected an integer in `{what}`, got {x!r}")
        if isinstance(x, int):
            lo, hi = (-2**63, 2**63) if ty == tdt.int64 else (-2**31, 2**31)
            if not lo <= x < hi:
                _fail(f"Block pointers only support {ty.primitive_bitwidth} bit `{what}`, got a value {x} "
                      "which is out of the range")
            return self.scalar_constant(x, ty)
        if not isinstance(x, tensor):
            _fail(f"Expected integers in `{what}`, got {type(x).__name__}")
        if x.type.is_block():
            if x.type.numel != 1:
                _fail(f"Expected a scalar in `{what}`, got a block {x.type!r}")
            x = self.reshape(x, [])
        if not x.dtype.is_int() or x.dtype.is_int1():
            _fail(f"Expected an integer scalar type in `{what}`, got {x.dtype!r}")
        if x.dtype == ty:
            return x
        if ty == tdt.int32 and what == "offsets":
            _fail("Block pointers only support 32 bit `offsets/block_shape`, add a `.to(tl.int32)` or use regular "
                  f"indexing for 64 bit support (got {x.dtype!r})")
        return self.cast(x, ty)

    def _base(self, base, what):
        base = unwrap(base)
        if not isinstance(base, tensor) or not base.dtype.is_ptr() or base.type.is_block():
            _fail(f"Expected `base` of {what} to be a scalar pointer, got "
                  f"{base.type if isinstance(base, tensor) else type(base).__name__!r}")
        return base

    # --- block pointers
    def make_block_ptr(self, base, shape, strides, offsets, block_shape, order):
        base = self._base(base, "tl.make_block_ptr")
        if base.dtype.element_ty.is_int1():  # booleans live in memory as bytes
            base = self.cast(base, tdt.pointer_type(tdt.int8))
        block_shape = self.check_shape(_static_ints(block_shape, "block_shape"))
        order = _static_ints(order, "order")
        if sorted(order) != list(range(len(order))):
            _fail(f"Expected a permutation of (0, 1, ..., len(order)-1) in order, got {order}")
        shape, strides, offsets = (_seq(shape, "shape"), _seq(strides, "strides"), _seq(offsets, "offsets"))
        rank = len(block_shape)
        if not all(len(x) == rank for x in (shape, strides, offsets, order)):
            _fail("Expected shape/strides/offsets/block_shape to have the same length, got "
                  f"{len(shape)}/{len(strides)}/{len(offsets)}/{rank} (order {len(order)})")
        return block_pointer(base, [self._index_scalar(x, "shape", tdt.int64) for x in shape],
                             [self._index_scalar(x, "strides", tdt.int64) for x in strides],
                             [self._index_scalar(x, "offsets", tdt.int32) for x in offsets], block_shape, order)

    def advance(self, ptr, offsets):
        ptr = unwrap(ptr)
        if not isinstance(ptr, block_pointer):
            _fail(f"tl.advance needs a block pointer (from tl.make_block_ptr), got {_kind(ptr)}")
        offsets = _seq(offsets, "offsets")
        if len(offsets) != len(ptr.block_shape):
            _fail(f"tl.advance: expected {len(ptr.block_shape)} offsets for a block pointer of rank "
                  f"{len(ptr.block_shape)}, got {len(offsets)}")
        new = [o if isinstance(unwrap(d), int) and unwrap(d) == 0 else
               self.add(o, self._index_scalar(d, "offsets", tdt.int32)) for o, d in zip(ptr.offsets, offsets)]
        return block_pointer(ptr.base, ptr.shape, ptr.strides, new, ptr.block_shape, ptr.order)

    def _tile(self, base, shape, strides, offsets, block_shape, checked):
        """(block of pointers, mask or None) of a block at `offsets`; `checked`: dims to mask."""
        rank = len(block_shape)
        total, mask = None, None
        for d, n in enumerate(block_shape):
            off = self.cast(self.arange(0, n), tdt.int64)
            start = unwrap(offsets[d])
            if not (isinstance(start, int) and start == 0):
                start = start if isinstance(start, tensor) else self._index_scalar(start, "offsets", tdt.int64)
                off = self.add(off, self.cast(start, tdt.int64))
            for _ in range(d):
                off = self.expand_dims(off, 0)
            for _ in range(rank - d - 1):
                off = self.expand_dims(off, len(off.type.shape))
            stride = unwrap(strides[d])
            term = off if isinstance(stride, int) and stride == 1 else self.mul(off, stride)
            total = term if total is None else self.add(total, term)
            if d in checked:
                lim = unwrap(shape[d])
                lim = self.cast(lim, tdt.int64) if isinstance(lim, tensor) else lim
                m = self.and_(self.greater_equal(off, 0), self.less_than(off, lim))
                mask = m if mask is None else self.and_(mask, m)
        ptr = self.add(base, self.broadcast_to_shape(total, block_shape))
        if mask is not None:
            mask = self.broadcast_to_shape(mask, block_shape)
        return ptr, mask

    @staticmethod
    def _boundary_check(boundary_check, rank):
        bc = unwrap(boundary_check)
        if bc is None or (isinstance(bc, (tuple, list)) and not bc):
            return ()
        bc = [unwrap(d) for d in bc] if isinstance(bc, (tuple, list)) else [bc]
        for d in bc:
            if isinstance(d, tensor) or not isinstance(d, int) or isinstance(d, bool) or not 0 <= d < rank:
                _fail(f"boundary_check must list dimensions in [0, {rank}) of the block, got {d!r}")
        if len(set(bc)) != len(bc):
            _fail(f"Duplicate dimension in `boundary_check`: {bc}")
        return tuple(sorted(bc))

    @staticmethod
    def _padding(padding, elt, what="padding_option"):
        padding = unwrap(padding)
        padding = "" if padding is None else padding
        if padding not in _PADDINGS:
            _fail(f"Padding option {padding!r} not supported: {what} must be one of '', 'zero', 'nan'")
        if padding == "nan" and not elt.is_floating():
            _fail("Padding option `nan` is not supported for integer block pointers")
        return padding

    def _other(self, padding, elt):
        return float("nan") if padding == "nan" else 0

    def load_block_ptr(self, ptr, mask, other, boundary_check, padding_option, cache_modifier, eviction_policy,
                       volatile):
        if unwrap(mask) is not None or unwrap(other) is not None:
            _fail("`mask` and `other` arguments cannot be specified for loading block pointers")
        elt = ptr.element_ty
        padding = self._padding(padding_option, elt)
        checked = self._boundary_check(boundary_check, len(ptr.block_shape))
        ptrs, m = self._tile(ptr.base, ptr.shape, ptr.strides, ptr.offsets, ptr.block_shape, checked)
        tile = self.load(ptrs, m, None if m is None else self._other(padding, elt), cache_modifier,
                         eviction_policy, volatile)
        return tile if volatile else self._block_ptr_hint("tt.descriptor_load", ptr, checked, padding, tile)

    def _block_ptr_hint(self, name, ptr, checked, padding, tile):
        """A block pointer checked in every dimension reads and writes as a descriptor made from
        its parts does (outside the shape: the padding read, nothing written), so its tile gets
        that descriptor's TMA hint; one unchecked in a dimension reads the memory past the shape,
        which a tensor map does not, and keeps its pointer tile."""
        if checked != tuple(range(len(ptr.block_shape))):
            return tile
        return self._tma_hint(name, ptr.base, ptr.shape, ptr.strides, ptr.block_shape, padding or "zero",
                              ptr.offsets, tile, made=True)

    def _block_value(self, value, block_shape, what):
        value = self.to_tensor(value)
        if not value.type.is_block():
            return self.broadcast_to_shape(value, list(block_shape))
        if tuple(value.type.shape) != tuple(block_shape):
            _fail(f"{what}: block shape {list(block_shape)} and value shape {list(value.type.shape)} mismatch")
        return value

    def store_block_ptr(self, ptr, value, mask, boundary_check, cache_modifier, eviction_policy):
        if unwrap(mask) is not None:
            _fail("`mask` argument cannot be specified for storing block pointers")
        value = self._block_value(value, ptr.block_shape, "tl.store through a block pointer")
        checked = self._boundary_check(boundary_check, len(ptr.block_shape))
        ptrs, m = self._tile(ptr.base, ptr.shape, ptr.strides, ptr.offsets, ptr.block_shape, checked)
        value = self._block_ptr_hint("tt.descriptor_store", ptr, checked, "zero", self.cast(value, ptr.element_ty))
        return self.store(ptrs, value, m, cache_modifier, eviction_policy)

    # --- tensor descriptors
    def make_tensor_descriptor(self, base, shape, strides, block_shape, padding_option="zero"):
        base = self._base(base, "tl.make_tensor_descriptor")
        shape, strides = _seq(shape, "shape"), _seq(strides, "strides")
        ndim = len(shape)
        if not 1 <= ndim <= 5:
            _fail(f"Expected 1 <= ndim <= 5 but got {ndim} dimensions")
        if len(strides) != ndim:
            _fail(f"Expected {ndim} strides but got {len(strides)}")
        block_shape = _static_ints(block_shape, "block_shape")
        if len(block_shape) != ndim:
            _fail(f"Expected block_shape to have {ndim} dimensions but got {len(block_shape)}")
        elt = base.dtype.element_ty
        elem_size = max(1, elt.primitive_bitwidth // 8)
        if block_shape[-1] * elem_size < 16:
            _fail("Descriptor block shape must have at least 16 bytes in the last dimension, but got "
                  f"{block_shape[-1]} * {elem_size} = {block_shape[-1] * elem_size} bytes")
        last = unwrap(strides[-1])
        if not isinstance(last, tensor) and last != 1:
            _fail(f"Tensor descriptor last dim must be 1 but got {last}")
        block_shape = self.check_shape(block_shape)
        padding = unwrap(padding_option)
        if padding not in ("zero", "nan"):
            _fail(f"Padding option {padding!r} not supported: padding_option must be 'zero' or 'nan'")
        if padding == "nan" and not elt.is_floating():
            _fail("Padding option `nan` is not supported for integer blocks")
        shape = [self._index_scalar(x, "shape", tdt.int32) for x in shape]
        strides = [self._index_scalar(x, "strides", tdt.int64) for x in strides]
        return tensor_descriptor(base, shape, strides, block_shape, padding)

    def _desc_tile(self, desc, offsets):
        desc = unwrap(desc)
        if not isinstance(desc, tensor_descriptor):
            _fail(f"expected a tensor descriptor, got {_kind(desc)}")
        offsets = _seq(offsets, "offsets")
        if len(offsets) != desc.rank:
            _fail(f"expected {desc.rank} offsets, but got {len(offsets)}")
        offsets = [o if isinstance(o, int) else self._index_scalar(o, "descriptor offsets", tdt.int64)
                   for o in offsets]
        return self._tile(desc.base, desc.shape, desc.strides, offsets, desc.block_shape_, range(desc.rank))

    def descriptor_load(self, desc, offsets):
        ptrs, m = self._desc_tile(desc, offsets)
        desc = unwrap(desc)
        tile = self.load(ptrs, m, self._other(desc.padding, desc.dtype))
        return self._desc_hint("tt.descriptor_load", desc, offsets, tile)

    def _desc_hint(self, name, desc, offsets, tile):
        return self._tma_hint(name, desc.base, desc.shape, desc.strides, desc.block_shape_, desc.padding, offsets,
                              tile, made=not desc.host)

    def _tma_hint(self, name, base, shape, strides, block_shape, padding, offsets, tile, made):
        """On a target with TMA (option tma_descriptors), `tile` marked with which box of which
        descriptor it is, so the GPU pipeline may copy it with a tensor map instead
        (passes/gpu_tma.py); offsets become TMA's i32 coordinates. Elsewhere `tile` as it is. A
        descriptor the kernel made (or a block pointer's parts) also names its last stride (attr
        `last_stride`), which the pass needs to find the constant 1 (after inlining: helpers
        receive it as a parameter)."""
        if not (self.options.get("tma_descriptors") and len(block_shape) == 2):
            return tile
        coords = []
        for o in _seq(offsets, "offsets"):
            if isinstance(o, int):
                if not -2 ** 31 <= o < 2 ** 31:
                    return tile
                coords.append(self.scalar_constant(o, tdt.int32))
            elif isinstance(o, tensor) and o.dtype == tdt.int32 and not o.type.is_block():
                coords.append(o)
            else:
                return tile  # (64-bit or block offsets: the pointer tile it stays)
        parts = [tile, base, *shape, *(strides if made else strides[:-1]), *coords]
        return tensor(self.b.value(name, [x.handle for x in parts], tile.type.to_ir(), block=list(block_shape),
                                   padding=padding, **({"last_stride": True} if made else {})), tile.type)

    def descriptor_store(self, desc, offsets, value):
        ptrs, m = self._desc_tile(desc, offsets)
        value = self._block_value(value, unwrap(desc).block_shape_, "tensor descriptor store")
        desc = unwrap(desc)
        value = self._desc_hint("tt.descriptor_store", desc, offsets, self.cast(value, desc.dtype))
        return self.store(ptrs, value, m)

    def descriptor_atomic(self, desc, offsets, value, op):
        ptrs, m = self._desc_tile(desc, offsets)
        value = self._block_value(value, unwrap(desc).block_shape_, f"tensor descriptor atomic_{op}")
        self.atomic_rmw(op, ptrs, value, m)


def _kind(x):
    x = unwrap(x)
    return repr(x.type) if isinstance(x, tensor) else repr(x) if isinstance(x, composite) else type(x).__name__
