"""The Intel GPU backend's part of an exported bundle (backends/aot_hooks.py): a zebin (`xpu:pvc`,
...) or, for `xpu:spirv`, the SPIR-V with the build flags the driver's compiler needs to match
ocloc's choices (64-bit addressing: bundles carry no memory facts); embedded in the C source."""
from __future__ import annotations

import hashlib

from ..aot_hooks import AotHooks, ExportJob


class XPUAotHooks(AotHooks):
    backend = "xpu"

    def export(self, job: ExportJob) -> dict:
        meta, arch = job.compiled.metadata, str(job.target.arch)
        asm = job.compiled.asm
        native = "zebin" in asm
        blob = asm["zebin"] if native else asm["spv"]
        flags = "" if native else " ".join(f for f in ("-ze-opt-large-register-file" if str(meta.get("grf_mode")) == "256"
                                                       else "", "-ze-opt-greater-than-4GB-buffer-required") if f)
        rel = job.write(f"xpu/{job.name}.v{job.variant}.{arch}.{'zebin' if native else 'spv'}", blob)
        local = int(meta.get("num_warps") or 4) * int(meta.get("threads_per_warp") or 16)
        return {"variant": job.variant, "target": str(job.target), "arch": arch.replace("-", "_").replace(".", "_"),
                "native": native, "flags": flags, "file": rel, "sha256": hashlib.sha256(blob).hexdigest(),
                "function": meta["name"], "local": local}

    def toolchain(self, targets: list) -> dict:
        if all(str(t.arch) == "spirv" for t in targets):
            return {}
        from .zebin import toolchain_hash
        return {"ocloc": toolchain_hash()}


HOOKS = XPUAotHooks()
