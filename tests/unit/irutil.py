"""Helpers to build small tile-IR modules by hand in the IR unit tests."""
from tritium.ir import Block, Builder, Func, Module
from tritium.ir import types as T

PF32 = T.PtrType(T.f32)
PI32 = T.PtrType(T.i32)


def tensor(shape, elt):
    return T.TensorType(tuple(shape), elt)


def new_module():
    return Module([], [], {}, [Block()])


def add_func(module, name, arg_types, result_types=None, visibility="public", loc=None, **extra):
    attrs = {"sym_name": name, "visibility": visibility}
    if result_types:
        attrs["result_types"] = list(result_types)
    attrs.update(extra)
    f = Func([], [], attrs, [Block(arg_types)], loc=loc)
    module.body.append(f)
    return f, Builder(f.body), f.body.args


def const(b, value, t):
    return b.value("arith.constant", [], t, value=value)


def region(arg_types, build):
    """A Block with `arg_types` whose body `build(builder, *args)` fills (it must add the terminator)."""
    blk = Block(arg_types)
    build(Builder(blk), *blk.args)
    return blk


def ops_of(module):
    return [o for f in module.body.ops for o in f.walk()]


def op_names(module):
    return [o.name for o in ops_of(module)]
