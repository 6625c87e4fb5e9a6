"""The Vulkan backend's part of an exported bundle (backends/aot_hooks.py): a compute shader
(`vulkan:sgN[+coopmat]`) and what its launch needs: the push-constant layout the spv stage chose
(one slot per runtime parameter of the variant, as VulkanLauncher.pack fills it), the work-group
size, shared memory, and the device features its SPIR-V capabilities need (runtime.shader_features:
the C code checks them as runtime.Pipeline does)."""
from __future__ import annotations

import hashlib

from ..aot_hooks import AotHooks, ExportError, ExportJob

# bytes of each parameter's C value (aot/render_c.py's scalar C types; pointers are uint64_t addresses)
_C_BYTES = {"int1": 1, "int8": 1, "uint8": 1, "int16": 2, "uint16": 2, "fp16": 2, "bf16": 2, "int32": 4, "uint32": 4,
            "fp32": 4, "int64": 8, "uint64": 8, "fp64": 8}


class VulkanAotHooks(AotHooks):
    backend = "vulkan"

    def export(self, job: ExportJob) -> dict:
        from ...frontend import dtypes as d
        from .compiler import has_coopmat, subgroup_of
        from .runtime import shader_features
        meta, t = job.compiled.metadata, job.target
        spv = job.compiled.asm["spv"]
        arch = str(t.arch)
        if int(meta.get("num_ctas") or (meta.get("options") or {}).get("num_ctas") or 1) != 1:
            raise ExportError(f"kernel {job.kernel}: num_ctas > 1 (thread-block clusters) is not supported")
        layout = [[str(n), str(ty), int(off), int(size)] for n, ty, off, size in meta["push_layout"]]
        if len(layout) != len(job.params):
            raise ExportError(f"kernel {job.kernel}, target {t}: the shader takes {len(layout)} push constants for "
                              f"{len(job.params)} runtime parameters")
        for (name, ty, off, size), p in zip(layout, job.params):
            dt = d.from_name(p["type"])
            want = 8 if dt.is_ptr() else (4 if dt.name == "int1" else _C_BYTES[dt.name])
            if (ty == "i1") != (not dt.is_ptr() and dt.name == "int1") or size != want:
                raise ExportError(f"kernel {job.kernel}, target {t}: push constant {name} ({ty}, {size} bytes) does "
                                  f"not match parameter {p['name']} ({p['type']})")
        features = sorted(f for f in shader_features(spv) if f != "coopmat")  # +coopmat: the target says so
        safe = arch.replace("+", "_")
        rel = job.write(f"vulkan/{job.name}.v{job.variant}.{safe}.spv", spv)
        local = int(meta.get("num_warps") or 4) * int(meta.get("threads_per_warp") or subgroup_of(arch))
        return {"variant": job.variant, "target": str(t), "arch": safe, "file": rel,
                "sha256": hashlib.sha256(spv).hexdigest(), "entry": "main", "function": meta["name"],
                "subgroup": subgroup_of(arch), "coopmat": has_coopmat(arch), "local": local,
                "shared": int(meta.get("shared") or 0), "push_bytes": int(meta["push_bytes"]),
                "push_layout": layout, "features": features}


HOOKS = VulkanAotHooks()
