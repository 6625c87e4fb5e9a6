"""What a backend contributes to an exported bundle (`tritium aot`, aot/exporter.py): the interface.

Why: the exporter once compared target names and reached into each backend's internals (the CPU's
target machine, CUDA's ptxas version, Vulkan's shader features) to write each kind of binary. Each
backend that bundles can carry its binaries now says so itself: `Backend.aot_hooks()` returns an
`AotHooks`, and the exporter asks it to check a target, write a binary and name its tools. The
bundle's C side (render_c.py) still speaks each device API in C.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..errors import ExportError

__all__ = ["AotHooks", "ExportJob", "ExportError"]


@dataclass
class ExportJob:
    """One kernel x target x variant to write into a bundle."""
    library: str  # the bundle's library name (C symbol prefix)
    name: str  # the kernel's name in the bundle
    kernel: str  # the @jit function's name (for messages)
    target: object  # backends.base.Target
    variant: int
    compiled: object  # the CompiledKernel
    out: Path  # the bundle directory
    blobs: dict = field(default_factory=dict)  # relative path -> bytes the C source embeds
    params: list = field(default_factory=list)  # the variant's runtime parameters ({"name", "type", ...})

    def write(self, rel: str, data: bytes, embed: bool = True) -> str:
        """Write a binary at `rel` in the bundle (and embed it in the C source unless told not)."""
        (self.out / rel).parent.mkdir(parents=True, exist_ok=True)
        (self.out / rel).write_bytes(data)
        if embed:
            self.blobs[rel] = data
        return rel


class AotHooks:
    """A backend's part of the exporter. `by_target`: its binaries are grouped by target (CPU
    objects, several targets of one architecture linked side by side) rather than listed."""
    backend = "?"
    by_target = False

    def check_target(self, target, build_machine: str) -> None:
        """Raise ValueError saying why a bundle cannot carry this target (built on `build_machine`,
        platform.machine()'s name)."""

    def compile_options(self, options: dict) -> dict:
        """The options a bundle's kernels compile with, given the manifest's (defaults a bundle's
        launcher needs, where the manifest does not say)."""
        return options

    def export(self, job: ExportJob) -> dict:
        """Write the job's binary into the bundle; its record for manifest.json and render_c."""
        raise NotImplementedError(f"backend {self.backend} exports no binaries")

    def toolchain(self, targets: list) -> dict:
        """Versions of the tools its binaries were built with ({tool: version})."""
        return {}
