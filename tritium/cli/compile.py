"""`tritium compile FILE:KERNEL --signature ... -o DIR`: one kernel, one target, every stage to DIR."""
from __future__ import annotations

import argparse
import ast
import json
import os
import sys
from pathlib import Path

from .common import CLIError, one_line

EXAMPLE = ("tritium compile kernels.py:add_kernel --signature '*fp32:16, *fp32:16, *fp32:16, i32' "
           "--constexpr BLOCK_SIZE=1024 -o out/")
DESCRIPTION = """\
Compile one @jit kernel of FILE for one target and write every stage (cpu: ttir, llir, asm, obj;
cuda: ttir, ttgir, llir, ptx, cubin; ...) and metadata.json to DIR; `tritium inspect DIR` lists them.
Any target compiles on any machine (cross-compilation)."""
EPILOG = f"""\
--target:
  cpu                             this machine (the default)
  cpu:x86-64, cpu:x86-64-v2, cpu:x86-64-v3, cpu:x86-64-v4, cpu:aarch64
                                  a CPU architecture and feature level
  cuda:80, cuda:86, cuda:89, cuda:90, cuda:90a, cuda:100, cuda:120
                                  NVIDIA GPUs (A100, A10, L4/4090, H100, ..., B200); needs ptxas
  xpu:pvc, xpu:dg2, xpu:spirv     Intel GPUs (the zebin needs ocloc; spirv: SPIR-V only)
  vulkan:sg8, vulkan:sg16, vulkan:sg32, vulkan:sg32+coopmat
                                  a Vulkan 1.3 device with that subgroup size
  others come from plugin backends (entry points `tritium.backends`)

--signature: the runtime parameters' types, in order, comma separated:
  fp32 fp16 bf16 fp64 fp8e5 fp8e4nv i1 i8 i16 i32 i64 u8 u16 u32 u64; '*' makes a pointer ('*fp32');
  ':16' declares a pointer 16-byte aligned or an int a multiple of 16 ('*fp32:16', 'i32:16')

--constexpr NAME=VALUE (repeat it): the value of a tl.constexpr parameter, required for those without
  a default (a JSON value, else a string); a runtime parameter given here is compiled in as a constant.

--option NAME=VALUE (repeat it): a compile option of the target's backend (a JSON value), e.g.
  num_warps=8, opt_level=2, debug=true; an unknown name lists the backend's options.

example:
  {EXAMPLE}
  tritium compile kernels.py:add_kernel --signature '*fp32:16, *fp32:16, *fp32:16, i32' \\
      --constexpr BLOCK_SIZE=1024 --target cuda:90 --option num_warps=8 -o out-h100/
"""


