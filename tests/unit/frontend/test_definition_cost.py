"""What defining a kernel costs (issue 14): `import tritium.language` and `@tritium.jit` must not
pay for compiling. These tests check which modules a definition imports (never wall-clock time)
and that what was made lazy or cheaper for it behaves exactly as before:

- a kernel's source is located when it is defined but cut out of its file on first use, without
  `tokenize` (frontend/function.py): src, src_lines and first_line must equal what
  `inspect.getsourcelines` gives, for every layout of a function;
- the IR's types, backends.base's Target and SpecializationRule and the frontend's Param are
  hand-written immutable records: equality, hashing, repr and pickling as frozen dataclasses.
"""
import ast
import inspect
import os
import pickle
import subprocess
import sys
import textwrap

import pytest

import tritium
from tritium.backends.base import SpecializationRule, Target
from tritium.frontend.function import KernelFunction, Param, _decorator_lines, _fast_block
from tritium.ir import types as T

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

DEFINE = r'''
import sys
import numpy  # (the program's own imports come first, as in benchmarks/cpu_first_launch.py)
before = set(sys.modules)
import tritium
import tritium.language as tl


@tritium.jit
def add_kernel(x_ptr, y_ptr, z_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(z_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)


import tokenize
from tritium.language import standard
compiled = getattr(tokenize, "_compile", None)
print(sorted(set(sys.modules) - before))  # (what the definition imported)
print(sorted(name for name, v in vars(standard).items() if getattr(v, "_src", "") is not None
             and type(v).__name__ == "KernelFunction"))
print(compiled.cache_info().currsize if hasattr(compiled, "cache_info") else -1)
'''


def _define_in_fresh_process(tmp_path):
    path = tmp_path / "define_kernel.py"
    path.write_text(DEFINE)
    env = {**os.environ, "PYTHONPATH": ROOT + os.pathsep + os.environ.get("PYTHONPATH", "")}
    r = subprocess.run([sys.executable, str(path)], capture_output=True, text=True, env=env, timeout=120)
    assert r.returncode == 0, r.stderr
    mods, located, tokenized = r.stdout.strip().splitlines()
    return set(ast.literal_eval(mods)), ast.literal_eval(located), int(tokenized)


def test_defining_a_kernel_imports_nothing_that_only_compiling_needs(tmp_path):
    mods, located, tokenized = _define_in_fresh_process(tmp_path)
    compile_only = ["tritium.frontend.ast_to_ir", "tritium.frontend.semantic", "tritium.frontend.control_flow",
                    "tritium.passes", "tritium.runtime.interpreter", "tritium.runtime.binder",
                    "tritium.runtime.binder_keys", "tritium.ir.layouts",
                    "tritium.ir.builder", "tritium.codegen", "tritium.backends.registry", "tritium.backends.cpu",
                    "llvmlite", "hashlib", "_hashlib", "dataclasses", "tritium.tools.tensor_descriptor"]
    assert [m for m in compile_only if m in mods] == []
    # the language's @helper kernels were defined without cutting their source out of the file
    assert located == []
    if tokenized != -1:  # (CPython's tokenize keeps its compiled regexes in an lru_cache)
        assert tokenized == 0, "defining kernels ran tokenize"


LAYOUTS = '''
import functools


def deco(*a, **k):
    return (lambda f: f) if not (len(a) == 1 and callable(a[0])) else a[0]


@deco
def plain(x):
    y = x + 1
    return y


@deco
@deco(
    1,
    2,
)
def many_decorators(
    x,
    y,
):
    """A docstring
with a line at column 0."""
    z = (x +
1)
    return z  # a comment on the last line
    # a trailing comment inside the body's indentation

  # a shallower comment (not kept)
        # a deeper one (kept)

def one_liner(x): return x
after_one_liner = 1


def _wrapper(x):
    return plain(x)


wrapped = functools.wraps(plain)(_wrapper)  # (its source is plain's, as inspect unwraps it)


def string_at_column_0(x):
    s = """
def not_a_function():
    pass
"""
    return s


def backslash(x):
    y = 1 + \\
2
    return y


class Holder:
    @staticmethod
    @deco
    def method(x):
        if x:
            return 1
        # comment at the body's indentation
        return 2

    # comment at the class body's indentation

    def other(self):
        pass


def outer():
    def inner(a):
        return a
    return inner


async def coroutine(x):
    return x


def last_in_file(x):
    return x
    # the end'''


