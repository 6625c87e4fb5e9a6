"""The xpu driver: where xpu kernels run, and how a binary is loaded there.

Two paths. Level Zero (level_zero.py, ctypes over `libze_loader`) is what an Intel GPU user gets:
zeModuleCreate on the zebin (native format; SPIR-V as fallback), arguments that are torch XPU
tensors or DLPack/USM addresses. OpenCL (opencl.py, pyopencl) runs the SPIR-V or a zebin on any
OpenCL device that takes them; here that is Intel's CPU runtime, which reads host memory directly,
so NumPy arrays and CPU tensors work with `target="xpu"`.

Which one: Level Zero when it reports a GPU, else OpenCL; `TRITIUM_XPU_DRIVER=opencl` or
`=level_zero` forces one. Device numbers count the chosen driver's devices.

The device's target: an Intel GPU whose name says its family is `xpu:pvc` / `xpu:dg2` (a zebin is
built for it; under Level Zero an unknown Intel GPU gets its PCI device id, which ocloc accepts);
any other device gets `xpu:spirv`, the SPIR-V its driver compiles at load time.
"""
from __future__ import annotations

from ... import knobs
from ..base import Driver, Target

# Intel GPU names (as drivers report them) -> the ocloc device a zebin is built for
_FAMILIES = (("data center gpu max", "pvc"), ("arc(tm) a", "dg2"), ("arc a", "dg2"), ("flex", "dg2"))


def arch_of(name: str, gpu: bool) -> str:
    low = name.lower()
    if gpu:
        for key, arch in _FAMILIES:
            if key in low:
                return arch
    return "spirv"


def _level_zero_devices() -> list:
    try:
        from . import level_zero
        return level_zero.devices()
    except Exception:  # noqa: BLE001 - no loader, no driver, no GPU: the OpenCL path
        return []


def which_driver() -> str:
    """'level_zero' or 'opencl': the driver xpu kernels run through here."""
    forced = (knobs.xpu.driver or "").strip().lower().replace("-", "_")
    if forced in ("level_zero", "opencl"):
        return forced
    if forced:
        raise ValueError(f"TRITIUM_XPU_DRIVER must be 'level_zero' or 'opencl', got {forced!r}")
    return "level_zero" if _level_zero_devices() else "opencl"


class _Utils:
    def get_device_properties(self, device=0) -> dict:
        if which_driver() == "level_zero":
            from . import level_zero
            d = level_zero.device(int(device or 0))
            return {"max_shared_mem": d.max_shared_local_memory, "multiprocessor_count": d.eu_count,
                    "max_work_group_size": d.max_group_size, "name": d.name}
        from . import opencl
        d = opencl.device(int(device or 0))
        return {"max_shared_mem": int(d.local_mem_size), "multiprocessor_count": int(d.max_compute_units),
                "max_work_group_size": int(d.max_work_group_size), "name": d.name}


class XPUDriver(Driver):
    backend = "xpu"

    def __init__(self):
        self.utils = _Utils()

    def is_available(self) -> bool:
        """Whether some device runs xpu kernels here (a Level Zero GPU or an OpenCL device taking
        SPIR-V); never raises."""
        try:
            if which_driver() == "level_zero":
                return bool(_level_zero_devices())
            from . import opencl
            return bool(opencl.devices())
        except Exception:  # noqa: BLE001 - a yes/no question
            return False

    @staticmethod
    def is_active() -> bool:
        return False  # never the default target: arrays in host memory run on the CPU backend

    def unavailable_reason(self) -> str | None:
        try:
            if which_driver() == "level_zero":
                from . import level_zero
                return level_zero.unavailable_reason()
            from . import opencl
            opencl.device(0)
            return None
        except Exception as e:  # noqa: BLE001
            from . import level_zero
            return f"{e} ({level_zero.unavailable_reason()})"

    def adapt(self, arg):
        from .arrays import adapt
        return adapt(arg)

    def reads_host_memory(self, target: Target) -> bool:
        """Whether host arrays can be kernel arguments: the first device reads host memory (fine-grained
        system SVM, as Intel's CPU runtime) and `target` is what it runs."""
        try:
            if which_driver() == "level_zero":
                return False  # Intel GPUs read USM allocations only
            from . import opencl
            d = opencl.device(0)
            return opencl.reads_host_memory(d) and (target.arch == "spirv" or target == self.target_of(0))
        except Exception:  # noqa: BLE001 - no device: no
            return False

    def target_of(self, device: int) -> Target:
        if which_driver() == "level_zero":
            from . import level_zero
            return Target("xpu", level_zero.device(int(device or 0)).arch, 16)
        from . import opencl
        d = opencl.device(int(device or 0))
        return Target("xpu", arch_of(d.name, opencl.is_gpu(d)), 16)

    def get_current_target(self) -> Target:
        return self.target_of(0)

    def load(self, binary: bytes, metadata: dict, device: int | None = None):
        if which_driver() == "level_zero":
            from .level_zero import LevelZeroLauncher
            return LevelZeroLauncher(binary, metadata, device)
        from .opencl import OpenCLLauncher
        return OpenCLLauncher(binary, metadata, device)


__all__ = ["XPUDriver", "arch_of", "which_driver"]
