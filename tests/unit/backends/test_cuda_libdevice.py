"""Every libdevice function (tl.extra.libdevice, Triton 3.6's list) cross-compiled for `cuda:90`
(no GPU needed): one kernel per argument-dtype signature applies all functions of that signature;
the LLVM IR calls the CUDA libdevice function Triton calls (`__nv_*`; the compositions of
extra/_compose.py call the ones they are built from), and ptxas assembles the result."""
import importlib.util
import sys

import pytest

import tritium
from tritium.backends.cuda import toolchain
from tritium.frontend import dtypes
from tritium.ir.libdevice import COMPOSED, FUNCTIONS

try:
    toolchain.find_ptxas()
    toolchain.find_libdevice() or (_ for _ in ()).throw(toolchain.ToolchainError("no libdevice"))
    HAVE_CUDA_TOOLS = True
except toolchain.ToolchainError:
    HAVE_CUDA_TOOLS = False

_DT = {"fp32": dtypes.float32, "fp64": dtypes.float64, "int32": dtypes.int32, "uint32": dtypes.uint32,
       "int64": dtypes.int64, "uint64": dtypes.uint64}


def _groups():
    g = {}
    for name, table in sorted(FUNCTIONS.items()):
        for key, (sym, ret, _) in table.items():
            g.setdefault(key, []).append((name, sym, ret))
    return g


GROUPS = _groups()


def _kernel_source(key, funcs):
    args = ", ".join(f"a{i}" for i in range(len(key)))
    outs = sorted({ret for _, _, ret in funcs})
    lines = ["import tritium", "import tritium.language as tl", "from tritium.language.extra import libdevice", "",
             "@tritium.jit",
             f"def kernel({', '.join(f'p{i}' for i in range(len(key)))}, {', '.join(f'o_{r}' for r in outs)}, "
             f"BLOCK: tl.constexpr):",
             "    offs = tl.arange(0, BLOCK)"]
    for i in range(len(key)):
        lines.append(f"    a{i} = tl.load(p{i} + offs)")
    for k, (name, _, ret) in enumerate(funcs):
        lines.append(f"    tl.store(o_{ret} + {k} * BLOCK + offs, libdevice.{name}({args}))")
    return "\n".join(lines) + "\n", outs


@pytest.mark.skipif(not HAVE_CUDA_TOOLS, reason="ptxas or libdevice not installed")
@pytest.mark.parametrize("key", sorted(GROUPS), ids=lambda k: "-".join(k))
def test_libdevice_cross_compiles_for_cuda(key, tmp_path):
    funcs = GROUPS[key]
    src, outs = _kernel_source(key, funcs)
    name = "libdevice_" + "_".join(key)
    path = tmp_path / f"{name}.py"
    path.write_text(src)
    spec = importlib.util.spec_from_file_location(name, path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    try:
        spec.loader.exec_module(mod)
        sig = {f"p{i}": dtypes.pointer_type(_DT[t]) for i, t in enumerate(key)}
        sig.update({f"o_{r}": dtypes.pointer_type(_DT[r]) for r in outs})
        k = tritium.compile(mod.kernel, sig, dict(BLOCK=128), target="cuda:90", num_warps=4)
    finally:
        sys.modules.pop(name, None)
    assert k.asm.get("cubin"), "ptxas produced no cubin"
    llir = k.asm["llir"]
    missing = [sym for fname, sym, _ in funcs if fname not in COMPOSED and f"@{sym}(" not in llir]
    assert not missing, f"not called: {missing}"