def _functions(ns):
    out = []
    for v in ns.values():
        if inspect.isfunction(v):
            out.append(v)
        elif inspect.isclass(v):
            out += [f.__func__ if isinstance(f, staticmethod) else f for f in vars(v).values()
                    if inspect.isfunction(f) or isinstance(f, staticmethod)]
    out.append(ns["outer"]())
    return [f for f in out if f.__name__ != "deco"]  # (*args: not a kernel's signature)


def test_located_source_equals_inspect_getsourcelines(tmp_path):
    """src, src_lines and first_line as the eager getsourcelines + decorator skip gave them."""
    path = tmp_path / "layouts.py"
    path.write_text(LAYOUTS)
    ns = {"__name__": "layouts"}
    exec(compile(LAYOUTS, str(path), "exec"), ns)
    fns = _functions(ns)
    assert len(fns) >= 10
    for fn in fns:
        lines, first = inspect.getsourcelines(fn)
        skip = _decorator_lines(textwrap.dedent("".join(lines)))
        kf = KernelFunction(fn)
        assert kf.src_lines == lines[skip:], fn.__name__
        assert kf.src == textwrap.dedent("".join(lines[skip:])), fn.__name__
        assert kf.first_line == first + skip, fn.__name__
        assert kf.filename == str(path)


def test_fast_block_is_used_for_ordinary_layouts_and_left_for_others(tmp_path):
    path = tmp_path / "layouts2.py"
    path.write_text(LAYOUTS)
    ns = {"__name__": "layouts2"}
    exec(compile(LAYOUTS, str(path), "exec"), ns)
    lines = LAYOUTS.splitlines(True)

    def fast(fn):
        start = inspect.findsource(fn)[1]
        return _fast_block(lines, start, fn.__code__.co_name)
    assert fast(ns["plain"]) is not None and fast(ns["many_decorators"]) is not None
    assert fast(ns["backslash"]) is not None and fast(ns["last_in_file"]) is not None
    assert fast(ns["one_liner"]) is None  # (getblock's own rules: the next statement joins the block)
    assert fast(ns["coroutine"]) is None


def test_a_function_without_source_fails_when_defined_as_before():
    ns = {}
    exec("def f(x):\n    return x\n", ns)
    with pytest.raises(OSError):
        inspect.getsourcelines(ns["f"])
    with pytest.raises(OSError):
        KernelFunction(ns["f"])


