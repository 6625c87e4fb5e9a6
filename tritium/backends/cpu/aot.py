"""The CPU backend's part of an exported bundle (backends/aot_hooks.py): an object per kernel x
target x variant, emitted again from the cached `llir` with its entry renamed
`tritium_<lib>__<kernel>__<target>__v<variant>` and every other function made internal, so any
number of kernels, targets and variants link into one library without clashing symbols."""
from __future__ import annotations

import hashlib

from ..aot_hooks import AotHooks, ExportError, ExportJob


class CPUAotHooks(AotHooks):
    backend = "cpu"
    by_target = True

    def check_target(self, target, build_machine: str) -> None:
        if str(target.arch) == "host" and build_machine not in ("x86_64", "AMD64"):
            # the bundle checks a host target's features at run time with x86's __builtin_cpu_supports;
            # elsewhere it could not tell a lesser CPU of the same architecture
            raise ValueError("bundles take cpu:host only from x86-64 build machines; name the architecture "
                             "(cpu:aarch64)")

    def export(self, job: ExportJob) -> dict:
        import llvmlite.binding as llvm

        from .compiler import LLVM_LOCK, target_machine, undefined_symbols
        from .targets import describe
        ck, t = job.compiled, job.target
        arch = str(t.arch)
        machine_arch = describe(arch)["triple"].split("-")[0]
        symbol = f"tritium_{job.library}__{job.name}__{arch.replace('-', '_')}__v{job.variant}"
        entry = ck.metadata.get("entry") or f"{ck.metadata['name']}_grid"
        with LLVM_LOCK:
            mod = llvm.parse_assembly(ck.asm["llir"])
            for f in mod.functions:
                if f.is_declaration:
                    continue
                if f.name == entry:
                    f.name = symbol
                else:  # helpers stay inside the object: no clashes between kernels and variants
                    f.linkage = "internal"
            for g in mod.global_variables:
                if not g.is_declaration:
                    g.linkage = "internal"
            mod.verify()
            if symbol not in [f.name for f in mod.functions]:
                raise ExportError(f"kernel {job.kernel}: its CPU object has no entry point {entry}")
            opt = int((ck.metadata.get("options") or {}).get("opt_level", 3))
            obj = target_machine(arch, opt).emit_object(mod)
        rel = job.write(f"cpu/{machine_arch}/{symbol}.o", obj, embed=False)  # (linked, not embedded)
        return {"variant": job.variant, "target": str(t), "arch": machine_arch, "symbol": symbol, "file": rel,
                "sha256": hashlib.sha256(obj).hexdigest(), "stack_bytes": int(ck.metadata.get("stack_bytes", 0)),
                "num_threads": int((ck.metadata.get("options") or {}).get("num_threads") or 0),
                "externs": undefined_symbols(obj) or []}


HOOKS = CPUAotHooks()
