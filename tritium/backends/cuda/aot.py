"""The CUDA backend's part of an exported bundle (backends/aot_hooks.py): the cubin, embedded in the
bundle's C source, and what its launch needs (block size, shared memory)."""
from __future__ import annotations

import hashlib

from ..aot_hooks import AotHooks, ExportError, ExportJob


class CUDAAotHooks(AotHooks):
    backend = "cuda"

    def check_target(self, target, build_machine: str) -> None:
        if target.arch in (None, ""):
            raise ValueError("name an architecture (e.g. cuda:80, cuda:90)")

    def compile_options(self, options: dict) -> dict:
        # (descriptors the kernel makes would take tensor maps, which the bundle's launcher does not
        # pass: their pointer tiles run, unless the manifest asks for TMA, which export() refuses)
        return {"tma_descriptors": False, **options}

    def export(self, job: ExportJob) -> dict:
        ck, t = job.compiled, job.target
        from .compiler import machine_arch
        cubin = ck.asm["cubin"]
        arch = str(machine_arch(t.arch))  # (what the cubin is for: cuda:90 -> sm_90a)
        meta = ck.metadata
        opts = meta.get("options") or {}
        num_warps = int(meta.get("num_warps") or opts.get("num_warps") or 4)
        # (num_ctas > 1: each program runs as one CTA, as in the driver's launches)
        if meta.get("tma"):  # (the bundle's C launcher passes the arguments only, no tensor maps)
            raise ExportError(f"kernel {job.kernel}: TMA copies are not supported in exported bundles (the "
                              "bundle's launcher passes no tensor maps): export it with tma_descriptors=False")
        rel = job.write(f"cuda/{job.name}.v{job.variant}.sm{arch}.cubin", cubin)
        return {"variant": job.variant, "target": str(t), "arch": arch, "arch_number": int(arch.rstrip("a")),
                "arch_specific": arch.endswith("a"), "file": rel, "sha256": hashlib.sha256(cubin).hexdigest(),
                "function": meta["name"], "block": 32 * num_warps, "shared": int(meta.get("shared") or 0)}

    def toolchain(self, targets: list) -> dict:
        from .toolchain import ptxas_version
        return {"ptxas": ptxas_version()}


HOOKS = CUDAAotHooks()