def test_source_is_a_snapshot_taken_at_definition(tmp_path, monkeypatch):
    """Editing the file after the definition does not change the kernel's source (as when it was
    read eagerly): the file's lines are kept when the kernel is defined."""
    path = tmp_path / "snapmod.py"
    path.write_text("import tritium\n\n\n@tritium.jit\ndef k(x):\n    return x\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import importlib
    mod = importlib.import_module("snapmod")
    path.write_text("import tritium\n\n\n@tritium.jit\ndef k(x):\n    return x + 1  # edited\n")
    os.utime(path, (1, 1))
    assert mod.k.src == "def k(x):\n    return x\n"
    assert mod.k.first_line == 5


def test_unsafe_update_src_keeps_first_line():
    @tritium.jit
    def kernel(x):
        return x
    first = kernel.first_line
    kernel._unsafe_update_src(kernel.src.replace("return x", "return x + 1"))
    assert kernel.src.endswith("return x + 1\n") and kernel.first_line == first


def test_ir_types_are_immutable_records():
    t = T.TensorType((4, 8), T.f32)
    assert t == T.TensorType(shape=(4, 8), element=T.FloatType("f32")) and t != T.TensorType((4, 8), T.f16)
    assert hash(t) == hash(((4, 8), T.f32, None)) and len({t, T.TensorType((4, 8), T.f32)}) == 1
    assert repr(t) == "TensorType(shape=(4, 8), element=FloatType(name='f32'), layout=None)"
    assert repr(T.PtrType(T.i32)) == "PtrType(pointee=IntType(bits=32), address_space=1)"
    assert T.IntType(32) != T.FloatType("f32") and (T.IntType(32) == 32) is False
    for v in (t, T.i1, T.bf16, T.PtrType(T.f16, 3), T.MemDescType((2, 16), T.f16), T.CoopMatType(T.f16, 16, 16, "a")):
        assert pickle.loads(pickle.dumps(v)) == v
        with pytest.raises(AttributeError):
            v.shape = (1,)
        assert not hasattr(v, "__dict__")
    with pytest.raises(ValueError, match="unknown float type"):
        T.FloatType("f12")


def test_target_and_specialization_rule_are_immutable_records():
    t = Target("cpu", "host", 1)
    assert t == Target("cpu", "host") and t != Target("cuda", "host") and hash(t) == hash(("cpu", "host", 1))
    assert repr(t) == "Target(backend='cpu', arch='host', warp_size=1)" and str(t) == "cpu:host"
    assert pickle.loads(pickle.dumps(t)) == t
    with pytest.raises(AttributeError):
        t.arch = "x"
    r = SpecializationRule("divisible_16", "int", 16)
    assert r == SpecializationRule(kind="divisible_16", applies_to="int", divisor=16) and r.holds(32)
    assert repr(r) == "SpecializationRule(kind='divisible_16', applies_to='int', divisor=16)"
    with pytest.raises(ValueError, match="applies_to"):
        SpecializationRule("x", "float", 16)
    with pytest.raises(ValueError, match="divisor"):
        SpecializationRule("x", "int", True)


def test_param_is_an_immutable_record():
    p = Param("x", 0, False)
    assert not p.has_default and Param("x", 0, True, 3).has_default
    assert p == Param("x", 0, False) and hash(p) == hash(Param("x", 0, False)) and p != Param("x", 1, False)
    assert pickle.loads(pickle.dumps(p)) == p
    with pytest.raises(AttributeError):
        p.name = "y"


def test_options_are_immutable_records_declared_by_annotations():
    """Options (and each backend's subclass) behave as the frozen dataclasses they were."""
    from tritium.backends.base import Backend, Options
    from tritium.backends.cpu.compiler import CPUOptions

    class MyOptions(Options):
        num_stages: int = 5  # an override keeps its base's place
        extra: str = "x"
    o = MyOptions(num_warps=8)
    assert MyOptions.__match_args__[:2] == ("num_warps", "num_stages") and MyOptions.__match_args__[-1] == "extra"
    assert (o.num_warps, o.num_stages, o.extra, o.debug) == (8, 5, "x", False)
    assert o == MyOptions(8) and o != MyOptions() and hash(o) == hash(MyOptions(num_warps=8))
    assert o != Options(num_warps=8)  # (another class: never equal, as dataclasses)
    assert repr(Options()).startswith("Options(num_warps=4, num_stages=3, num_ctas=1, debug=False")
    assert o.replace(extra="y").extra == "y" and o.extra == "x"
    c = CPUOptions(num_threads=3)
    assert pickle.loads(pickle.dumps(c)) == c and c.num_threads == 3
    assert o.as_dict()["extra"] == "x" and list(o.as_dict()) == list(MyOptions.__match_args__)
    assert MyOptions.fields()["extra"] == (str, "x") and CPUOptions.fields()["num_threads"] == ("int | None", None)
    with pytest.raises(AttributeError):
        o.num_warps = 2
    with pytest.raises(TypeError, match="unexpected keyword argument 'nope'"):
        MyOptions(nope=1)
    with pytest.raises(TypeError, match="multiple values"):
        MyOptions(4, num_warps=8)
    with pytest.raises(TypeError, match="need defaults"):
        class NoDefault(Options):  # noqa: F841
            bad: int

    import dataclasses

    @dataclasses.dataclass(frozen=True)
    class Decorated(Options):  # (its generated __init__ would not take Options' own fields)
        extra: int = 0

    class B(Backend):
        name, options_class = "b", Decorated
        supports = add_stages = lambda *a: None
    with pytest.raises(TypeError, match="without @dataclass"):
        B().parse_options({})


def test_the_op_registry_fills_itself():
    """`tritium.ir` loads lazily; the op registry is complete wherever it is reached."""
    from tritium.ir.core import OPS
    assert OPS["tt.load"].name == "tt.load"
    with pytest.raises(KeyError):
        OPS["no.such_op"]
    from tritium.ir import Builder, parse_ir, print_ir, verify  # noqa: F401