def add_parser(sub) -> None:
    k = sub.add_parser("compile", help="compile a kernel ahead of time and write every stage to a directory",
                       description=DESCRIPTION, epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    k.add_argument("kernel", metavar="FILE:KERNEL", help="the Python file and the name of the @jit kernel in it")
    k.add_argument("--signature", required=True,
                   help="runtime parameter types in order, e.g. '*fp32:16, *fp32, i32' (see below)")
    k.add_argument("--target", default="cpu", help="what to compile for: cpu (this machine, the default), "
                                                   "cpu:x86-64-v3, cpu:aarch64, cuda:90, xpu:pvc, vulkan:sg32, ... "
                                                   "(see below)")
    k.add_argument("--constexpr", action="append", default=[], metavar="NAME=VALUE",
                   help="a constexpr parameter's value, e.g. --constexpr BLOCK_SIZE=1024 (repeat for each)")
    k.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a compile option, e.g. --option num_warps=8 (repeat for each)")
    k.add_argument("-o", "--output", required=True, metavar="DIR", help="where the stages and metadata.json go")
    k.set_defaults(handler=main)


def main(args) -> int:
    from ..compiler import compile as compile_kernel
    _, kname, fn = load_kernel(args.kernel)
    constexprs = parse_constexprs(fn, kname, args.constexpr)
    runtime = [p for p in fn.params if not p.is_constexpr and p.name not in constexprs]
    sig = parse_signature(args.signature)
    if len(sig) != len(runtime):
        raise CLIError(f"--signature has {len(sig)} entries but {kname} has {len(runtime)} runtime parameters "
                       f"({', '.join(p.name for p in runtime) or 'none'})", 2)
    signature = {p.name: t for p, (t, _) in zip(runtime, sig)}
    facts = {p.name: f for p, (_, f) in zip(runtime, sig) if f}
    target, backend = parse_target(args.target)
    options = parse_options(args.option, backend, target)
    try:
        ck = compile_kernel(fn, signature, constexprs, target=target, facts=facts, **options)
    except RuntimeError as e:
        if type(e).__name__ != "ToolchainError":  # (tritium.backends.cuda.toolchain's)
            raise
        raise CLIError(one_line(e)) from None  # a missing tool: what to install
    out = Path(args.output)
    try:
        out.mkdir(parents=True, exist_ok=True)
        for stage, data in ck.asm.items():
            (out / f"{ck.name}.{stage}").write_bytes(data if isinstance(data, bytes) else data.encode())
        (out / "metadata.json").write_text(json.dumps(dict(ck.metadata), indent=1, default=str))
    except OSError as e:
        raise CLIError(f"cannot write to {out}: {e.strerror or e}") from None
    print(f"{ck.name}: {' -> '.join(ck.asm)} written to {out}")
    return 0


# ----------------------------------------------------------------------------- the kernel
def load_kernel(spec: str):
    """'kernels.py:add_kernel' -> (path, name, the @jit kernel), importing the file."""
    path, sep, kname = spec.rpartition(":")
    if not sep or not path or not kname:
        raise CLIError(f"expected FILE:KERNEL, e.g. kernels.py:add_kernel, got {spec!r}", 2)
    if not os.path.exists(path):
        raise CLIError(f"{path}: no such file", 2)
    if not os.path.isfile(path):
        raise CLIError(f"{path}: not a file (FILE:KERNEL names a Python file and a kernel in it)", 2)
    module = import_file(path)
    kernels = sorted(n for n, v in vars(module).items() if _kernel(v) is not None)
    listed = f" (its kernels: {', '.join(kernels)})" if kernels else " (it defines no @jit kernels)"
    if not hasattr(module, kname):
        raise CLIError(f"{path} has no @jit kernel named {kname!r}{listed}", 2)
    fn = _kernel(getattr(module, kname))
    if fn is None:
        raise CLIError(f"{kname} in {path} is a {type(getattr(module, kname)).__name__}, not a @jit kernel{listed}", 2)
    return path, kname, fn


def _kernel(obj):
    """The JITFunction of a kernel (through @autotune/@heuristics wrappers), or None."""
    for _ in range(8):
        if hasattr(obj, "params") and hasattr(obj, "fn"):
            return obj
        obj = getattr(obj, "fn", None)
        if obj is None:
            return None
    return None


def import_file(path: str):
    """The module of a Python file; its import errors in one line, at the file's line."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(Path(path).stem, path)
    if spec is None or spec.loader is None:
        raise CLIError(f"{path}: not a Python file", 2)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    try:
        spec.loader.exec_module(module)
    except SyntaxError as e:
        raise CLIError(f"{e.filename or path}:{e.lineno}: {type(e).__name__}: {e.msg}") from None
    except (Exception, SystemExit) as e:  # noqa: BLE001 - the user's module: any error is theirs
        line, tb, here = None, e.__traceback__, os.path.abspath(path)
        while tb is not None:
            if os.path.abspath(tb.tb_frame.f_code.co_filename) == here:
                line = tb.tb_lineno
            tb = tb.tb_next
        where = f"{path}:{line}" if line else path
        raise CLIError(f"{where}: importing it raised {type(e).__name__}: {one_line(e)}") from None
    return module


# ----------------------------------------------------------------------------- arguments
def _value(text: str):
    """A --constexpr value: JSON (1024, 1e-5, true, "x"), a Python literal (True, 'x'), else the text."""
    try:
        return json.loads(text)
    except ValueError:
        pass
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text


def parse_constexprs(fn, kname: str, items: list[str]) -> dict:
    params = {p.name: p for p in fn.params}
    names = [p.name for p in fn.params if p.is_constexpr]
    its = f"its constexpr parameters: {', '.join(names)}" if names else "it has no constexpr parameters"
    out = {}
    for kv in items:
        k, eq, v = kv.partition("=")
        k = k.strip()
        if not eq or not k:
            raise CLIError(f"--constexpr {kv!r}: expected NAME=VALUE, e.g. --constexpr BLOCK_SIZE=1024", 2)
        if k not in params:
            raise CLIError(f"--constexpr {k}: {kname} has no parameter {k} ({its})", 2)
        out[k] = _value(v.strip())
    missing = [n for n in names if n not in out and not params[n].has_default]
    if missing:
        give = " ".join(f"--constexpr {n}=VALUE" for n in missing)
        raise CLIError(f"{kname} needs a value for its constexpr parameter{'s' if len(missing) > 1 else ''} "
                       f"{', '.join(missing)} (no default): add {give}, e.g. --constexpr {missing[0]}=128", 2)
    for n in names:  # the defaults, as a launch would take them
        if n not in out:
            out[n] = params[n].default
    return out


def parse_signature(text: str) -> list[tuple]:
    """'*fp32:16, *fp32, i32:16, fp32' -> [(tl dtype, [facts]), ...] (Triton's AOT spelling: a
    pointer is '*' + its element type; ':16' declares divisibility/alignment by 16)."""
    from ..aot.manifest import ManifestError, dtype_of
    from ..aot.manifest import parse_signature as parse
    try:
        params = parse(text, where="--signature")
    except ManifestError as e:
        raise CLIError(str(e), 2) from None
    for p in params:
        if p.hint == 1:
            raise CLIError(f"--signature: ':1' (an int equal to 1) in {p.spelled()!r} is a constant: give the "
                           f"parameter's value with --constexpr NAME=1 and leave it out of --signature", 2)
    return [(dtype_of(p), p.facts()) for p in params]


def parse_target(text: str):
    """'cuda:90' -> (Target, its Backend); an unknown target, architecture or backend: one line."""
    from ..backends.registry import backend_for
    from ..backends.registry import parse_target as parse
    try:
        target = parse(text)
        return target, backend_for(target)
    except (ValueError, RuntimeError) as e:
        raise CLIError(f"--target {text}: {one_line(e)}", 2) from None


_JSON_NAMES = {bool: "true or false", int: "an integer", float: "a number", str: "a string", type(None): "null"}
_TYPES = {"bool": bool, "int": int, "float": float, "str": str, "None": type(None)}


def _field_types(ann) -> tuple | None:
    """An option's types from its annotation ('int | None' -> (int, NoneType)); None: unknown."""
    if isinstance(ann, type):
        return (ann,)
    names = [x.strip() for x in str(ann).replace("Optional[", "").rstrip("]").split("|")]
    if not all(n in _TYPES for n in names):
        return None
    return tuple(_TYPES[n] for n in names)


def _fits(value, types: tuple) -> bool:
    for t in types:
        if t is bool and isinstance(value, bool):
            return True
        if t in (int, float) and isinstance(value, int) and not isinstance(value, bool):
            return True
        if t is float and isinstance(value, float):
            return True
        if t in (str, type(None)) and isinstance(value, t):
            return True
    return False


def parse_options(items: list[str], backend, target) -> dict:
    """--option NAME=VALUE... -> compile options, each a field of the backend's Options class with a
    value of its type; the backend then checks the values (e.g. num_warps a power of 2)."""
    fields = backend.options_class.fields()  # {name: (annotation, default)}
    valid = ", ".join(fields)
    out = {}
    for kv in items:
        k, eq, text = kv.partition("=")
        k, text = k.strip(), text.strip()
        if not eq or not k:
            raise CLIError(f"--option {kv!r}: expected NAME=VALUE, e.g. --option num_warps=8", 2)
        if k not in fields:
            raise CLIError(f"--option {k}: not an option of the {backend.name} backend (target {target}); "
                           f"its options: {valid}", 2)
        ann, default = fields[k]
        types = _field_types(ann)
        takes = " or ".join(_JSON_NAMES[t] for t in types) if types else "a JSON value"
        example = json.dumps(default) if default is not None else "..."
        try:
            value = json.loads(text)
        except ValueError:
            if types is not None and str in types:  # a bare string: --option default_dot_input_precision=tf32
                out[k] = text
                continue
            raise CLIError(f"--option {k}={text}: not a JSON value; {k} takes {takes}, e.g. --option {k}={example}",
                           2) from None
        if types is not None and not _fits(value, types):
            if str in types:  # grf_mode=256: the string '256'
                out[k] = text
                continue
            got = _JSON_NAMES.get(type(value), f"a JSON {type(value).__name__}")
            raise CLIError(f"--option {k}={text}: {k} takes {takes}, not {got}, e.g. --option {k}={example}", 2)
        out[k] = value
    from ..backends.base import check_num_warps
    try:
        check_num_warps(out.get("num_warps"))  # (compile() checks it for every backend, even those ignoring it)
        backend.parse_options(dict(out))
    except (KeyError, ValueError, TypeError) as e:
        raise CLIError(f"--option: {e.args[0] if isinstance(e, KeyError) and e.args else one_line(e)}", 2) from None
    return out
